import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../src/auth/clientAddress.ts';

describe('clientAddress', () => {
  it('counts an IPv6 client by its /64, and IPv4 as it is', () => {
    expect(clientAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddress('192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddress('not an address')).toBe('not an address');
  });
});
