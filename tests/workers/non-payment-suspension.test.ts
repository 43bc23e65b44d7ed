/**
 * The Terms' penalty for non-payment inside the Workers runtime: 2 payments lost (rejected by an
 * administrator, or found past their deadline by the cron) suspend the account's bidding — the bid is
 * refused 403 'Conta suspensa por falta de pagamento. Fale com o suporte.' before the room is asked — until
 * an administrator lifts it (admin only, a recent sign-in, audited); after a lift only payments lost after
 * it count toward the next suspension.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { authMessages } from '~/i18n/auth-messages';
import { sha256Hex } from '~/server/auth/tokens.server';
import { payments } from '~/server/db/schema';
import worker from '../../workers/app';
import { ageSignIn, call, DAY, db, HOUR, insertBid, insertLot, insertedMember, VALID_PASSWORD } from './fixtures';

vi.setConfig({ testTimeout: 60_000 });

const SUSPENDED = 'Conta suspensa por falta de pagamento. Fale com o suporte.';

type Account = Awaited<ReturnType<typeof insertedMember>>;

const post = (path: string, who: Account, body: unknown) => call(path, { method: 'POST', token: who.token, body });

let admin: Account;

beforeAll(async () => {
  admin = await insertedMember({ admin: true });
});

/** A closed lot the member won, with their payment: pending (due `dueIn` ms from now) or as given. */
async function wonLot(
  member: { id: number },
  { dueIn = 3 * DAY, status = 'pending' }: { dueIn?: number; status?: 'pending' | 'approved' | 'rejected' } = {},
) {
  const lot = await insertLot({
    title: `Lote arrematado ${crypto.randomUUID().slice(0, 6)}`,
    status: 'closed',
    winnerUserId: member.id,
    endsAt: Date.now() - 4 * DAY,
  });
  await insertBid(lot.id, member.id, 1, 101_000);
  const [row] = await db
    .insert(payments)
    .values({
      lotId: lot.id,
      userId: member.id,
      amountCents: 101_000,
      feeCents: 10_100,
      totalCents: 111_100,
      status,
      dueAt: new Date(Date.now() + dueIn).toISOString(),
    })
    .returning();
  return row!.id;
}

const reject = (paymentId: number) => post(`/api/admin/payments/${paymentId}/status`, admin, { status: 'rejected' });

const suspendedAt = async (userId: number) =>
  (await env.DB.prepare('select bidding_suspended_at as at from users where id = ?').bind(userId).first<{ at: string | null }>())!.at;

/** The audit entries about the account's bidding, oldest first. */
async function standingEntries(userId: number) {
  const { results } = await env.DB.prepare(
    `select actor_user_id, action, details from audit_log
     where target_type = 'user' and target_id = ? and action like 'user.bidding_%' order by id`,
  )
    .bind(String(userId))
    .all<{ actor_user_id: number | null; action: string; details: string }>();
  return results.map((r) => ({ ...r, details: JSON.parse(r.details) as Record<string, unknown> }));
}

async function runCron() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const bid = (member: Account, lotId: number, amount: number) => post(`/api/auctions/${lotId}/bid`, member, { amount });

const bidsOn = async (lotId: number) =>
  (await env.DB.prepare('select count(*) as n from bids where lot_id = ?').bind(lotId).first<{ n: number }>())!.n;

const lift = (userId: number, who: Account, body: Record<string, unknown> = {}) =>
  call(`/api/admin/users/${userId}/lift-suspension`, { method: 'POST', token: who.token, body });

describe('payments rejected by an administrator', () => {
  it('the second rejection suspends the account: its next bid is refused 403 with the exact message and reaches neither the room nor D1', async () => {
    const member = await insertedMember();
    const [first, second] = [await wonLot(member), await wonLot(member)];
    const lot = await insertLot({ title: 'Notebook para o suspenso' });

    expect((await reject(first)).status).toBe(200);
    expect(await suspendedAt(member.id)).toBeNull();
    // One lost payment: the member still bids.
    expect((await bid(member, lot.id, 1010)).status).toBe(201);

    expect((await reject(second)).status).toBe(200);
    expect(await suspendedAt(member.id)).not.toBeNull();
    const entries = await standingEntries(member.id);
    expect(entries).toEqual([
      {
        actor_user_id: null,
        action: 'user.bidding_suspended',
        details: expect.objectContaining({ via: 'payment_rejected', lost_payments: [first, second] }),
      },
    ]);

    const refused = await bid(member, lot.id, 1100);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ error: SUSPENDED });
    expect(await bidsOn(lot.id)).toBe(1);
    // The room never saw it: the lot as the member reads it (settled by its room) still stands at the first bid.
    const read = await call(`/api/auctions/${lot.id}`, { token: member.token });
    expect(read.status).toBe(200);
    expect(read.json.data).toMatchObject({ current_price: 1010, bid_count: 1 });
    // The session says so too: the API's account and the lot page's user.
    expect((await call('/api/auth/me', { token: member.token })).json.data.user.bidding_suspended_at).toBe(await suspendedAt(member.id));

    // Rejecting the same payment again is no new loss: still one audit entry.
    expect((await reject(second)).status).toBe(200);
    expect(await standingEntries(member.id)).toHaveLength(1);
  });

  it('one rejected payment and one approved do not suspend', async () => {
    const member = await insertedMember();
    await wonLot(member, { status: 'approved' });
    expect((await reject(await wonLot(member))).status).toBe(200);
    expect(await suspendedAt(member.id)).toBeNull();
    expect(await standingEntries(member.id)).toEqual([]);
  });
});

describe('payments found past their deadline by the cron', () => {
  it('two overdue payments suspend the account once, with one audit entry, however often the cron runs', async () => {
    const member = await insertedMember();
    const overdue = [await wonLot(member, { dueIn: -2 * HOUR }), await wonLot(member, { dueIn: -1 * HOUR })];
    await runCron();
    const at = await suspendedAt(member.id);
    expect(at).not.toBeNull();
    await runCron();
    expect(await suspendedAt(member.id)).toBe(at);
    expect(await standingEntries(member.id)).toEqual([
      {
        actor_user_id: null,
        action: 'user.bidding_suspended',
        details: expect.objectContaining({ via: 'payment_overdue', lost_payments: overdue }),
      },
    ]);
    const lot = await insertLot();
    const refused = await bid(member, lot.id, 1010);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(SUSPENDED);
    expect(await bidsOn(lot.id)).toBe(0);
  });

  it('one overdue payment and one still within its deadline do not suspend', async () => {
    const member = await insertedMember();
    await wonLot(member, { dueIn: -HOUR });
    await wonLot(member, { dueIn: HOUR });
    await runCron();
    expect(await suspendedAt(member.id)).toBeNull();
    expect(await standingEntries(member.id)).toEqual([]);
  });
});

describe('POST /api/admin/users/{id}/lift-suspension', () => {
  async function suspendedMember() {
    const member = await insertedMember();
    await wonLot(member, { dueIn: -2 * HOUR });
    await wonLot(member, { dueIn: -HOUR });
    await runCron();
    expect(await suspendedAt(member.id)).not.toBeNull();
    return member;
  }

  it('is refused to a member (403) and to a visitor (401), and changes nothing', async () => {
    const member = await suspendedMember();
    const other = await insertedMember();
    const byMember = await lift(member.id, other);
    expect(byMember.status).toBe(403);
    expect(byMember.json.error).toBe(authMessages.forbidden);
    expect((await call(`/api/admin/users/${member.id}/lift-suspension`, { method: 'POST', body: {} })).status).toBe(401);
    expect((await lift(member.id, member)).status).toBe(403);
    expect(await suspendedAt(member.id)).not.toBeNull();
  });

  it('asks an administrator whose factor is older than 10 minutes for the factor, as the other money actions do', async () => {
    const member = await suspendedMember();
    const stale = await insertedMember({ admin: true });
    await env.DB.prepare('insert into backup_codes (user_id, code_hash) values (?, ?)')
      .bind(stale.id, await sha256Hex('abcd2345'))
      .run();
    await env.DB.prepare('update users set two_factor_enabled = 1 where id = ?').bind(stale.id).run();
    await ageSignIn(stale.id);
    const refused = await lift(member.id, stale, { password: VALID_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ error: authMessages.factorRequired, code: 'factor_required' });
    expect(await suspendedAt(member.id)).not.toBeNull();
    const wrong = await lift(member.id, stale, { backup_code: 'errada99' });
    expect(wrong.status).toBe(400);
    expect(await suspendedAt(member.id)).not.toBeNull();
    const lifted = await lift(member.id, stale, { backup_code: 'abcd-2345' });
    expect(lifted.status).toBe(200);
    expect(lifted.json.data.bidding_suspended_at).toBeNull();
  });

  it('lifts it for an administrator: audited, the member bids again, and only payments lost after the lift count', async () => {
    const member = await suspendedMember();
    const lifted = await lift(member.id, admin);
    expect(lifted.status).toBe(200);
    expect(lifted.json.data).toMatchObject({ id: member.id, bidding_suspended_at: null });
    expect(lifted.json.message).toBe('Suspensão retirada: a conta pode dar lances novamente.');
    expect(await suspendedAt(member.id)).toBeNull();
    const entries = await standingEntries(member.id);
    expect(entries.map((e) => [e.action, e.actor_user_id])).toEqual([
      ['user.bidding_suspended', null],
      ['user.bidding_suspension_lifted', admin.id],
    ]);
    expect(entries[1]!.details).toMatchObject({ after: { bidding_suspended_at: null } });

    const lot = await insertLot();
    expect((await bid(member, lot.id, 1010)).status).toBe(201);
    expect(await bidsOn(lot.id)).toBe(1);

    // The same two overdue payments do not suspend it again; nor does one new loss; a second one does.
    await runCron();
    expect(await suspendedAt(member.id)).toBeNull();
    expect((await reject(await wonLot(member))).status).toBe(200);
    expect(await suspendedAt(member.id)).toBeNull();
    const last = await wonLot(member);
    expect((await reject(last)).status).toBe(200);
    expect(await suspendedAt(member.id)).not.toBeNull();
    const again = await standingEntries(member.id);
    expect(again).toHaveLength(3);
    expect(again[2]).toMatchObject({ action: 'user.bidding_suspended', details: { via: 'payment_rejected' } });
    expect((again[2]!.details.lost_payments as number[]).at(-1)).toBe(last);
    expect((again[2]!.details.lost_payments as number[]).length).toBe(2);
  });

  it('answers 404 for an account that does not exist, and lifting an account that is not suspended records nothing', async () => {
    const missing = await lift(999_999, admin);
    expect(missing.status).toBe(404);
    expect(missing.json.error).toBe(authMessages.userNotFound);
    const member = await insertedMember();
    const unchanged = await lift(member.id, admin);
    expect(unchanged.status).toBe(200);
    expect(unchanged.json.data.bidding_suspended_at).toBeNull();
    expect(await standingEntries(member.id)).toEqual([]);
  });

  it('is in the users list the back office reads: the suspended account carries the date', async () => {
    const member = await suspendedMember();
    const list = await call(`/api/admin/users?id=${member.id}`, { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.json.data).toEqual([expect.objectContaining({ id: member.id, bidding_suspended_at: await suspendedAt(member.id) })]);
  });
});
