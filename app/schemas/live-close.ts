/**
 * The close codes a live socket's server sends when the client broke one of its rules (safe on client and
 * server), and which closes a client reconnects after.
 */
export const LIVE_CLOSE = {
  /**
   * the holder's session ended (logout, password change or reset, erasure, expiry) or they lost the right to the
   * socket (an administrator demoted): 1008, policy violation
   */
  sessionEnded: 1008,
  /** a bid sent on a socket without a live session: a visitor's, or one whose session has ended */
  bidWithoutSession: 4001,
  /** far past the socket's message limit, or bids answered 429 again and again */
  flooding: 4008,
} as const;

/**
 * Whether a client reconnects after this close: not when the server closed the socket for what the client
 * sent (1008, a session that ended, or one of the application's codes, 4000–4999, as above). Reconnecting would
 * only send it again, in a loop.
 */
export function reconnectsAfterClose(code: number): boolean {
  return code !== LIVE_CLOSE.sessionEnded && (code < 4000 || code > 4999);
}
