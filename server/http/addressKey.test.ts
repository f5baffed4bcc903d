/** Client addresses counted together: IPv4 one by one, IPv6 by its /64, IPv4-mapped IPv6 as the IPv4 address. */
import { describe, expect, it } from 'vitest';
import { addressKey } from './addressKey';

describe('addressKey', () => {
  it('keeps an IPv4 address whole', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.8')).toBe('203.0.113.8');
  });

  it('counts every address of an IPv6 /64 as one, however written', () => {
    const key = '2001:db8:0:1::/64';
    for (const ip of ['2001:db8::1:0:0:0:1', '2001:0db8:0000:0001:ffff:ffff:ffff:ffff', '2001:db8:0:1::abcd', '2001:db8:0:1:1:2:3.4.5.6', '2001:db8:0:1::1%eth0']) {
      expect(addressKey(ip), ip).toBe(key);
    }
    expect(addressKey('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(addressKey('::ffff:198.51.100.4')).toBe('198.51.100.4');
  });
});
