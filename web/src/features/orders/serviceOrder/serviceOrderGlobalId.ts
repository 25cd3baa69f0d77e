/**
 * The GraphQL id of a service order from the REST id its URL carries
 * (`/orders/service-orders/{orderId}`), in the long form `node(id:)` keeps understanding
 * (base64url of `ServiceOrder:<restId>`, as deviceGlobalId does for devices).
 */
export function serviceOrderGlobalId(restId: string): string {
  const bytes = new TextEncoder().encode(`ServiceOrder:${restId}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
