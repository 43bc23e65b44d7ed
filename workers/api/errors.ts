import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every API error: a non-2xx status with `{ error: "<mensagem em português>" }`. */
export function apiError(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ error: message }, status);
}
