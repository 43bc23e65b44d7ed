/**
 * The password-reset link's token leaves the URL on its first request (decision 0036): the page answers the
 * link with a redirect to `/reset-password` without a query, the token moved to an HttpOnly, SameSite=Strict
 * cookie, and the confirmation takes it from there; the page itself never carries it.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '~/server/auth/tokens.server';
import { call, get, insertUser } from './fixtures';

async function resetLinkFor(userId: number) {
  const token = `link-${crypto.randomUUID()}`;
  await env.DB.prepare('insert into password_reset_tokens (user_id, token_hash, expires_at) values (?, ?, ?)')
    .bind(userId, await sha256Hex(token), new Date(Date.now() + 3_600_000).toISOString())
    .run();
  return token;
}

describe('the reset link', () => {
  it('is answered with a redirect to the page without the token, which an HttpOnly cookie keeps for the confirmation', async () => {
    const user = await insertUser();
    const token = await resetLinkFor(user.id);
    const landed = await get(`/reset-password?token=${encodeURIComponent(token)}`, { redirect: 'manual' });
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/reset-password');
    expect(landed.headers.get('cache-control')).toContain('no-store');
    const cookie = landed.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^arremate_reset=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=3600/);
    const jar = cookie.split(';')[0]!;

    const page = await get('/reset-password', { headers: { Cookie: jar } });
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain(token);

    const done = await call('/api/auth/password-reset/confirm', {
      method: 'POST',
      cookie: jar,
      body: { new_password: 'Outra2026!x', confirm_password: 'Outra2026!x' },
    });
    expect(done.status).toBe(200);
    expect(done.headers.get('set-cookie')).toMatch(/^arremate_reset=; .*Max-Age=0/);
  });

  it('without a token and without the cookie, the page goes home', async () => {
    const page = await get('/reset-password', { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/');
  });
});
