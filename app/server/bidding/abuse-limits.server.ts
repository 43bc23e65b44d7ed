/**
 * Limits against abuse that one object enforces on its own, from the Worker's vars (defaults hold when a var
 * is unset or invalid): live sockets per network address and per lot, a socket's messages, a member's bids.
 * The benchmarks raise them (many sockets and bidders from 127.0.0.1); production keeps the defaults.
 */
import type { WindowRule } from '~/domain/window-limiter';
import { z } from '~/schemas/zod';

const limitVars = z.object({
  LIVE_SOCKETS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).catch(20),
  LIVE_SOCKETS_PER_LOT: z.coerce.number().int().min(1).max(1_000_000).catch(10_000),
  BIDS_PER_USER_PER_SECOND: z.coerce.number().int().min(1).max(1_000_000).catch(5),
});

export type AbuseLimitVars = Partial<Record<keyof z.input<typeof limitVars>, string>>;

export interface AbuseLimits {
  /** open sockets of one lot from one network address */
  socketsPerIp: number;
  /** open sockets of one lot */
  socketsPerLot: number;
  /** one member's bids on one lot */
  bids: WindowRule;
}

export function abuseLimits(env: AbuseLimitVars): AbuseLimits {
  const vars = limitVars.parse(env);
  return {
    socketsPerIp: vars.LIVE_SOCKETS_PER_IP,
    socketsPerLot: vars.LIVE_SOCKETS_PER_LOT,
    bids: { limit: vars.BIDS_PER_USER_PER_SECOND, windowMs: 1_000 },
  };
}

/** What a socket may send (pings every 25 s, a resync after a gap): past it, ignored; past three times it, closed. */
export const SOCKET_MESSAGES: WindowRule = { limit: 20, windowMs: 10_000 };
export const SOCKET_MESSAGES_CLOSE_AT = SOCKET_MESSAGES.limit * 3;

/** How long a client refused a socket for crowding should wait. */
export const CROWDED_RETRY_AFTER_SECONDS = 30;
