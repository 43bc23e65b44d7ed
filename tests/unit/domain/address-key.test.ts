import { describe, expect, it } from 'vitest';
import { addressKey } from '~/domain/address-key';

describe('addressKey', () => {
  it('keys an IPv6 address on its /64, however it is written', () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('[2001:db8:1:2::9]')).toBe('2001:db8:1:2::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('gives every address of one /64 the same key, and another /64 another', () => {
    const keys = new Set(Array.from({ length: 50 }, (_, i) => addressKey(`2001:db8:aa:bb:${i.toString(16)}::${i}`)));
    expect(keys.size).toBe(1);
    expect(addressKey('2001:db8:aa:bc::1')).not.toBe(addressKey('2001:db8:aa:bb::1'));
  });

  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('keeps anything unreadable as it came (bounded)', () => {
    expect(addressKey('not an address')).toBe('not an address');
    expect(addressKey('1:2:3')).toBe('1:2:3');
    expect(addressKey('x'.repeat(100))).toHaveLength(64);
  });
});
