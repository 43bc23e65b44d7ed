/**
 * The network a limit keyed on an address counts: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber's network: a host picks any of its 2^64 addresses at will, so a limit per address would be no
 * limit), an IPv4-mapped IPv6 address as its IPv4 address. Anything unreadable is kept as it came, trimmed.
 */
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

export function addressKey(address: string): string {
  const raw = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (IPV4.test(raw)) return raw;
  const groups = ipv6Groups(raw.split('%')[0]!);
  if (!groups) return raw.slice(0, 64);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a trailing dotted IPv4 part), or null. */
function ipv6Groups(text: string): number[] | null {
  if (!text.includes(':')) return null;
  let tail: number[] = [];
  let body = text;
  const dotted = /^(.*:)(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.exec(text);
  if (dotted) {
    const octets = dotted[2]!.split('.').map(Number);
    if (octets.some((o) => o > 255)) return null;
    tail = [(octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!];
    body = dotted[1]!.endsWith('::') ? dotted[1]! : dotted[1]!.slice(0, -1);
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  if ([...head, ...rest].some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  const known = head.length + rest.length + tail.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  const zeros = Array<number>(8 - known).fill(0);
  return [...head.map((g) => parseInt(g, 16)), ...zeros, ...rest.map((g) => parseInt(g, 16)), ...tail];
}
