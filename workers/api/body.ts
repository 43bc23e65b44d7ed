import type { Context } from 'hono';

/** The JSON object of a request body, or null when it is missing, malformed or not an object. */
export async function jsonBody(c: Context): Promise<Record<string, unknown> | null> {
  const body: unknown = await c.req.json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}
