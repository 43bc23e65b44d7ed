/**
 * A hot lot's sockets past one room (decision record 0031): whether the room hands a new socket to one of the
 * lot's relay objects, and which one. By the network address, so that every socket of one address lands on the
 * same relay and the per-address cap still counts them together; by the room's own count, so that the room
 * keeps the sockets it has and takes new ones until it holds `threshold`.
 */

export interface RelaySettings {
  /** the room's own sockets before new ones go to relays; null: relays off (the default) */
  threshold: number | null;
  /** relay objects per lot (`lot:<id>:relay:<k>`, k from 0) */
  count: number;
}

/** A string's FNV-1a hash (32 bits): spreads addresses evenly and is the same in every isolate. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The relay a new socket from `address` goes to, or null when the room takes it itself. */
export function relayFor(address: string, roomSockets: number, settings: RelaySettings): number | null {
  if (settings.threshold === null || roomSockets < settings.threshold) return null;
  return fnv1a(address) % settings.count;
}

/**
 * Each relay's share of the lot's socket cap: what the room may hold is taken off first, so that the room and
 * its relays together never exceed the cap.
 */
export function relaySocketCap(socketsPerLot: number, settings: RelaySettings): number {
  const left = Math.max(1, socketsPerLot - (settings.threshold ?? 0));
  return Math.ceil(left / settings.count);
}
