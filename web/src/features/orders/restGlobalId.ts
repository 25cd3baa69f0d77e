/**
 * The GraphQL id of a node from the REST id its URL carries (`/orders/service-centers/{id}`). The
 * gateway has no `serviceCenter(serviceCenterId:)` field; `node(id:)` takes the long form of its
 * ids, the base64url of `Type:<restId>`, which it keeps understanding (gateway/src/globalId.ts, as
 * `deviceGlobalId` does for devices). A technician's REST id is `<centreId>:<technicianId>`.
 */
export function restGlobalId(type: 'ServiceCenter' | 'Technician' | 'User', restId: string): string {
  const bytes = new TextEncoder().encode(`${type}:${restId}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
