/**
 * The administrators' sensitive actions ask for a sign-in within the last 10 minutes or the current password,
 * the way the profile's sensitive changes do: promote, demote, delete an account, approve or reject a payment
 * (and a withdrawal request's payment), complete a pickup. Past the window each answers 403 'Por segurança,
 * confirme sua senha atual para continuar.' and changes nothing; sent again with the password, it goes through.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { authMessages } from '~/i18n/auth-messages';
import { pickupAppointments } from '~/server/db/schema';
import { ageSignIn, call, db, insertUser, lotWonBy, signedInUser, VALID_PASSWORD, type Member } from './fixtures';

vi.setConfig({ testTimeout: 60_000 });

/** Signed in 11 minutes ago: past the window. */
let stale: Member;
/** Signed in just now: sets the scene. */
let fresh: Member;

beforeAll(async () => {
  stale = await signedInUser({ admin: true });
  fresh = await signedInUser({ admin: true });
});

const as = (who: Member, path: string, method: string, body: Record<string, unknown> = {}) =>
  call(path, { method, token: who.token, body });

async function expectReauthAsked(path: string, method: string, body: Record<string, unknown> = {}) {
  await ageSignIn(stale.id);
  const refused = await as(stale, path, method, body);
  expect(refused.status, path).toBe(403);
  expect(refused.json.error, path).toBe(authMessages.reauthRequired);
}

const flags = (id: number) =>
  env.DB.prepare('select is_admin, deleted_at from users where id = ?').bind(id).first<{ is_admin: number; deleted_at: string | null }>();

describe('an administrator signed in more than 10 minutes ago', () => {
  it('is asked for the password to promote or demote, nothing changes until it is given, and a wrong one is refused', async () => {
    const member = await insertUser();
    await expectReauthAsked(`/api/admin/users/${member.id}/promote`, 'POST');
    expect((await flags(member.id))?.is_admin).toBe(0);
    const wrong = await as(stale, `/api/admin/users/${member.id}/promote`, 'POST', { password: 'Errada123' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toBe(authMessages.wrongPassword);
    expect((await flags(member.id))?.is_admin).toBe(0);
    const promoted = await as(stale, `/api/admin/users/${member.id}/promote`, 'POST', { password: VALID_PASSWORD });
    expect(promoted.status).toBe(200);
    expect(promoted.json.data.is_admin).toBe(true);

    await expectReauthAsked(`/api/admin/users/${member.id}/demote`, 'POST');
    expect((await flags(member.id))?.is_admin).toBe(1);
    const demoted = await as(stale, `/api/admin/users/${member.id}/demote`, 'POST', { password: VALID_PASSWORD });
    expect(demoted.status).toBe(200);
    expect(demoted.json.data.is_admin).toBe(false);
  });

  it('a correct password counts as a fresh sign-in: the next action within 10 minutes does not ask again', async () => {
    const [a, b] = [await insertUser(), await insertUser()];
    await ageSignIn(stale.id);
    expect((await as(stale, `/api/admin/users/${a.id}/promote`, 'POST', { password: VALID_PASSWORD })).status).toBe(200);
    expect((await as(stale, `/api/admin/users/${b.id}/promote`, 'POST')).status).toBe(200);
  });

  it('approving or rejecting an account does not ask', async () => {
    const member = await insertUser({ isApproved: false });
    await ageSignIn(stale.id);
    expect((await as(stale, `/api/admin/users/${member.id}/approve`, 'POST')).status).toBe(200);
  });

  it('is asked for the password to delete an account', async () => {
    const member = await insertUser();
    await expectReauthAsked(`/api/admin/users/${member.id}`, 'DELETE');
    expect((await flags(member.id))?.deleted_at).toBeNull();
    expect((await as(stale, `/api/admin/users/${member.id}`, 'DELETE', { password: VALID_PASSWORD })).status).toBe(200);
    expect((await flags(member.id))?.deleted_at).not.toBeNull();
  });

  it('is asked for the password to approve or reject a payment', async () => {
    const winner = await signedInUser({ approved: true });
    const { payment } = await lotWonBy(fresh, winner);
    const path = `/api/admin/payments/${payment.id}/status`;
    for (const status of ['approved', 'rejected']) {
      await expectReauthAsked(path, 'POST', { status });
      const row = await env.DB.prepare('select status from payments where id = ?').bind(payment.id).first<{ status: string }>();
      expect(row?.status).toBe(status === 'approved' ? 'pending' : 'approved');
      const done = await as(stale, path, 'POST', { status, password: VALID_PASSWORD });
      expect(done.status).toBe(200);
      expect(done.json.data.status).toBe(status);
    }
  });

  it('is asked for the password to approve a withdrawal request’s payment', async () => {
    const winner = await signedInUser({ approved: true });
    const { lot, payment } = await lotWonBy(fresh, winner);
    expect((await call(`/api/auctions/${lot.id}/request-withdrawal`, { method: 'POST', token: winner.token })).status).toBe(200);
    const path = `/api/admin/withdrawal-requests/${lot.id}/approve-payment`;
    await expectReauthAsked(path, 'POST');
    const row = await env.DB.prepare('select status from payments where id = ?').bind(payment.id).first<{ status: string }>();
    expect(row?.status).toBe('pending');
    expect((await as(stale, path, 'POST', { password: VALID_PASSWORD })).status).toBe(200);
  });

  it('is asked for the password to complete a pickup, not to mark it ready', async () => {
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
    const done = await as(stale, path, 'PUT', { status: 'completed', release_code: '482913', password: VALID_PASSWORD });
    expect(done.status).toBe(200);
    expect(done.json.data.status).toBe('completed');
  });
});
