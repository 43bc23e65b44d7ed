import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Every API error: a non-2xx status with `{ error: "<mensagem em português>" }`, and a machine-readable `code`
 * where a client must tell one refusal from another (an administrator without a second factor).
 */
export function apiError(c: Context, status: ContentfulStatusCode, message: string, code?: string) {
  return c.json(code ? { error: message, code } : { error: message }, status);
}

/** A service's refusal as an API error, with `Retry-After` when it is a rate limit. */
export function apiRefusal(
  c: Context,
  refusal: { status: ContentfulStatusCode; message: string; retryAfterSeconds?: number; code?: string },
) {
  if (refusal.retryAfterSeconds) c.header('Retry-After', String(refusal.retryAfterSeconds));
  return apiError(c, refusal.status, refusal.message, refusal.code);
}
