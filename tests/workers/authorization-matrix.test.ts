/**
 * Walks every /api call as a visitor, an unapproved user, an approved user and an
 * administrator, and fails if any role gets past its rights (the wrong roles must get 401/403, never 404
 * or 2xx) or a role with access does not reach the handler.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, insertLot, signedInUser } from './fixtures';

type Role = 'visitor' | 'unapproved' | 'approved' | 'admin';
type Level = 'public' | 'user' | 'approved' | 'admin';
const N = 999_999; // ids that exist nowhere, so that allowed destructive calls change nothing

const ROUTE_NOT_FOUND = 'Recurso não encontrado.';

const ENDPOINTS: [string, string, Level][] = [
  ['GET', '/api/categories', 'public'],
  ['GET', '/api/auctions', 'public'],
  ['GET', '/api/auctions/{lot}', 'public'],
  ['GET', '/api/banners', 'public'],
  ['POST', '/api/auth/register', 'public'],
  ['POST', '/api/auth/login', 'public'],
  ['POST', '/api/auth/password-reset', 'public'],
  ['POST', '/api/auth/password-reset/confirm', 'public'],
  ['POST', '/api/auth/2fa/verify', 'public'],
  ['POST', '/api/auth/passkeys/login/options', 'public'],
  ['GET', '/api/auth/verify', 'user'],
  ['GET', '/api/auth/passkeys', 'user'],
  ['POST', '/api/auth/passkeys/register/options', 'user'],
  ['DELETE', '/api/auth/passkeys/nenhuma', 'user'],
  ['POST', '/api/auth/profile-prompt', 'user'],
  // LGPD: the holder's own data, approved or not (the DELETE without a password reaches the handler and erases nothing).
  ['GET', '/api/account/export', 'user'],
  ['DELETE', '/api/account', 'user'],
  ['GET', '/api/cep/01310100', 'user'],
  ['GET', '/api/auth/me', 'user'],
  ['PUT', '/api/auth/password', 'user'],
  ['POST', '/api/auth/2fa/setup', 'user'],
  ['POST', '/api/auth/2fa/enable', 'user'],
  ['POST', '/api/auth/2fa/disable', 'user'],
  ['GET', '/api/notification-settings', 'user'],
  ['PUT', '/api/notification-settings', 'user'],
  ['GET', '/api/auctions/{lot}/winner', 'user'],
  ['GET', '/api/notifications', 'user'],
  ['POST', '/api/notifications/read-all', 'user'],
  ['POST', `/api/notifications/${N}/read`, 'user'],
  ['GET', '/api/dashboard/overview', 'user'],
  ['GET', '/api/dashboard/won-auctions', 'user'],
  ['GET', '/api/dashboard/statistics', 'user'],
  ['GET', '/api/dashboard/favorites?ids=1,2', 'user'],
  ['GET', '/api/dashboard/bid-history?per_page=5', 'user'],
  ['GET', '/api/dashboard/payments?status=pending', 'user'],
  // The bell and the hearts.
  ['GET', '/api/notifications?limit=20', 'user'],
  ['POST', `/api/notifications/${N}/read`, 'user'],
  ['POST', '/api/notifications/read-all', 'user'],
  ['GET', '/api/favorites', 'user'],
  ['PUT', '/api/favorites/{lot}', 'user'],
  ['DELETE', '/api/favorites/{lot}', 'user'],
  ['PUT', '/api/auth/profile', 'approved'],
  ['POST', '/api/auctions/{lot}/bid', 'approved'],
  ['GET', '/api/auctions/{lot}/payment-status', 'approved'],
  ['POST', '/api/auctions/{lot}/request-withdrawal', 'approved'],
  ['GET', '/api/auctions/{lot}/pickup-info', 'approved'],
  ['POST', '/api/auctions/{lot}/schedule-pickup', 'approved'],
  ['POST', '/api/auctions', 'admin'],
  ['PUT', `/api/auctions/${N}`, 'admin'],
  ['POST', `/api/auctions/${N}/close`, 'admin'],
  ['DELETE', `/api/auctions/${N}`, 'admin'],
  ['POST', '/api/uploads', 'admin'],
  ['GET', '/api/admin/banners', 'admin'],
  ['POST', '/api/admin/banners', 'admin'],
  ['PUT', `/api/admin/banners/${N}`, 'admin'],
  ['DELETE', `/api/admin/banners/${N}`, 'admin'],
  ['GET', '/api/admin/financial', 'admin'],
  ['GET', '/api/admin/users', 'admin'],
  ['GET', '/api/admin/users/{self}', 'admin'],
  ['POST', `/api/admin/users/${N}/approve`, 'admin'],
  ['POST', `/api/admin/users/${N}/reject`, 'admin'],
  ['POST', `/api/admin/users/${N}/promote`, 'admin'],
  ['POST', `/api/admin/users/${N}/demote`, 'admin'],
  ['DELETE', `/api/admin/users/${N}`, 'admin'],
  ['GET', '/api/admin/stats', 'admin'],
  ['GET', '/api/admin/audit?action=banner.create&from=2026-01-01', 'admin'],
  ['GET', '/api/admin/payments', 'admin'],
  ['GET', '/api/admin/auctions?title=notebook&status=active&starts_on=2026-11-01', 'admin'],
  ['POST', `/api/admin/payments/${N}/status`, 'admin'],
  ['GET', '/api/admin/scheduled-pickups', 'admin'],
  ['PUT', `/api/admin/scheduled-pickups/${N}/status`, 'admin'],
  ['POST', `/api/admin/scheduled-pickups/${N}/unlock`, 'admin'],
  ['GET', '/api/admin/withdrawal-requests', 'admin'],
  ['POST', `/api/admin/withdrawal-requests/${N}/approve-payment`, 'admin'],
  ['GET', '/api/admin/dashboard/metrics/realtime', 'admin'],
  ['POST', '/api/admin/dashboard/metrics/reset', 'admin'],
  ['GET', '/api/admin/dashboard/reports/auction-performance', 'admin'],
  ['GET', '/api/admin/dashboard/reports/user-behavior', 'admin'],
  ['GET', '/api/admin/dashboard/reports/conversion-analysis', 'admin'],
  ['GET', '/api/admin/dashboard/reports/trends', 'admin'],
  ['GET', '/api/auction-schedules?page=1&per_page=10', 'admin'],
  ['POST', '/api/auction-schedules', 'admin'],
  ['PUT', `/api/auction-schedules/${N}`, 'admin'],
  ['DELETE', `/api/auction-schedules/${N}`, 'admin'],
  ['POST', `/api/auction-schedules/${N}/publish`, 'admin'],
  ['GET', '/api/auction-templates?page=1&per_page=10', 'admin'],
  ['GET', '/api/auction-templates?all=1', 'admin'],
  ['POST', '/api/auction-templates', 'admin'],
  ['PUT', `/api/auction-templates/${N}`, 'admin'],
  ['DELETE', `/api/auction-templates/${N}`, 'admin'],
  ['POST', `/api/auction-templates/${N}/apply`, 'admin'],
  // Second chance (beyond the spec's calls).
  ['POST', `/api/admin/payments/${N}/second-chance`, 'admin'],
  ['POST', '/api/auctions/{lot}/second-chance/accept', 'approved'],
  ['POST', '/api/auctions/{lot}/second-chance/decline', 'approved'],
  ['POST', '/api/auth/logout', 'public'], // last: it ends the session it is called with
];

const RANK: Record<Role, number> = { visitor: 0, unapproved: 1, approved: 2, admin: 3 };
const NEEDS: Record<Level, number> = { public: 0, user: 1, approved: 2, admin: 3 };

const tokens: Partial<Record<Role, { token: string; id: number }>> = {};
let lotId = 0;

beforeAll(async () => {
  lotId = (await insertLot({ title: 'Lote da matriz' })).id;
  tokens.unapproved = await signedInUser();
  tokens.approved = await signedInUser({ approved: true });
  tokens.admin = await signedInUser({ admin: true });
});

describe('authorization matrix over every /api call', () => {
  for (const role of ['visitor', 'unapproved', 'approved', 'admin'] as const) {
    it(`as ${role}`, async () => {
      const wrong: string[] = [];
      for (const [method, template, level] of ENDPOINTS) {
        const who = tokens[role];
        const path = template.replace('{lot}', String(lotId)).replace('{self}', String(who?.id ?? 1));
        const res = await call(path, { method, token: who?.token, body: method === 'GET' ? undefined : {} });
        const allowed = RANK[role] >= NEEDS[level];
        // A role with access must reach the handler: a refusal, a server error or the API's "no such route"
        // 404 is wrong (a 404 about the resource, an id that exists nowhere, is the handler's answer).
        const reached = ![401, 403].includes(res.status) && res.status < 500 && res.json?.error !== ROUTE_NOT_FOUND;
        const ok = allowed
          ? reached
          : role === 'visitor'
            ? res.status === 401
            : res.status === 403 && (level !== 'approved' || String(res.json?.error).includes('aprovada pelo administrador'));
        if (!ok) wrong.push(`${method} ${path} (${level}) → ${res.status} ${res.text.slice(0, 80)}`);
      }
      expect(wrong).toEqual([]);
    }, 30_000); // some 80 calls one after another
  }
});
