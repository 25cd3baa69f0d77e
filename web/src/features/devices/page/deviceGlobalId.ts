/**
 * The GraphQL id of a device from the REST id its URL carries (`/devices/{deviceId}`). The gateway
 * has no `device(deviceId:)` field; `node(id:)` takes the long form of its ids, the base64url of
 * `Device:<restId>`, which it promises to keep understanding ("ids handed out before still
 * resolve", gateway/src/globalId.ts). The device read back carries its canonical id.
 */
export function deviceGlobalId(restId: string): string {
  const bytes = new TextEncoder().encode(`Device:${restId}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
