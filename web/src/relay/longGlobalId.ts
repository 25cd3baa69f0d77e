/**
 * The GraphQL id of a node from the REST id a URL carries (`/devices/{id}`, `/orders/service-orders/{id}`).
 * The gateway has no `device(deviceId:)`-style fields; `node(id:)` takes the long form of its ids,
 * the base64url of `<Type>:<restId>`, which it promises to keep understanding ("ids handed out
 * before still resolve", gateway/src/globalId.ts). The node read back carries its canonical id.
 * A technician's REST id is `<centreId>:<technicianId>`. Only for an id read from a URL: an id a
 * picker compares with the ones the gateway hands out must be the gateway's own (a centre's staff
 * carry `userNodeId` for that), or one user shows as two.
 */
export function longGlobalId(type: 'Device' | 'ServiceOrder' | 'ServiceCenter' | 'Technician', restId: string): string {
  const bytes = new TextEncoder().encode(`${type}:${restId}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
