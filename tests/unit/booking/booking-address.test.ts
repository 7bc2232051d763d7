import { describe, expect, it } from 'vitest';
import { addressHasher, networkOf } from '../../../src/server/booking/booking-address.ts';

describe('the address an order is counted under', () => {
  it('is the /64 network of an IPv6 address, however the address is written', () => {
    const network = networkOf('2001:db8:1:2::1');
    expect(network).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0DB8:0001:0002:ffff:ffff:ffff:fffe')).toBe(network);
    expect(networkOf('2001:db8:1:2:0:0:192.0.2.1')).toBe(network);
    expect(networkOf('2001:db8:1:2::9%eth0')).toBe(network);
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('2001:db8:1:3::1')).not.toBe(network);
  });

  it('is an IPv4 address itself', () => {
    expect(networkOf('192.0.2.1')).toBe('192.0.2.1');
    expect(networkOf('192.0.2.2')).not.toBe(networkOf('192.0.2.1'));
  });

  it('is kept as a hash under the server secret, which neither shows the address nor matches under another secret', () => {
    const hash = addressHasher(Buffer.alloc(32, 1));
    expect(hash('192.0.2.1')).toBe(hash('192.0.2.1'));
    expect(hash('192.0.2.1')).not.toContain('192.0.2.1');
    expect(hash('2001:db8:1:2::1')).toBe(hash('2001:db8:1:2::2'));
    expect(addressHasher(Buffer.alloc(32, 2))('192.0.2.1')).not.toBe(hash('192.0.2.1'));
  });
});
