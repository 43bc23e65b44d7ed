/**
 * Every route of the API declares who may call it, beside its handler: one of the guards of guards.ts is
 * among the handlers registered for that method and path, or a guard covers the path's prefix (/api/admin/*).
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { api } from '../../workers/api';
import { accessLevelOf, requireUser } from '../../workers/api/guards';

interface RouteEntry {
  method: string;
  path: string;
  handler: unknown;
}

/** The method and path of each route that has no declared access level. */
function undeclaredRoutes(app: { routes: readonly RouteEntry[] }): string[] {
  const entries = app.routes;
  const guardedPrefixes = entries
    .filter((e) => e.method === 'ALL' && e.path.endsWith('/*') && accessLevelOf(e.handler))
    .map((e) => e.path.slice(0, -1));
  const routes = new Map<string, RouteEntry[]>();
  for (const e of entries) {
    if (e.method === 'ALL' && e.path.endsWith('*')) continue; // middleware for every request
    const key = `${e.method} ${e.path}`;
    routes.set(key, [...(routes.get(key) ?? []), e]);
  }
  const missing: string[] = [];
  for (const [key, handlers] of routes) {
    const path = handlers[0]!.path;
    const declared = handlers.some((h) => accessLevelOf(h.handler)) || guardedPrefixes.some((prefix) => path.startsWith(prefix));
    if (!declared) missing.push(key);
  }
  return missing;
}

describe('access level of every API route', () => {
  it('is declared for each route of the app', () => {
    expect((api.routes as RouteEntry[]).length).toBeGreaterThan(50);
    expect(undeclaredRoutes(api)).toEqual([]);
  });

  it('reports a route without a guard (the check can fail)', () => {
    const app = new Hono()
      .basePath('/api')
      .get('/open', (c) => c.text('no guard'))
      .get('/closed', requireUser, (c) => c.text('guarded'));
    expect(undeclaredRoutes(app)).toEqual(['GET /api/open']);
  });

  it('knows the level of each guard', () => {
    const levels = (api.routes as RouteEntry[]).map((e) => accessLevelOf(e.handler)).filter(Boolean);
    expect(new Set(levels)).toEqual(new Set(['public', 'user', 'approved', 'admin']));
  });
});
