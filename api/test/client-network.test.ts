import { clientKey, networkKey } from '../src/http/client-network';

describe('client and network keys', () => {
  it('counts an IPv6 client by its /64, whatever the rest of its address', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe(clientKey('2001:db8:1:2::9'));
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
  });

  it('counts an IPv4 client by its address, and an IPv4-mapped IPv6 address as that IPv4 client', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.8')).not.toBe(clientKey('203.0.113.7'));
  });

  it('groups an IPv4 /24 and an IPv6 /64 as one network', () => {
    expect(networkKey('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkKey('203.0.113.250')).toBe(networkKey('::ffff:203.0.113.7'));
    expect(networkKey('203.0.114.7')).not.toBe(networkKey('203.0.113.7'));
    expect(networkKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  });

  it('keys an unparsable address as it came', () => {
    expect(clientKey('not-an-address')).toBe('not-an-address');
  });
});
