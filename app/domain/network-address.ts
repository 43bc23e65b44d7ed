/**
 * The key a limit counts a client's address under. An IPv4 address is one subscriber's; an IPv6 subscriber is
 * given a whole /64 (often more) and may take any address in it, so a limit keyed on the full IPv6 address is
 * 2^64 limits to whoever holds one. IPv6 addresses are therefore keyed on their /64 network, in one spelling
 * whatever form the address came in (compressed or not, any case, an IPv4-mapped IPv6 address as its IPv4).
 */

/** `a.b.c.d` with each part 0–255. */
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEXTET = /^[0-9a-f]{1,4}$/;

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail counts as two), or null when it is not one. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    const pieces = part.split(':');
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && IPV4.test(piece)) {
        const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number];
        groups.push((a << 8) | b, (c << 8) | d);
      } else if (HEXTET.test(piece)) groups.push(parseInt(piece, 16));
      else return null;
    }
    return groups;
  };
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}

/**
 * An IPv4 address as it is; an IPv6 address as its /64 (`2001:db8:1:2::/64`); an IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.1`) as its IPv4. Anything else (no address, a malformed one) is kept as given, trimmed,
 * lower-cased and cut to 64 characters: it still counts, under its own key. Applying it twice changes nothing.
 */
export function networkKey(address: string): string {
  const text = address.trim().toLowerCase();
  if (IPV4.test(text)) return text;
  const bare = text
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .replace(/\/64$/, '');
  const groups = ipv6Groups(bare);
  if (!groups) return text.slice(0, 64);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * Whether a URL's host is somewhere on the public Internet: not a name for this machine or a local network
 * (`localhost`, `*.localhost`, `*.local`, `*.internal`, a bare name without a dot), and not an address that is
 * loopback, private (RFC 1918, IPv6 unique-local), link-local, carrier-grade NAT, unspecified, multicast or
 * reserved. A push endpoint must be one: the Worker would otherwise fetch whatever address a member gives it.
 */
export function isPublicHost(hostname: string): boolean {
  const host = hostname
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (!host) return false;
  if (IPV4.test(host)) return isPublicIpv4(host.split('.').map(Number) as [number, number, number, number]);
  if (host.includes(':')) {
    const groups = ipv6Groups(host.replace(/%.*$/, ''));
    if (!groups) return false;
    if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
      return isPublicIpv4([groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff]);
    }
    const first = groups[0]!;
    if (groups.every((g, i) => g === 0 || (i === 7 && g === 1))) return false; // :: and ::1
    if ((first & 0xfe00) === 0xfc00) return false; // fc00::/7 unique local
    if ((first & 0xffc0) === 0xfe80) return false; // fe80::/10 link-local
    if ((first & 0xff00) === 0xff00) return false; // multicast
    if (first === 0x2001 && groups[1] === 0x0db8) return false; // documentation
    if (first === 0x64 && groups[1] === 0xff9b) return false; // NAT64 (reaches IPv4 behind it)
    return (first & 0xe000) === 0x2000; // global unicast 2000::/3
  }
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) return false;
  if (/^\d+(\.\d+)*$/.test(host)) return false; // a number that is no dotted quad (0x7f.1, 2130706433)
  return !/(^|\.)(localhost|local|internal|localdomain|home\.arpa|test|invalid|example)$/.test(host);
}

function isPublicIpv4([a, b, c]: [number, number, number, number]): boolean {
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
  if (a === 169 && b === 254) return false;
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 100 && b >= 64 && b <= 127) return false;
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return false;
  if (a === 198 && (b === 18 || b === 19)) return false;
  if ((a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113)) return false;
  return true;
}
