/**
 * Who is asking, in the two shapes the code passes around (auth/viewer.ts makes them from the users row):
 * - `Viewer`: the signed-in account as the server knows it on every request, read from the session and the
 *   current users row (never from a token's claims); null for a visitor. Guards and services take it.
 * - `SessionUser`: what every page gets of it from the root loader: the Viewer, and what the header's
 *   'Complete seu perfil' prompt needs. The browser only ever sees this one.
 */
export interface Viewer {
  id: number;
  name: string;
  email: string;
  isAdmin: boolean;
  isApproved: boolean;
  /** Bidding suspended for non-payment until an administrator lifts it (domain/non-payment.ts). */
  biddingSuspended: boolean;
}

export interface SessionUser extends Viewer {
  /** Phone or CEP missing: the 'Complete seu perfil' prompt applies. */
  profileIncomplete: boolean;
  /** The prompt is shown once per user. */
  profilePromptShown: boolean;
}
