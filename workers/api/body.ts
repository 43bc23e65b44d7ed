import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { authMessages } from '~/i18n/auth-messages';
import { apiError } from './errors';
import type { ApiEnv } from './types';

/** The JSON object of a request body, or null when it is missing, malformed or not an object. */
export async function jsonBody(c: Context): Promise<Record<string, unknown> | null> {
  const body: unknown = await c.req.json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Calls whose spec'd body is not JSON: the media types each accepts besides JSON. */
const OTHER_BODY_TYPES: Record<string, readonly string[]> = {
  '/api/uploads': ['multipart/form-data'],
};

/** The media type of a Content-Type header (lower-cased) and whether its parameters suit a JSON body. */
function parseContentType(header: string): { type: string; jsonParams: boolean } {
  const [type = '', ...params] = header.split(';').map((part) => part.replace(/[\s"]/g, '').toLowerCase());
  // JSON is UTF-8 (RFC 8259): the only parameter a JSON body may carry is that charset.
  return { type, jsonParams: params.every((param) => param === '' || param === 'charset=utf-8') };
}

/** Whether the request carries a body: a length above zero, a chunked stream, or a body without a declared length. */
function carriesBody(request: Request): boolean {
  const length = request.headers.get('Content-Length');
  if (length !== null) return Number(length) > 0;
  return request.headers.has('Transfer-Encoding') || request.body !== null;
}

/**
 * Mutating calls take JSON only (415 otherwise): a form or `text/plain` body is what another site can send
 * without a preflight, so no handler ever reads one. A call without a body and without a Content-Type
 * passes (closing a lot, a withdrawal request); a declared non-JSON type is refused even when empty.
 * /api/uploads also takes its multipart form.
 */
export const strictJsonBodies = createMiddleware<ApiEnv>(async (c, next) => {
  if (!MUTATING_METHODS.has(c.req.method)) return next();
  const header = c.req.header('Content-Type');
  if (header === undefined || header.trim() === '') {
    if (carriesBody(c.req.raw)) return apiError(c, 415, authMessages.unsupportedMediaType);
    return next();
  }
  const { type, jsonParams } = parseContentType(header);
  if (type === 'application/json' && jsonParams) return next();
  if (OTHER_BODY_TYPES[c.req.path]?.includes(type)) return next();
  return apiError(c, 415, authMessages.unsupportedMediaType);
});
