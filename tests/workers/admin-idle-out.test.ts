/**
 * An administrator's session (cookie or bearer) that has gone 30 minutes without a request ends: the next
 * request is a visitor's and the session is revoked in D1. A member's session keeps the rule of its kind.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, MINUTE, signedInUser } from './fixtures';

/** Puts the last request of every session of the user `minutes` back. */
async function idleFor(userId: number, minutes: number) {
  await env.DB.prepare('update sessions set last_seen_at = ? where user_id = ?')
    .bind(new Date(Date.now() - minutes * MINUTE).toISOString(), userId)
    .run();
}

const liveSessions = async (userId: number) =>
  (await env.DB.prepare('select count(*) as n from sessions where user_id = ? and revoked_at is null').bind(userId).first<{ n: number }>())
    ?.n;

describe('idle sessions', () => {
  it('an administrator idle for more than 30 minutes is signed out, cookie and bearer, and the sessions are revoked', async () => {
    const admin = await signedInUser({ admin: true });
    await idleFor(admin.id, 31);
    expect((await call('/api/auth/me', { cookie: admin.cookie })).status).toBe(401);
    expect((await call('/api/admin/users', { token: admin.token })).status).toBe(401);
    expect(await liveSessions(admin.id)).toBe(0);
  });

  it('an administrator idle for 29 minutes is still signed in, and the request counts as activity', async () => {
    const admin = await signedInUser({ admin: true });
    await idleFor(admin.id, 29);
    expect((await call('/api/admin/users', { cookie: admin.cookie })).status).toBe(200);
    const row = await env.DB.prepare("select last_seen_at from sessions where user_id = ? and kind = 'cookie'")
      .bind(admin.id)
      .first<{ last_seen_at: string }>();
    expect(Date.now() - Date.parse(row!.last_seen_at)).toBeLessThan(MINUTE);
  });

  it('a member idle for 31 minutes keeps the cookie session', async () => {
    const member = await signedInUser({ approved: true });
    await idleFor(member.id, 31);
    expect((await call('/api/auth/me', { cookie: member.cookie })).status).toBe(200);
  });
});
