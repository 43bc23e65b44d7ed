/**
 * The access matrix of every page and live socket, generated: the pages are the route files of app/routes and
 * the routes the Remix build serves (they must agree), the sockets the paths the Worker upgrades
 * (`LIVE_SOCKET_PATHS`). Each must be declared in page-levels.ts, and each is opened as visitor, unapproved
 * account, approved member, administrator and a lot's winner: a visitor on a protected page is sent home with
 * the page remembered; an unapproved account gets 'Conta Pendente de Aprovação'; a non-admin on an admin page
 * gets 'Acesso Negado'; checkout is the winner's; a socket refuses whoever may not open it; nobody gets past
 * their rights.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkEquipmentUploads } from '~/domain/equipment/equipment-upload';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { lotWipeCertificates } from '~/server/db/schema';
import * as build from '../../build/server';
import { LIVE_SOCKET_PATHS } from '../../workers/live-sockets';
import { HARDWARE_FIXTURES } from '../fixtures/hardware';
import { db, get, insertLot, openTestSocket, signedInUser, TEST_ORIGIN } from './fixtures';
import { PAGE_LEVELS, SOCKET_LEVELS, type PageAccess, type PageLevel, type SocketLevel } from './page-levels';

type Role = 'visitor' | 'unapproved' | 'approved' | 'admin' | 'winner';
const ROLES: readonly Role[] = ['visitor', 'unapproved', 'approved', 'admin', 'winner'];

/** The route files on disk: a folder's `route.ts(x)` or a module straight under app/routes, by Remix route id. */
const ROUTE_FILES = Object.keys(import.meta.glob(['../../app/routes/*/route.{ts,tsx}', '../../app/routes/*.{ts,tsx}'])).map((file) =>
  file.replace(/^\.\.\/\.\.\/app\//, '').replace(/(\/route)?\.tsx?$/, ''),
);

/** The routes the build serves (root aside), by id, with their URL pattern ('lotes/:id'; index routes their parent's). */
const SERVED = Object.fromEntries(
  Object.entries(build.routes)
    .filter(([id]) => id !== 'root')
    .map(([id, route]) => [id, `/${route.path ?? ''}`]),
);

const cookies: Partial<Record<Role, string>> = {};
const samples: Record<string, string> = { cep: '01310100' };
let wonLotId = 0;

beforeAll(async () => {
  const lot = await insertLot({ title: 'Lote público' });
  const [unapproved, approved, admin, winner] = await Promise.all([
    signedInUser(),
    signedInUser({ approved: true }),
    signedInUser({ admin: true }),
    signedInUser({ approved: true }),
  ]);
  Object.assign(cookies, { unapproved: unapproved.cookie, approved: approved.cookie, admin: admin.cookie, winner: winner.cookie });
  wonLotId = (await insertLot({ title: 'Lote arrematado', status: 'closed', endsAt: Date.now() - 86_400_000 })).id;
  await env.DB.prepare("update lots set winner_user_id = ?, final_price_cents = 150000, outcome = 'sold' where id = ?")
    .bind(winner.id, wonLotId)
    .run();
  // The public lot has a wipe certificate: its printable page and its code's confirmation exist.
  const checked = checkEquipmentUploads(HARDWARE_FIXTURES.laptop, '2026-11-20T12:00:00.000Z');
  if (!checked.ok || !checked.wipe) throw new Error('the laptop fixture has a wipe manifest');
  samples.code = `ARM-${String(lot.id).padStart(4, '0').slice(-4)}-PAGE`;
  await db
    .insert(lotWipeCertificates)
    .values({ lotId: lot.id, code: samples.code, records: checked.wipe, issuedAt: '2026-11-21T13:00:00.000Z' });
  samples.id = String(lot.id);
});

/** The page's URL: its pattern with each parameter's sample (checkout and its boleto: the won lot). */
function urlOf(id: string, access: PageAccess): string {
  const pattern = SERVED[id]!;
  const path = pattern.replace(
    /:(\w+)/g,
    (_all, name: string) => (id.startsWith('routes/checkout.$id') ? String(wonLotId) : samples[name]) ?? `:${name}`,
  );
  return `${path}${access.query ?? ''}`;
}

const RANK: Record<Exclude<Role, 'winner'>, number> = { visitor: 0, unapproved: 1, approved: 2, admin: 3 };
const NEEDS: Record<Exclude<PageLevel, 'winner'>, number> = { public: 0, user: 1, approved: 2, admin: 3 };

function allowed(level: PageLevel | SocketLevel, role: Role): boolean {
  if (level === 'winner') return role === 'winner';
  return RANK[role === 'winner' ? 'approved' : role] >= NEEDS[level];
}

/** The spec words the admin dashboard's refusal its own way. */
const DENIED: Record<string, string> = { '/admin-dashboard': 'Você precisa ser administrador para acessar esta página.' };

async function pageAs(role: Role, path: string, access: PageAccess): Promise<string | null> {
  const headers: Record<string, string> = cookies[role] ? { Cookie: cookies[role] } : {};
  const res =
    access.method === 'POST'
      ? await get(path, {
          method: 'POST',
          headers: { ...headers, Origin: TEST_ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email: 'ninguem@example.com', password: 'errada-errada-1' }),
          redirect: 'manual',
        })
      : await get(path, { headers, redirect: 'manual' });
  const html = await res.text();
  const level = access.level;
  const got = `${res.status} ${res.headers.get('location') ?? ''}`.trim();
  if (allowed(level, role)) return res.status === (access.answers ?? 200) ? null : got;
  if (role === 'visitor')
    return res.status === 302 && res.headers.get('location') === `/?entrar=1&redirectTo=${encodeURIComponent(path)}` ? null : got;
  if (role === 'unapproved' && (level === 'approved' || level === 'winner'))
    return res.status === 403 && html.includes('Conta Pendente de Aprovação') ? null : got;
  if (level === 'winner') return res.status === 403 && html.includes(checkoutText.winnerOnly) ? null : got;
  const denied = DENIED[path] ?? 'Você não tem permissão para acessar esta área.';
  return res.status === 403 && html.includes('Acesso Negado') && html.includes(denied) ? null : got;
}

describe('page access matrix', () => {
  it('finds every route file of app/routes, the same routes the build serves, the certificate pages among them', () => {
    expect(ROUTE_FILES.length).toBeGreaterThan(20);
    expect([...ROUTE_FILES].sort()).toEqual(Object.keys(SERVED).sort());
    expect(ROUTE_FILES).toEqual(expect.arrayContaining(['routes/lotes.$id_.certificado', 'routes/certificados.$code']));
  });

  it('declares every route in page-levels.ts, and nothing that is not a route', () => {
    const undeclared = ROUTE_FILES.filter((id) => !PAGE_LEVELS[id]).map(
      (id) => `${id}: add '${id}': { level: '<public|user|approved|admin|winner>' },`,
    );
    const stale = Object.keys(PAGE_LEVELS)
      .filter((id) => !ROUTE_FILES.includes(id))
      .map((id) => `${id}: not a route of app/routes, remove it`);
    expect([...undeclared, ...stale]).toEqual([]);
  });

  for (const role of ROLES) {
    it(`every page as ${role}`, async () => {
      const wrong: string[] = [];
      for (const id of ROUTE_FILES) {
        const access = PAGE_LEVELS[id];
        if (!access) continue;
        const path = urlOf(id, access);
        const problem = await pageAs(role, path, access);
        if (problem) wrong.push(`${id} ${path} (${access.level}) → ${problem}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('socket access matrix', () => {
  it('declares every live socket path in page-levels.ts, and nothing that is not one', () => {
    expect(Object.keys(SOCKET_LEVELS).sort()).toEqual([...LIVE_SOCKET_PATHS].sort());
  });

  for (const role of ROLES) {
    it(`every live socket as ${role}`, async () => {
      const wrong: string[] = [];
      for (const pattern of LIVE_SOCKET_PATHS) {
        const level = SOCKET_LEVELS[pattern];
        if (!level) continue;
        const socket = await openTestSocket(pattern.replace('{id}', samples.id!), cookies[role]);
        socket.close();
        const expected = allowed(level, role) ? 101 : role === 'visitor' ? 401 : 403;
        if (socket.status !== expected) wrong.push(`${pattern} (${level}) → ${socket.status}, expected ${expected}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('pages beside the matrix', () => {
  it('members see prices; visitors never', async () => {
    const visitor = await (await get(`/lotes/${samples.id}?v=1`)).text();
    const member = await (await get(`/lotes/${samples.id}?v=1`, { headers: { Cookie: cookies.unapproved! } })).text();
    expect(visitor).not.toContain('R$ 1.000,00');
    expect(member).toContain('R$ 1.000,00');
  });
});
