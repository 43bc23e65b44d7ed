/**
 * The house always keeps an administrator: the last active one cannot be demoted, deleted or erase their own
 * account (409 with a clear message, nothing changed), and two administrators removing each other at the same
 * moment cannot both succeed. This file's D1 starts empty, so the administrators here are the only ones.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { authMessages } from '~/i18n/auth-messages';
import { call, signedInUser, VALID_PASSWORD, type Member } from './fixtures';

const activeAdmins = async () =>
  (await env.DB.prepare('select count(*) as n from users where is_admin = 1 and deleted_at is null').first<{ n: number }>())?.n;

const demote = (actor: Member, target: Member) =>
  call(`/api/admin/users/${target.id}/demote`, { method: 'POST', token: actor.token, body: {} });
const remove = (actor: Member, target: Member) => call(`/api/admin/users/${target.id}`, { method: 'DELETE', token: actor.token, body: {} });

let last: Member;

describe('the last administrator', () => {
  it('cannot demote themselves: 409 with the message, and still an administrator', async () => {
    last = await signedInUser({ admin: true });
    expect(await activeAdmins()).toBe(1);
    const res = await demote(last, last);
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(authMessages.lastAdmin);
    expect((await call('/api/auth/me', { token: last.token })).json.data.user.is_admin).toBe(true);
  });

  it('cannot delete themselves: 409 with the message, and the account is still there', async () => {
    const res = await remove(last, last);
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(authMessages.lastAdmin);
    expect((await call('/api/auth/me', { token: last.token })).status).toBe(200);
  });

  it('cannot erase their own account: 409 with the message, and the account and its sessions are still there', async () => {
    const res = await call('/api/account', { method: 'DELETE', token: last.token, body: { password: VALID_PASSWORD } });
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(authMessages.lastAdmin);
    const me = await call('/api/auth/me', { token: last.token });
    expect(me.status).toBe(200);
    expect(me.json.data.user).toMatchObject({ email: last.email, is_admin: true });
    expect(await activeAdmins()).toBe(1);
  });
});

describe('two administrators removing each other at the same moment', () => {
  it('demoting each other: one succeeds, the other is refused (409, or 403 when its sender was already demoted), one administrator is left', async () => {
    const other = await signedInUser({ admin: true });
    expect(await activeAdmins()).toBe(2);
    const answers = await Promise.all([demote(last, other), demote(other, last)]);
    // The later request meets the last-admin rule (409) or, when the first demotion took its sender's rights
    // before it was authorised, is no administrator's (403). Either way it changes nothing.
    const refused = answers.find((a) => a.status !== 200);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect([refused?.status, refused?.json.error]).toEqual(
      refused?.status === 403 ? [403, authMessages.forbidden] : [409, authMessages.lastAdmin],
    );
    expect(await activeAdmins()).toBe(1);
    if (answers[1].status === 200) last = other;
  });

  it('deleting each other: one succeeds, the other is refused (409, or 401 when its account is already gone), one administrator is left', async () => {
    const other = await signedInUser({ admin: true });
    expect(await activeAdmins()).toBe(2);
    const answers = await Promise.all([remove(last, other), remove(other, last)]);
    // The later request meets the last-admin rule (409) or, when the first delete ended its account and sessions
    // before it was authenticated, finds no account behind its token (401). Either way it changes nothing.
    const refused = answers.find((a) => a.status !== 200);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect([refused?.status, refused?.json.error]).toEqual(
      refused?.status === 401 ? [401, authMessages.notAuthenticated] : [409, authMessages.lastAdmin],
    );
    expect(await activeAdmins()).toBe(1);
  });
});
