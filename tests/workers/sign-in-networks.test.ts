/**
 * Sign-in and registration limits key an IPv6 address on its /64 (a host picks any address of its network),
 * and a per-account limit counts guesses from every network together: past it the account is slowed, one
 * attempt at a time, never locked — and a browser that signed in to the account before (its device cookie)
 * keeps a budget of its own, so a stranger cannot lock the owner out (decision 0036).
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { authMessages } from '~/i18n/auth-messages';
import { hashPassword } from '~/server/auth/password.server';
import { abuseLimits } from '~/server/platform/abuse-limits.server';
import { RATE_LIMITS } from '~/server/platform/rate-limit.server';
import { call, insertUser, nextCpf, VALID_PASSWORD } from './fixtures';

let passwordHash: Promise<string> | null = null;
const member = async () => insertUser({ passwordHash: await (passwordHash ??= hashPassword(VALID_PASSWORD)), isApproved: true });

const login = (email: string, password: string, ip: string, cookie?: string) =>
  call('/api/auth/login', { method: 'POST', body: { email, password }, headers: { 'CF-Connecting-IP': ip }, cookie });

/** Spends a limit's whole window for `key` at once, as that many refused guesses would. */
async function spend(key: string, rule: { limit: number; windowMs: number }) {
  const now = Date.now();
  await env.DB.prepare('insert or replace into rate_limits (key, window_start, count) values (?, ?, ?)')
    .bind(key, new Date(now - (now % rule.windowMs)).toISOString(), rule.limit)
    .run();
}

describe('sign-in limits', () => {
  it('count every address of one IPv6 /64 as one network', async () => {
    const user = await member();
    for (let i = 1; i <= RATE_LIMITS.loginPerAccountAndAddress.limit; i++)
      expect((await login(user.email, 'Errada123!', `2001:db8:77:1::${i.toString(16)}`)).status).toBe(401);
    const sameNetwork = await login(user.email, VALID_PASSWORD, '2001:db8:77:1:ffff:ffff:ffff:fffe');
    expect(sameNetwork.status).toBe(429);
    expect(sameNetwork.json.error).toBe(authMessages.tooManyAttempts);
    expect((await login(user.email, VALID_PASSWORD, '2001:db8:77:2::1')).status).toBe(200);
  });

  it('slow an account guessed at from many networks down, one attempt at a time, without locking it', async () => {
    const user = await member();
    await spend(`login:acct-any:${user.email}`, RATE_LIMITS.loginPerAccountAnyAddress);
    expect((await login(user.email, 'Errada123!', '2001:db8:78:1::1')).status).toBe(401);
    const slowed = await login(user.email, VALID_PASSWORD, '2001:db8:78:2::1');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('Retry-After'))).toBeLessThanOrEqual(RATE_LIMITS.loginPerAccountSlowed.windowMs / 1000);
  });

  it("keep the owner's own browser a budget of its own: a stranger who spends the account's does not lock them out", async () => {
    const user = await member();
    const first = await login(user.email, VALID_PASSWORD, '198.51.100.80');
    expect(first.status).toBe(200);
    const device = first.headers
      .getSetCookie()
      .find((c) => c.startsWith('arremate_device='))!
      .split(';')[0]!;
    expect(first.headers.getSetCookie().find((c) => c.startsWith('arremate_device='))).toMatch(/HttpOnly/);
    // A stranger spends the account's budget and its slowed slot.
    await spend(`login:acct-any:${user.email}`, RATE_LIMITS.loginPerAccountAnyAddress);
    await spend(`login:acct-slow:${user.email}`, RATE_LIMITS.loginPerAccountSlowed);
    expect((await login(user.email, VALID_PASSWORD, '203.0.113.80')).status).toBe(429);
    // The owner's browser, from any network, still signs in.
    expect((await login(user.email, VALID_PASSWORD, '203.0.113.81', device)).status).toBe(200);
    // A device cookie another account's sign-in set is no budget for this one.
    const other = await member();
    expect((await login(other.email, VALID_PASSWORD, '198.51.100.82')).status).toBe(200);
    await spend(`login:acct-any:${other.email}`, RATE_LIMITS.loginPerAccountAnyAddress);
    await spend(`login:acct-slow:${other.email}`, RATE_LIMITS.loginPerAccountSlowed);
    expect((await login(other.email, VALID_PASSWORD, '203.0.113.83', device)).status).toBe(429);
  });
});

describe('registration limits', () => {
  it('count every address of one IPv6 /64 as one network', async () => {
    await spend('register:ip:2001:db8:79:1::/64', abuseLimits({}).registrations);
    const body = {
      name: 'Joana Prado',
      email: `r${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: VALID_PASSWORD,
      accountType: 'PF',
      cpf: nextCpf(),
    };
    const refused = await call('/api/auth/register', { method: 'POST', body, headers: { 'CF-Connecting-IP': '2001:db8:79:1:abcd::42' } });
    expect(refused.status).toBe(429);
    const elsewhere = await call('/api/auth/register', { method: 'POST', body, headers: { 'CF-Connecting-IP': '2001:db8:79:2::42' } });
    expect(elsewhere.status).toBe(201);
  });
});
