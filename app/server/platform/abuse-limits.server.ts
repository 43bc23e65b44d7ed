/**
 * Limits against abuse that one object enforces on its own, from the Worker's vars (defaults hold when a var
 * is unset or invalid): live sockets per network address and per lot, a socket's messages (every frame,
 * bids included), a member's bids.
 * The benchmarks raise them (many sockets and bidders from 127.0.0.1); production keeps the defaults.
 */
import type { WindowRule } from '~/domain/window-limiter';
import { z } from '~/schemas/zod';

const limitVars = z.object({
  LIVE_SOCKETS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).catch(20),
  LIVE_SOCKETS_PER_LOT: z.coerce.number().int().min(1).max(1_000_000).catch(10_000),
  BIDS_PER_USER_PER_SECOND: z.coerce.number().int().min(1).max(1_000_000).catch(5),
  LIVE_SOCKET_MESSAGES_PER_10S: z.coerce.number().int().min(1).max(1_000_000).catch(20),
});

export type AbuseLimitVars = Partial<Record<keyof z.input<typeof limitVars>, string>>;

export interface AbuseLimits {
  /** open sockets of one lot from one network address */
  socketsPerIp: number;
  /** open sockets of one lot */
  socketsPerLot: number;
  /** one member's bids on one lot */
  bids: WindowRule;
  /**
   * Every frame one lot socket sends, bids included (a ping every 25 s, a resync after a gap and a
   * person's bids need far fewer): past it nothing is answered, and at three times it the socket is closed.
   */
  socketMessages: WindowRule;
}

export function abuseLimits(env: AbuseLimitVars): AbuseLimits {
  const vars = limitVars.parse(env);
  return {
    socketsPerIp: vars.LIVE_SOCKETS_PER_IP,
    socketsPerLot: vars.LIVE_SOCKETS_PER_LOT,
    bids: { limit: vars.BIDS_PER_USER_PER_SECOND, windowMs: 1_000 },
    socketMessages: { limit: vars.LIVE_SOCKET_MESSAGES_PER_10S, windowMs: 10_000 },
  };
}

/** Past its message limit a socket is ignored; at this many times the limit in one window, it is closed. */
export const SOCKET_MESSAGES_CLOSE_FACTOR = 3;

/** A socket whose bids are answered 429 this often (paced, by the socket or by the room) is closed. */
export const SOCKET_REFUSED_BIDS: WindowRule = { limit: 10, windowMs: 10_000 };

/** How long a client refused a socket for crowding should wait. */
export const CROWDED_RETRY_AFTER_SECONDS = 30;
