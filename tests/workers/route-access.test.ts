/**
 * Every route of the API is in ROUTE_LEVELS (route-levels.ts) and its first handler is the guard of the level
 * the map gives it. "First handler" means the first of the handlers that belong to the route: its own,
 * registered with its method and path, and those of a prefix it sits under (`ALL /api/admin/*`). A guard on
 * a prefix counts: /api/admin/* is guarded once by requireAdmin, which runs before any handler of the routes
 * under it. The app-wide middleware (`ALL /api/*`: request context, body limits, strict bodies, CSRF) runs
 * before every route and decides no one's access, so it is not one of a route's handlers.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { api } from '../../workers/api';
import { accessLevelOf, publicRoute, requireAdmin, requireApproved, requireUser, type AccessLevel } from '../../workers/api/guards';
import { ROUTE_LEVELS } from './route-levels';

interface RouteEntry {
  method: string;
  path: string;
  handler: unknown;
}

const APP_WIDE = '/api/*';
const isMiddleware = (e: RouteEntry) => e.method === 'ALL' && e.path.endsWith('*');

/** What is wrong between an app's routes and a map of their levels, one sentence per problem. */
function accessProblems(app: { routes: readonly RouteEntry[] }, levels: Readonly<Record<string, AccessLevel>>): string[] {
  const entries = app.routes;
  const prefixes = entries.filter((e) => isMiddleware(e) && e.path !== APP_WIDE);
  const routes = [...new Set(entries.filter((e) => !isMiddleware(e)).map((e) => `${e.method} ${e.path}`))];
  const problems: string[] = [];
  for (const key of routes) {
    const level = levels[key];
    if (!level) {
      problems.push(`${key} is not in tests/workers/route-levels.ts: add the line '${key}': '<public|user|approved|admin>',`);
      continue;
    }
    const [method, path] = key.split(' ') as [string, string];
    const own = entries.filter(
      (e) =>
        (e.method === method && e.path === path) ||
        (prefixes.includes(e) && (e.method === 'ALL' || e.method === method) && path.startsWith(e.path.slice(0, -1))),
    );
    const first = accessLevelOf(own[0]?.handler);
    if (!first) problems.push(`${key}: its first handler is not a guard (expected the '${level}' guard first)`);
    else if (first !== level) problems.push(`${key}: its first handler is the '${first}' guard, route-levels.ts says '${level}'`);
  }
  for (const key of Object.keys(levels)) {
    if (!routes.includes(key)) problems.push(`${key} is in tests/workers/route-levels.ts but not a route of the app: remove it`);
  }
  return problems;
}

describe('access level of every API route', () => {
  it('maps exactly the routes of the app, each with its guard first and at the level of the map', () => {
    expect(Object.keys(ROUTE_LEVELS).length).toBeGreaterThan(80);
    expect(accessProblems(api, ROUTE_LEVELS)).toEqual([]);
  });

  it('covers refresh and both passkey verify routes', () => {
    expect(ROUTE_LEVELS).toMatchObject({
      'POST /api/auth/refresh': 'public',
      'POST /api/auth/passkeys/login/verify': 'public',
      'POST /api/auth/passkeys/register/verify': 'user',
    });
  });

  describe('the check can fail', () => {
    const handler = () => new Response('ok');
    const sample = () =>
      new Hono()
        .basePath('/api')
        .use(async (_c, next) => {
          await next();
        })
        .get('/open', publicRoute, handler)
        .get('/mine', requireUser, handler)
        .route('/staff', new Hono().use(requireAdmin).get('/report', handler));
    const levels = { 'GET /api/open': 'public', 'GET /api/mine': 'user', 'GET /api/staff/report': 'admin' } as const;

    it('passes a sample app whose map is right, the prefix guard counting for the route under it', () => {
      expect(accessProblems(sample(), levels)).toEqual([]);
    });

    it('names a route missing from the map and the line that adds it', () => {
      const app = sample().post('/bids', requireApproved, handler);
      expect(accessProblems(app, levels)).toEqual([
        "POST /api/bids is not in tests/workers/route-levels.ts: add the line 'POST /api/bids': '<public|user|approved|admin>',",
      ]);
    });

    it('names a route of the map that the app does not have', () => {
      expect(accessProblems(sample(), { ...levels, 'DELETE /api/mine': 'user' })).toEqual([
        'DELETE /api/mine is in tests/workers/route-levels.ts but not a route of the app: remove it',
      ]);
    });

    it('names a route whose guard is not the level of the map', () => {
      expect(accessProblems(sample(), { ...levels, 'GET /api/mine': 'approved' })).toEqual([
        "GET /api/mine: its first handler is the 'user' guard, route-levels.ts says 'approved'",
      ]);
    });

    it('names a route whose guard is not its first handler', () => {
      const parse = async (_c: unknown, next: () => Promise<void>) => next();
      const app = sample().get('/late', parse, requireUser, handler);
      expect(accessProblems(app, { ...levels, 'GET /api/late': 'user' })).toEqual([
        "GET /api/late: its first handler is not a guard (expected the 'user' guard first)",
      ]);
    });

    it('names a route without a guard', () => {
      const app = sample().get('/bare', handler);
      expect(accessProblems(app, { ...levels, 'GET /api/bare': 'public' })).toEqual([
        "GET /api/bare: its first handler is not a guard (expected the 'public' guard first)",
      ]);
    });

    it('names a route under a prefix whose middleware runs before its guard', () => {
      const app = sample()
        .use('/late/*', async (_c, next) => next())
        .get('/late/x', requireUser, handler);
      expect(accessProblems(app, { ...levels, 'GET /api/late/x': 'user' })).toEqual([
        "GET /api/late/x: its first handler is not a guard (expected the 'user' guard first)",
      ]);
    });
  });
});
