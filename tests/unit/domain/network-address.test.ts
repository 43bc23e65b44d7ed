import { describe, expect, it } from 'vitest';
import { isPublicHost, networkKey } from '~/domain/network-address';

describe('network keys for limits', () => {
  it('keys IPv6 on its /64: every address of one subscriber network counts as one', () => {
    const key = networkKey('2001:db8:abcd:12::1');
    expect(key).toBe('2001:db8:abcd:12::/64');
    for (const other of [
      '2001:db8:abcd:12:ffff:ffff:ffff:ffff',
      '2001:0DB8:ABCD:0012:0:0:0:7',
      '[2001:db8:abcd:12::9]',
      '2001:db8:abcd:12::2%eth0',
    ])
      expect(networkKey(other)).toBe(key);
    expect(networkKey('2001:db8:abcd:13::1')).not.toBe(key);
  });

  it('spells the network the same whatever the compression', () => {
    expect(networkKey('::1')).toBe('0:0:0:0::/64');
    expect(networkKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(networkKey('2001:db8:0:0:1::')).toBe('2001:db8:0:0::/64');
  });

  it('keeps IPv4 whole, and an IPv4-mapped IPv6 address is its IPv4', () => {
    expect(networkKey('203.0.113.7')).toBe('203.0.113.7');
    expect(networkKey('203.0.113.8')).not.toBe(networkKey('203.0.113.7'));
    expect(networkKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is idempotent, and keeps anything else under its own (bounded) key', () => {
    for (const ip of ['2001:db8:abcd:12::1', '203.0.113.7', 'unknown']) expect(networkKey(networkKey(ip))).toBe(networkKey(ip));
    expect(networkKey(' Unknown ')).toBe('unknown');
    expect(networkKey('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
    expect(networkKey('x'.repeat(200))).toHaveLength(64);
  });

  it('keys an IPv6 address on its /64, however it is written', () => {
    expect(networkKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(networkKey('2001:0DB8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(networkKey('2001:db8:1:2::')).toBe('2001:db8:1:2::/64');
    expect(networkKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkKey('[2001:db8:1:2::9]')).toBe('2001:db8:1:2::/64');
    expect(networkKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkKey('::1')).toBe('0:0:0:0::/64');
  });

  it('gives every address of one /64 the same key, and another /64 another', () => {
    const keys = new Set(Array.from({ length: 50 }, (_, i) => networkKey(`2001:db8:aa:bb:${i.toString(16)}::${i}`)));
    expect(keys.size).toBe(1);
    expect(networkKey('2001:db8:aa:bc::1')).not.toBe(networkKey('2001:db8:aa:bb::1'));
  });

  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(networkKey('203.0.113.9')).toBe('203.0.113.9');
    expect(networkKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(networkKey('::ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('keeps anything unreadable as it came (bounded), interface and brackets dropped', () => {
    expect(networkKey('not an address')).toBe('not an address');
    expect(networkKey('1:2:3')).toBe('1:2:3');
    expect(networkKey('x'.repeat(100))).toHaveLength(64);
  });
});

describe('isPublicHost: where a push endpoint may point', () => {
  it.each([
    'fcm.googleapis.com',
    'updates.push.services.mozilla.com',
    'web.push.apple.com',
    '8.8.8.8',
    '2001:4860:4860::8888',
    '[2a03:2880:f12f:83:face:b00c:0:25de]',
  ])('accepts the public %s', (host) => {
    expect(isPublicHost(host)).toBe(true);
  });

  it.each([
    'localhost',
    'push.localhost',
    'printer.local',
    'intranet',
    'push.test',
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '[::1]',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '2130706433',
    '',
  ])('refuses the private, loopback or link-local %s', (host) => {
    expect(isPublicHost(host)).toBe(false);
  });
});
