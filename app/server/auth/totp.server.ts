/** TOTP (RFC 6238) with otpauth: 6 digits, 30 s, SHA-1 — what authenticator apps expect. */
import { Secret, TOTP } from 'otpauth';

const PERIOD_S = 30;

function totp(secretBase32: string, label = 'Arremate') {
  return new TOTP({ issuer: 'Arremate', label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secretBase32) });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUri(secretBase32: string, email: string): string {
  return totp(secretBase32, email).toString();
}

/** The time step a 6-digit code belongs to, within ±1 step of now, or null. */
export function matchTotpStep(secretBase32: string, token: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secretBase32).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

/** For tests and tools: the code of an instant. */
export function totpCodeAt(secretBase32: string, timestamp: number): string {
  return totp(secretBase32).generate({ timestamp });
}
