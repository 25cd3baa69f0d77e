import ipaddr from 'ipaddr.js';

/**
 * The key one client is counted under by every sign-in and rate limit: an IPv4 address as it is
 * (an IPv4-mapped IPv6 address as the IPv4 one), an IPv6 address by its /64 — one home or one
 * machine gets a whole /64 and could take a new address for every attempt.
 */
export function clientAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}
