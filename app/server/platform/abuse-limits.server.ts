/**
 * Limits against abuse that one object enforces on its own, from the Worker's vars (defaults hold when a var
 * is unset or invalid): live sockets per network address (an IPv6 address counts by its /64:
 * app/domain/network-address.ts) and per lot, visitors' share of a lot, a socket's messages (every frame, bids
 * included) and the lot's frames per second across its sockets, a socket's resyncs, a member's bids, and the
 * accounts registered from one network per hour.
 * The benchmarks raise them (many sockets and bidders from 127.0.0.1); production keeps the defaults.
 */
import { frameBudgetShare, type FrameBudgetRule } from '~/domain/frame-budget';
import { relaySocketCap, type RelaySettings } from '~/domain/lot-relays';
import type { WindowRule } from '~/domain/window-limiter';
import { z } from '~/schemas/zod';

const limitVars = z.object({
  LIVE_SOCKETS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).catch(20),
  LIVE_SOCKETS_PER_LOT: z.coerce.number().int().min(1).max(1_000_000).catch(10_000),
  BIDS_PER_USER_PER_SECOND: z.coerce.number().int().min(1).max(1_000_000).catch(5),
  LIVE_SOCKET_MESSAGES_PER_10S: z.coerce.number().int().min(1).max(1_000_000).catch(20),
  LIVE_ANON_SOCKETS_PER_LOT: z.coerce.number().int().min(0).max(1_000_000).catch(1_000),
  LIVE_LOT_FRAMES_PER_SECOND: z.coerce.number().int().min(1).max(1_000_000).catch(2_000),
  REGISTRATIONS_PER_NETWORK_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).catch(10),
});

export type AbuseLimitVars = Partial<Record<keyof z.input<typeof limitVars>, string>>;

export interface AbuseLimits {
  /** open sockets of one lot from one network address */
  socketsPerIp: number;
  /** open sockets of one lot */
  socketsPerLot: number;
  /** open visitors' sockets of one lot (signed-out viewers): the rest of the lot is kept for members */
  anonSocketsPerLot: number;
  /** one member's bids on one lot */
  bids: WindowRule;
  /**
   * Every frame one lot socket sends, bids included (a ping every 25 s, a resync after a gap and a
   * person's bids need far fewer): past it nothing is answered, and at three times it the socket is closed.
   */
  socketMessages: WindowRule;
  /**
   * Every frame the lot's sockets send, together, per second: past it frames are dropped unread and the noisiest
   * sockets closed (4008), so a crowd cannot keep the room's thread from its bids.
   */
  lotFrames: FrameBudgetRule;
  /** A socket's `resync` (the whole lot again) is answered at most once per window; the rest are dropped. */
  resyncs: WindowRule;
  /** Accounts registered from one network address (an IPv6 /64) per hour. */
  registrations: WindowRule;
}

/** A socket sending this many frames in one second, while the lot is over its budget, is among the noisiest. */
const LOT_FRAMES_NOISY = 5;
/** At most this many sockets of a lot are closed for noise each second. */
const LOT_FRAMES_CLOSES_PER_SECOND = 20;
/** `resync` at most once per 5 s per socket. */
export const RESYNC_EVERY_MS = 5_000;

export function abuseLimits(env: AbuseLimitVars): AbuseLimits {
  const vars = limitVars.parse(env);
  return {
    socketsPerIp: vars.LIVE_SOCKETS_PER_IP,
    socketsPerLot: vars.LIVE_SOCKETS_PER_LOT,
    anonSocketsPerLot: Math.min(vars.LIVE_ANON_SOCKETS_PER_LOT, vars.LIVE_SOCKETS_PER_LOT),
    bids: { limit: vars.BIDS_PER_USER_PER_SECOND, windowMs: 1_000 },
    socketMessages: { limit: vars.LIVE_SOCKET_MESSAGES_PER_10S, windowMs: 10_000 },
    lotFrames: { perSecond: vars.LIVE_LOT_FRAMES_PER_SECOND, noisyFrames: LOT_FRAMES_NOISY, closesPerSecond: LOT_FRAMES_CLOSES_PER_SECOND },
    resyncs: { limit: 1, windowMs: RESYNC_EVERY_MS },
    registrations: { limit: vars.REGISTRATIONS_PER_NETWORK_PER_HOUR, windowMs: 60 * 60_000 },
  };
}

/** Past its message limit a socket is ignored; at this many times the limit in one window, it is closed. */
export const SOCKET_MESSAGES_CLOSE_FACTOR = 3;

/** A socket whose bids are answered 429 this often (paced, by the socket or by the room) is closed. */
export const SOCKET_REFUSED_BIDS: WindowRule = { limit: 10, windowMs: 10_000 };

/** How long a client refused a socket for crowding should wait. */
export const CROWDED_RETRY_AFTER_SECONDS = 30;

/**
 * The share of the lot's limits one object enforces. The room alone enforces them whole. With relays (decision
 * record 0031), the room holds at most `threshold` sockets and each relay its share of the rest
 * (`relaySocketCap`), of the visitors' share alike, and each enforces the lot's frame budget in proportion to the
 * sockets it may hold: together they never exceed the lot's limits.
 */
export function objectLimits(limits: AbuseLimits, relays: RelaySettings, object: 'room' | 'relay'): AbuseLimits {
  const cap = limits.socketsPerLot;
  if (relays.threshold === null) return limits;
  const held = object === 'room' ? Math.min(relays.threshold, cap) : relaySocketCap(cap, relays);
  return {
    ...limits,
    socketsPerLot: object === 'room' ? cap : held,
    anonSocketsPerLot: object === 'room' ? limits.anonSocketsPerLot : relaySocketCap(limits.anonSocketsPerLot, relays),
    lotFrames: { ...limits.lotFrames, perSecond: frameBudgetShare(limits.lotFrames.perSecond, held, cap) },
  };
}
