/**
 * The administrators' sensitive actions ask for a step-up: promote, demote, delete an account, approve or
 * reject a payment (and a withdrawal request's payment), complete a pickup. An administrator has a second
 * factor, so the step-up is the factor (decision 0036): a factor shown on the session within the last 10
 * minutes, or a code sent with the action. Past the window each answers 403 with the code `factor_required`
 * and changes nothing, even with the password; sent again with a code, it goes through.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { authMessages } from '~/i18n/auth-messages';
import { sha256Hex } from '~/server/auth/tokens.server';
import { pickupAppointments } from '~/server/db/schema';
import { ageSignIn, call, db, insertUser, lotWonBy, signedInUser, VALID_PASSWORD, type Member } from './fixtures';

vi.setConfig({ testTimeout: 60_000 });

/** Signed in 11 minutes ago: past the window. */
let stale: Member;
/** Signed in just now: sets the scene. */
let fresh: Member;

let backupCodeSeq = 0;

/** A backup code of `stale`'s (its two-step verification is on): each one works once, any time. */
async function code(): Promise<{ backup_code: string }> {
  const backup = `code${String(++backupCodeSeq).padStart(4, '0')}`;
  await env.DB.prepare('insert into backup_codes (user_id, code_hash) values (?, ?)')
    .bind(stale.id, await sha256Hex(backup))
    .run();
  return { backup_code: backup };
}

beforeAll(async () => {
  stale = await signedInUser({ admin: true });
  fresh = await signedInUser({ admin: true });
  await env.DB.batch([
    env.DB.prepare("insert into totp_secrets (user_id, secret, enabled_at) values (?, 'JBSWY3DPEHPK3PXP', ?)").bind(
      stale.id,
      new Date().toISOString(),
    ),
    env.DB.prepare('update users set two_factor_enabled = 1 where id = ?').bind(stale.id),
  ]);
});

const as = (who: Member, path: string, method: string, body: Record<string, unknown> = {}) =>
  call(path, { method, token: who.token, body });

async function expectReauthAsked(path: string, method: string, body: Record<string, unknown> = {}) {
  await ageSignIn(stale.id);
  const refused = await as(stale, path, method, body);
  expect(refused.status, path).toBe(403);
  expect(refused.json, path).toEqual({ error: authMessages.factorRequired, code: 'factor_required' });
  // The password is no step-up for an account with a second factor.
  const byPassword = await as(stale, path, method, { ...body, password: VALID_PASSWORD });
  expect(byPassword.status, path).toBe(403);
}

const flags = (id: number) =>
  env.DB.prepare('select is_admin, deleted_at from users where id = ?').bind(id).first<{ is_admin: number; deleted_at: string | null }>();

describe('an administrator signed in more than 10 minutes ago', () => {
  it('is asked for the factor to promote or demote, nothing changes until it is given, and a wrong code is refused', async () => {
    const member = await insertUser();
    await expectReauthAsked(`/api/admin/users/${member.id}/promote`, 'POST');
    expect((await flags(member.id))?.is_admin).toBe(0);
    const wrong = await as(stale, `/api/admin/users/${member.id}/promote`, 'POST', { backup_code: 'errada99' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe(authMessages.invalidTwoFactor);
    expect((await flags(member.id))?.is_admin).toBe(0);
    const promoted = await as(stale, `/api/admin/users/${member.id}/promote`, 'POST', await code());
    expect(promoted.status).toBe(200);
    expect(promoted.json.data.is_admin).toBe(true);

    await expectReauthAsked(`/api/admin/users/${member.id}/demote`, 'POST');
    expect((await flags(member.id))?.is_admin).toBe(1);
    const demoted = await as(stale, `/api/admin/users/${member.id}/demote`, 'POST', await code());
    expect(demoted.status).toBe(200);
    expect(demoted.json.data.is_admin).toBe(false);
  });

  it('a correct code counts as a fresh step-up: the next action within 10 minutes does not ask again', async () => {
    const [a, b] = [await insertUser(), await insertUser()];
    await ageSignIn(stale.id);
    expect((await as(stale, `/api/admin/users/${a.id}/promote`, 'POST', await code())).status).toBe(200);
    expect((await as(stale, `/api/admin/users/${b.id}/promote`, 'POST')).status).toBe(200);
  });

  it('approving or rejecting an account does not ask', async () => {
    const member = await insertUser({ isApproved: false });
    await ageSignIn(stale.id);
    expect((await as(stale, `/api/admin/users/${member.id}/approve`, 'POST')).status).toBe(200);
  });

  it('is asked for the factor to delete an account', async () => {
    const member = await insertUser();
    await expectReauthAsked(`/api/admin/users/${member.id}`, 'DELETE');
    expect((await flags(member.id))?.deleted_at).toBeNull();
    expect((await as(stale, `/api/admin/users/${member.id}`, 'DELETE', await code())).status).toBe(200);
    expect((await flags(member.id))?.deleted_at).not.toBeNull();
  });

  it('is asked for the factor to approve or reject a payment', async () => {
    const winner = await signedInUser({ approved: true });
    const { payment } = await lotWonBy(fresh, winner);
    const path = `/api/admin/payments/${payment.id}/status`;
    for (const status of ['approved', 'rejected']) {
      await expectReauthAsked(path, 'POST', { status });
      const row = await env.DB.prepare('select status from payments where id = ?').bind(payment.id).first<{ status: string }>();
      expect(row?.status).toBe(status === 'approved' ? 'pending' : 'approved');
      const done = await as(stale, path, 'POST', { status, ...(await code()) });
      expect(done.status).toBe(200);
      expect(done.json.data.status).toBe(status);
    }
  });

  it('is asked for the factor to approve a withdrawal request’s payment', async () => {
    const winner = await signedInUser({ approved: true });
    const { lot, payment } = await lotWonBy(fresh, winner);
    expect((await call(`/api/auctions/${lot.id}/request-withdrawal`, { method: 'POST', token: winner.token })).status).toBe(200);
    const path = `/api/admin/withdrawal-requests/${lot.id}/approve-payment`;
    await expectReauthAsked(path, 'POST');
    const row = await env.DB.prepare('select status from payments where id = ?').bind(payment.id).first<{ status: string }>();
    expect(row?.status).toBe('pending');
    expect((await as(stale, path, 'POST', await code())).status).toBe(200);
  });

  it('is asked for the factor to complete a pickup, not to mark it ready', async () => {
    const winner = await signedInUser({ approved: true });
    const { lot, payment } = await lotWonBy(fresh, winner);
    expect((await as(fresh, `/api/admin/payments/${payment.id}/status`, 'POST', { status: 'approved' })).status).toBe(200);
    const at = new Date(Date.now() + 86_400_000);
    const [pickup] = await db
      .insert(pickupAppointments)
      .values({
        lotId: lot.id,
        userId: winner.id,
        pickupAt: at.toISOString(),
        pickupDate: at.toISOString().slice(0, 10),
        pickupTime: '10:00',
        releaseCode: '482913',
      })
      .returning();
    const path = `/api/admin/scheduled-pickups/${pickup!.id}/status`;
    await ageSignIn(stale.id);
    expect((await as(stale, path, 'PUT', { status: 'ready' })).status).toBe(200);
    await expectReauthAsked(path, 'PUT', { status: 'completed', release_code: '482913' });
    const row = await env.DB.prepare('select status from pickup_appointments where id = ?').bind(pickup!.id).first<{ status: string }>();
    expect(row?.status).toBe('ready');
    const done = await as(stale, path, 'PUT', { status: 'completed', release_code: '482913', ...(await code()) });
    expect(done.status).toBe(200);
    expect(done.json.data.status).toBe('completed');
  });
});
