/**
 * What an authenticated request costs in D1: the session and its user in one query (a page's with the
 * viewer's favorites in it), no write while the session's last request is recent, and nothing remembered
 * between requests — a session revoked, an account erased or an administrator demoted is refused on the
 * very next request.
 */
import { env } from 'cloudflare:test';
import { decode } from 'turbo-stream';
import { describe, expect, it } from 'vitest';
import { addFavorite } from '~/server/accounts/favorites.server';
import { resolveSession } from '~/server/auth/sessions.server';
import { sha256Hex } from '~/server/auth/tokens.server';
import { roundTripsOf, sessionStatementsOf, writesOf } from './d1-round-trips';
import { call, db, insertBid, insertedMember, insertLot, MINUTE } from './fixtures';

const bearer = (path: string, token: string) =>
  new Request(`http://arremate.test${path}`, { headers: { Authorization: `Bearer ${token}`, 'CF-Connecting-IP': '10.9.9.9' } });
const withCookie = (path: string, cookie: string) =>
  new Request(`http://arremate.test${path}`, { headers: { Cookie: cookie, 'CF-Connecting-IP': '10.9.9.9' } });

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

/** Puts the last request of a session `ms` back. */
async function lastSeenAgo(token: string, ms: number) {
  const at = new Date(Date.now() - ms).toISOString();
  await env.DB.prepare('update sessions set last_seen_at = ? where id = ?')
    .bind(at, await sha256Hex(token))
    .run();
  return at;
}

async function lastSeenOf(token: string) {
  const row = await env.DB.prepare('select last_seen_at from sessions where id = ?')
    .bind(await sha256Hex(token))
    .first<{ last_seen_at: string }>();
  return row!.last_seen_at;
}

describe('one D1 query for who is asking', () => {
  it('GET /api/auth/me as a member: one D1 round trip (the session joined to its user) and no write', async () => {
    const member = await insertedMember();
    await call('/api/auth/me', { token: member.token }); // the session's first use may slide its idle expiry
    const { status, body, trips } = await roundTripsOf(bearer('/api/auth/me', member.token));
    expect(status).toBe(200);
    expect(JSON.parse(body).data.user.id).toBe(member.id);
    expect(trips).toHaveLength(1);
    expect(trips[0]!.sql[0]).toMatch(/from "sessions" inner join "users"/);
    expect(writesOf(trips)).toEqual([]);
  });

  it("a member's /lotes: the session with the favorites in one round trip, the lots, categories and 'Todas' in one more, no write", async () => {
    const member = await insertedMember();
    const lot = await insertLot({ title: 'Notebook favorito', endsAt: Date.now() + 60 * MINUTE });
    await addFavorite(db, member.id, lot.id);
    await call('/api/auth/me', { cookie: member.cookie });
    const { status, body, trips } = await roundTripsOf(withCookie('/lotes', member.cookie));
    expect(status).toBe(200);
    expect(body).toContain('Notebook favorito');
    expect(trips).toHaveLength(2);
    expect(sessionStatementsOf(trips)).toHaveLength(1);
    expect(trips[0]!.sql[0]).toMatch(/json_group_array\("favorites"\."lot_id"\)/);
    expect(trips[1]!.sql).toHaveLength(3);
    expect(writesOf(trips)).toEqual([]);
    // The root loader hands the favorites read with the session to the page (the hearts' first paint).
    const root = await call('/lotes.data?_routes=root', { cookie: member.cookie });
    expect(root.status).toBe(200);
    const { value } = await decode(new Response(root.text).body!);
    expect((value as { root: { data: { favoriteIds: number[] } } }).root.data.favoriteIds).toEqual([lot.id]);
  });

  it('GET /api/dashboard/overview: the session read once, in the first round trip, and no write', async () => {
    const member = await insertedMember();
    const lot = await insertLot({ endsAt: Date.now() + 60 * MINUTE });
    await insertBid(lot.id, member.id, 1, 110_000);
    await call('/api/auth/me', { token: member.token });
    const { status, body, trips } = await roundTripsOf(bearer('/api/dashboard/overview', member.token));
    expect(status).toBe(200);
    expect(JSON.parse(body).data.total_bids).toBe(1);
    expect(sessionStatementsOf(trips)).toHaveLength(1);
    expect(trips[0]!.sql[0]).toMatch(/from "sessions" inner join "users"/);
    expect(writesOf(trips)).toEqual([]);
  });

  it("a page's session query carries the viewer's favorite lot ids; an API call's does not read them", async () => {
    const member = await insertedMember();
    const [a, b] = [await insertLot(), await insertLot()];
    await addFavorite(db, member.id, a.id);
    await addFavorite(db, member.id, b.id);
    const page = await resolveSession(db, tokenOf(member.cookie), 'cookie', { withFavorites: true });
    expect([...page!.favoriteIds!].sort((x, y) => x - y)).toEqual([a.id, b.id].sort((x, y) => x - y));
    const api = await resolveSession(db, member.token, 'bearer');
    expect(api!.user.id).toBe(member.id);
    expect(api!.favoriteIds).toBeNull();
    const none = await insertedMember();
    expect((await resolveSession(db, tokenOf(none.cookie), 'cookie', { withFavorites: true }))!.favoriteIds).toEqual([]);
  });
});

describe('last seen is written now and then, not on every request', () => {
  it("a member's session: no write while its last request is under 5 minutes old, one write once it is older", async () => {
    const member = await insertedMember();
    const recent = await lastSeenAgo(member.token, 4 * MINUTE);
    const quiet = await roundTripsOf(bearer('/api/auth/me', member.token));
    expect(quiet.status).toBe(200);
    expect(writesOf(quiet.trips)).toEqual([]);
    expect(await lastSeenOf(member.token)).toBe(recent);

    await lastSeenAgo(member.token, 6 * MINUTE);
    const touched = await roundTripsOf(bearer('/api/auth/me', member.token));
    expect(touched.status).toBe(200);
    expect(writesOf(touched.trips)).toHaveLength(1);
    expect(writesOf(touched.trips)[0]).toMatch(/^update "sessions" set "last_seen_at"/);
    expect(Date.now() - Date.parse(await lastSeenOf(member.token))).toBeLessThan(MINUTE);
  });

  it("an administrator's session: no write within a minute of its last request, one write after it (the 30-minute idle-out at most a minute late)", async () => {
    const admin = await insertedMember({ admin: true });
    const recent = await lastSeenAgo(admin.token, 50_000);
    const quiet = await roundTripsOf(bearer('/api/auth/me', admin.token));
    expect(quiet.status).toBe(200);
    expect(writesOf(quiet.trips)).toEqual([]);
    expect(await lastSeenOf(admin.token)).toBe(recent);

    await lastSeenAgo(admin.token, 70_000);
    const touched = await roundTripsOf(bearer('/api/auth/me', admin.token));
    expect(touched.status).toBe(200);
    expect(writesOf(touched.trips)).toHaveLength(1);
    expect(Date.now() - Date.parse(await lastSeenOf(admin.token))).toBeLessThan(MINUTE);
  });
});

describe('nothing about the caller is remembered between requests', () => {
  it('a revoked session is refused on the very next request, cookie and bearer', async () => {
    const member = await insertedMember();
    expect((await call('/api/auth/me', { token: member.token })).status).toBe(200);
    expect((await call('/lotes', { cookie: member.cookie })).status).toBe(200);
    await env.DB.prepare('update sessions set revoked_at = ? where user_id = ?').bind(new Date().toISOString(), member.id).run();
    expect((await call('/api/auth/me', { token: member.token })).status).toBe(401);
    expect((await call('/api/dashboard/overview', { token: member.token })).status).toBe(401);
    expect((await call('/api/auth/me', { cookie: member.cookie })).status).toBe(401);
  });

  it('an erased account is refused on the very next request', async () => {
    const member = await insertedMember();
    expect((await call('/api/dashboard/overview', { token: member.token })).status).toBe(200);
    await env.DB.prepare('update users set deleted_at = ? where id = ?').bind(new Date().toISOString(), member.id).run();
    expect((await call('/api/dashboard/overview', { token: member.token })).status).toBe(401);
    expect((await call('/api/auth/me', { cookie: member.cookie })).status).toBe(401);
  });

  it('a demoted administrator is refused the back office on the very next request', async () => {
    const admin = await insertedMember({ admin: true });
    expect((await call('/api/admin/stats', { token: admin.token })).status).toBe(200);
    await env.DB.prepare('update users set is_admin = 0 where id = ?').bind(admin.id).run();
    expect((await call('/api/admin/stats', { token: admin.token })).status).toBe(403);
    expect((await call('/api/auth/me', { token: admin.token })).json.data.user.is_admin).toBe(false);
  });
});
