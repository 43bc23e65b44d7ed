/**
 * The administrators' users API (/api/admin/users) through the real Worker: approval, promotion, demotion
 * and deletion taking effect on issued sessions, a user's detail, and the e-mails approval and rejection send.
 */
import { env } from 'cloudflare:test';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { raiseSession } from '~/server/auth/sessions.server';
import { sha256Hex } from '~/server/auth/tokens.server';
import { auditLog, mailOutbox } from '~/server/db/schema';
import { addPasskey, call, callsAs, db, insertBid, insertLot, signedInUser, VALID_PASSWORD, type Member } from './fixtures';

/** The administrator of the e-mail checks; the other tests sign in their own. */
let approver: Member;

beforeAll(async () => {
  approver = await signedInUser({ admin: true });
});

const asAdmin = callsAs(() => approver);

describe('approval and the admin users API', () => {
  it('an unapproved account is refused bidding and profile updates with "aprovada pelo administrador"', async () => {
    const user = await signedInUser();
    for (const [method, path] of [
      ['POST', '/api/auctions/1/bid'],
      ['PUT', '/api/auth/profile'],
      ['GET', '/api/auctions/1/payment-status'],
    ] as const) {
      const res = await call(path, { method, token: user.token, body: method === 'GET' ? undefined : {} });
      expect(res.status, path).toBe(403);
      expect(res.json.error, path).toContain('aprovada pelo administrador');
    }
  });

  it('approval, promotion, demotion and deletion take effect at once on issued sessions, and are audited', async () => {
    const admin = await signedInUser({ admin: true });
    const user = await signedInUser();
    const lot = await insertLot({ startPriceCents: 100_000 });
    const bid = () => call(`/api/auctions/${lot.id}/bid`, { method: 'POST', token: user.token, body: { amount: 1010 } });
    expect((await bid()).status).toBe(403);

    const approved = await call(`/api/admin/users/${user.id}/approve`, { method: 'POST', token: admin.token });
    expect(approved.json.data.is_approved).toBe(true);
    const accepted = await bid();
    expect(accepted.status).toBe(201);
    expect(accepted.json.data.auction).toMatchObject({ current_price: 1010 });
    // Outbid, so that nothing holds the account back from deletion below (a lead on a running lot would).
    const rival = await signedInUser({ approved: true });
    const outbid = await call(`/api/auctions/${lot.id}/bid`, { method: 'POST', token: rival.token, body: { amount: 1020 } });
    expect(outbid.status).toBe(201);

    expect((await call('/api/admin/users', { token: user.token })).status).toBe(403);
    await addPasskey(user.id); // the second factor an administrator needs
    await call(`/api/admin/users/${user.id}/promote`, { method: 'POST', token: admin.token });
    // A session opened with the password alone is a member's until it shows the factor (decision 0036).
    const unraised = await call('/api/admin/users', { token: user.token });
    expect([unraised.status, unraised.json.code]).toEqual([403, 'admin_session_raise_required']);
    await raiseSession(db, await sha256Hex(user.token), 'passkey');
    expect((await call('/api/admin/users', { token: user.token })).status).toBe(200);
    await call(`/api/admin/users/${user.id}/demote`, { method: 'POST', token: admin.token });
    expect((await call('/api/admin/users', { token: user.token })).status).toBe(403);
    await call(`/api/admin/users/${user.id}/reject`, { method: 'POST', token: admin.token });
    expect((await call('/api/auctions/1/bid', { method: 'POST', token: user.token, body: {} })).status).toBe(403);

    const removed = await call(`/api/admin/users/${user.id}`, { method: 'DELETE', token: admin.token });
    expect(removed.status).toBe(200);
    expect((await call('/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await call('/api/auth/me', { cookie: user.cookie })).status).toBe(401);
    expect((await call('/api/auth/login', { method: 'POST', body: { email: user.email, password: VALID_PASSWORD } })).status).toBe(401);
    expect((await call(`/api/admin/users/${user.id}`, { token: admin.token })).status).toBe(404);

    const { results } = await env.DB.prepare('select action from audit_log where target_id = ? order by id')
      .bind(String(user.id))
      .all<{ action: string }>();
    expect(results.map((r) => r.action)).toEqual([
      'user.register',
      'user.approve',
      'user.promote',
      'user.demote',
      'user.reject',
      'user.delete',
    ]);
  });

  it('shows a user with stats and up to 5 recent bids', async () => {
    const admin = await signedInUser({ admin: true });
    const user = await signedInUser({ approved: true });
    const lot = await insertLot({ title: 'Notebook Lenovo ThinkPad T14' });
    for (let seq = 1; seq <= 7; seq++) await insertBid(lot.id, user.id, seq, 100_000 + seq * 1_000);
    const res = await call(`/api/admin/users/${user.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.json.data.stats).toEqual({ total_bids: 7, auctions_won: 0, total_spent: 0 });
    expect(res.json.data.recent_bids).toHaveLength(5);
    expect(res.json.data.recent_bids[0]).toMatchObject({ auction_title: 'Notebook Lenovo ThinkPad T14' });
  });

  it('an administrator cannot demote or delete themselves', async () => {
    const admin = await signedInUser({ admin: true });
    expect((await call(`/api/admin/users/${admin.id}/demote`, { method: 'POST', token: admin.token })).status).toBe(409);
    expect((await call(`/api/admin/users/${admin.id}`, { method: 'DELETE', token: admin.token })).status).toBe(409);
  });
});

describe('e-mails when an account is approved or rejected', () => {
  const mails = async (email: string, kind: string) =>
    (
      await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toEmail, email), eq(mailOutbox.kind, kind)))
    ).length;

  it('sends the approval once per approval and the rejection once per rejection, in Portuguese', async () => {
    const user = await signedInUser({ name: 'Helena Prado' });
    for (let i = 0; i < 2; i++) expect((await asAdmin(`/api/admin/users/${user.id}/approve`, 'POST')).status).toBe(200);
    expect(await mails(user.email, 'account_approved')).toBe(1);
    const [approvedMail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toEmail, user.email), eq(mailOutbox.kind, 'account_approved')));
    expect(approvedMail!.subject).toBe('Arremate — Sua conta foi aprovada');
    expect(approvedMail!.textBody).toContain('Olá, Helena Prado.');
    expect(approvedMail!.textBody).toContain('já pode dar lances');

    for (let i = 0; i < 2; i++) expect((await asAdmin(`/api/admin/users/${user.id}/reject`, 'POST')).status).toBe(200);
    expect(await mails(user.email, 'account_rejected')).toBe(1);
    await asAdmin(`/api/admin/users/${user.id}/approve`, 'POST');
    expect(await mails(user.email, 'account_approved')).toBe(2); // a new approval, a new e-mail
    expect(await mails(user.email, 'account_rejected')).toBe(1);

    const entries = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, 'user'),
          eq(auditLog.targetId, String(user.id)),
          sql`${auditLog.action} in ('user.approve', 'user.reject')`,
        ),
      )
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.details?.before, e.details?.after])).toEqual([
      ['user.approve', { is_approved: false }, { is_approved: true }],
      ['user.reject', { is_approved: true }, { is_approved: false }],
      ['user.approve', { is_approved: false }, { is_approved: true }],
    ]);
  });

  it('sends nothing when promoting (only approval and rejection are told)', async () => {
    const user = await signedInUser({ approved: true });
    await asAdmin(`/api/admin/users/${user.id}/promote`, 'POST');
    const sent = await db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, user.email));
    expect(sent.filter((m) => m.kind.startsWith('account_'))).toEqual([]);
  });
});
