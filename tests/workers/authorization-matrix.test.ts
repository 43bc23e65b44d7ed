/**
 * Calls every route of ROUTE_LEVELS (route-levels.ts, which route-access.test.ts holds equal to the app's
 * routes) as a visitor, a member not approved, an approved member and an administrator. A role below the
 * route's level gets the guard's refusal, exactly: 401 for a visitor; 403 'aprovada pelo administrador' for a
 * member not approved on an approved route; 403 'sem permissão' for a member on an admin route. A role with
 * access reaches the handler: whatever the handler answers (its own 400, 404 or 409 included), never a
 * guard's refusal, the API's "no such route" or a server error.
 *
 * Path parameters are real where a fixture is at hand: the lot of the matrix (`:id` under /api/auctions,
 * `:lotId`), a member to act on (`:id` under /api/admin/users), a CEP; other ids name nothing, so that an
 * allowed destructive call changes nothing. A parameter with alternatives (`:action{approve|reject|…}`)
 * is called with each.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '~/i18n/auth-messages';
import { siteText } from '~/i18n/pt-BR';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import type { AccessLevel } from '../../workers/api/guards';
import { call, insertLot, insertUser, signedInUser, type Member } from './fixtures';
import { ROUTE_LEVELS } from './route-levels';

const ROLES = ['visitor', 'unapproved', 'approved', 'admin'] as const;
type Role = (typeof ROLES)[number];

const RANK: Record<Role, number> = { visitor: 0, unapproved: 1, approved: 2, admin: 3 };
const NEEDS: Record<AccessLevel, number> = { public: 0, user: 1, approved: 2, admin: 3 };

/** What a visitor may be told (an approved route may name what the sign-in is for). */
const VISITOR_REFUSALS: string[] = [authMessages.notAuthenticated, checkoutText.loginToWithdraw];
const GUARD_REFUSALS: string[] = [...VISITOR_REFUSALS, authMessages.notApproved, authMessages.forbidden];

/** An id that exists nowhere. */
const NOTHING = '999999';

interface Fixtures {
  lotId: number;
  memberId: number;
}

/** The value of one path parameter: real where a fixture is at hand (see above). */
function paramValue(name: string, path: string, f: Fixtures): string {
  if (name === 'lotId' || (name === 'id' && path.startsWith('/api/auctions/'))) return String(f.lotId);
  if (name === 'id' && path.startsWith('/api/admin/users/')) return String(f.memberId);
  if (name === 'id' && path.startsWith('/api/auth/passkeys/')) return 'nenhuma';
  if (name === 'cep') return '01310100';
  return NOTHING;
}

interface RouteCase {
  /** The route's key in ROUTE_LEVELS. */
  key: string;
  method: string;
  path: string;
  level: AccessLevel;
  /** The path with its parameters filled. */
  url: (f: Fixtures) => string;
}

const PARAM = /:(\w+)(?:\{([^}]*)\})?/;

/** One case per route, and per alternative of a parameter that has some (`:answer{accept|decline}`). */
function routeCases(): RouteCase[] {
  const cases: RouteCase[] = [];
  for (const [key, level] of Object.entries(ROUTE_LEVELS)) {
    const [method, pattern] = key.split(' ') as [string, string];
    const expand = (path: string): string[] => {
      const choice = [...path.matchAll(new RegExp(PARAM.source, 'g'))].find((m) => m[2]?.split('|').every((a) => /^\w+$/.test(a)));
      return choice ? choice[2]!.split('|').flatMap((a) => expand(path.replace(choice[0], a))) : [path];
    };
    for (const path of expand(pattern)) {
      const url = (f: Fixtures) => path.replace(new RegExp(PARAM.source, 'g'), (_all, name: string) => paramValue(name, path, f));
      cases.push({ key, method, path, level, url });
    }
  }
  // Logging out ends the session it is called with: last.
  const last = (c: RouteCase) => (c.method === 'POST' && c.path === '/api/auth/logout' ? 1 : 0);
  return cases.sort((a, b) => last(a) - last(b));
}

const CASES = routeCases();
const members: Partial<Record<Role, Member>> = {};
const fixtures: Fixtures = { lotId: 0, memberId: 0 };

beforeAll(async () => {
  fixtures.lotId = (await insertLot({ title: 'Lote da matriz' })).id;
  fixtures.memberId = (await insertUser({ name: 'Membro da matriz' })).id;
  members.unapproved = await signedInUser();
  members.approved = await signedInUser({ approved: true });
  members.admin = await signedInUser({ admin: true });
});

describe('authorization matrix over every /api route', () => {
  it('has a case for every route of the map, refresh and both passkey verify routes among them', () => {
    expect([...new Set(CASES.map((c) => c.key))].sort()).toEqual(Object.keys(ROUTE_LEVELS).sort());
    expect(CASES.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining(['POST /api/auth/refresh', 'POST /api/auth/passkeys/login/verify', 'POST /api/auth/passkeys/register/verify']),
    );
  });

  describe.each(ROLES)('as %s', (role) => {
    for (const { method, path, level, url } of CASES) {
      it(`${method} ${path} (${level})`, async () => {
        const res = await call(url(fixtures), { method, token: members[role]?.token, body: method === 'GET' ? undefined : {} });
        const error: unknown = res.json?.error;
        const where = `${method} ${url(fixtures)} → ${res.status} ${res.text.slice(0, 120)}`;
        if (RANK[role] >= NEEDS[level]) {
          expect(res.status, where).toBeLessThan(500);
          expect(GUARD_REFUSALS, where).not.toContain(error);
          expect(error, where).not.toBe(siteText.errors.routeNotFound);
        } else if (role === 'visitor') {
          expect(res.status, where).toBe(401);
          expect(VISITOR_REFUSALS, where).toContain(error);
        } else {
          expect(res.status, where).toBe(403);
          expect(error, where).toBe(level === 'approved' ? authMessages.notApproved : authMessages.forbidden);
        }
      });
    }
  });
});
