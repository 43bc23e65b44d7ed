/**
 * The administrators' live dashboard inside workerd: the real AdminPulse fed by real LotRooms (bids and the
 * close through their outboxes), the /api/admin/live socket (administrators only), and the counters rebuilt
 * from D1.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { pulseCalendar } from '~/domain/admin-metrics';
import type { AdminMetrics, AdminSocketMessage } from '~/schemas/admin-pulse';
import { call, DAY, eventually, insertLot, insertUser, MINUTE, openTestSocket, signedInUser } from './fixtures';
import { adminPulseStub } from './objects';

vi.setConfig({ testTimeout: 60_000 });

type Metrics = AdminMetrics & {
  recent_activity: { kind: string; lot_id: number | null; lot_title: string | null; amount: number | null }[];
};

const metrics = async (token: string) => {
  const res = await call<{ data: Metrics }>('/api/admin/dashboard/metrics/realtime', { token });
  expect(res.status).toBe(200);
  return res.json.data;
};
const reset = async (token: string) =>
  (await call<{ data: Metrics }>('/api/admin/dashboard/metrics/reset', { method: 'POST', token, body: {} })).json.data;
const isUpdate = (type: string, value?: number) => (m: AdminSocketMessage) =>
  m.type === 'admin_metrics_update' && m.data.type === type && (value === undefined || m.data.value === value);

describe('/api/admin/live', () => {
  it('is refused to visitors and members, and sends an administrator the snapshot on connect', async () => {
    const member = await signedInUser({ approved: true });
    const admin = await signedInUser({ admin: true });
    expect((await openTestSocket('/api/admin/live')).status).toBe(401);
    const refused = await openTestSocket('/api/admin/live', member.cookie);
    expect(refused.status).toBe(403);
    const socket = await openTestSocket<AdminSocketMessage>('/api/admin/live', admin.cookie);
    expect(socket.status).toBe(101);
    const snapshot = await socket.waitFor((m) => m.type === 'admin_snapshot');
    expect(snapshot?.type === 'admin_snapshot' && snapshot.data.metrics.total_users).toBeGreaterThan(0);
    socket.close();
  });
});

describe('live counters', () => {
  it('move when a lot room accepts a bid and when it closes the lot, and reach the admin socket', async () => {
    const admin = await signedInUser({ admin: true });
    const bidder = await signedInUser({ approved: true, name: 'Beatriz Lances' });
    const lot = await insertLot({ title: 'Servidor Dell R740', startPriceCents: 100_000 });
    await call(`/api/admin/dashboard/metrics/reset`, { method: 'POST', token: admin.token, body: {} });
    const before = await metrics(admin.token);
    const socket = await openTestSocket<AdminSocketMessage>('/api/admin/live', admin.cookie);
    await socket.waitFor((m) => m.type === 'admin_snapshot');

    const res = await call(`/api/auctions/${lot.id}/bid`, { method: 'POST', token: bidder.token, body: { amount: 1010 } });
    expect(res.status).toBe(201);
    const update = await socket.waitFor(isUpdate('daily_bids', before.daily_bids + 1));
    expect(update).toBeDefined();
    const activity = await socket.waitFor((m) => m.type === 'admin_activity' && m.data.kind === 'bid' && m.data.lot_id === lot.id);
    expect(activity?.type === 'admin_activity' && activity.data).toMatchObject({
      user_name: 'Beatriz Lances',
      lot_title: 'Servidor Dell R740',
      amount: 1010,
    });
    const after = await metrics(admin.token);
    expect(after.daily_bids).toBe(before.daily_bids + 1);
    expect(after.recent_activity[0]).toMatchObject({ kind: 'bid', lot_id: lot.id });
    expect(Date.parse(after.last_update)).toBeGreaterThan(Date.parse(before.last_update) - 1);

    // The administrator closes it: one active lot less, one pending payment more (the winner's).
    expect((await call(`/api/auctions/${lot.id}/close`, { method: 'POST', token: admin.token })).status).toBe(200);
    await socket.waitFor(isUpdate('pending_payments', before.pending_payments + 1));
    const closed = await metrics(admin.token);
    expect(closed.active_auctions).toBe(before.active_auctions - 1);
    expect(closed.recent_activity.find((a) => a.kind === 'lot_closed')).toMatchObject({ lot_id: lot.id, amount: 1010 });
    // A redelivered bid event is not counted twice.
    await adminPulseStub().lotEvents([
      {
        event: 'bid',
        lotId: lot.id,
        seq: 1,
        userId: bidder.id,
        amountCents: 101_000,
        createdAt: new Date().toISOString(),
      },
    ]);
    expect((await metrics(admin.token)).daily_bids).toBe(before.daily_bids + 1);
    socket.close();
  });

  it("count each of today's bids as it arrives, and the same again after a rebuild from D1", async () => {
    const admin = await signedInUser({ admin: true });
    const [ana, beto] = await Promise.all([signedInUser({ approved: true }), signedInUser({ approved: true })]);
    const lot = await insertLot({ startPriceCents: 100_000 });
    await call(`/api/admin/dashboard/metrics/reset`, { method: 'POST', token: admin.token, body: {} });
    const before = (await metrics(admin.token)).daily_bids;
    for (const [who, amount] of [
      [ana, 1010],
      [beto, 1020],
      [ana, 1030],
    ] as const) {
      expect((await call(`/api/auctions/${lot.id}/bid`, { method: 'POST', token: who.token, body: { amount } })).status).toBe(201);
    }
    await eventually(
      () => metrics(admin.token),
      (m) => m.daily_bids === before + 3,
    );
    await call(`/api/admin/dashboard/metrics/reset`, { method: 'POST', token: admin.token, body: {} });
    expect((await metrics(admin.token)).daily_bids).toBe(before + 3);
    expect((await call(`/api/auctions/${lot.id}/bid`, { method: 'POST', token: beto.token, body: { amount: 1040 } })).status).toBe(201);
    await eventually(
      () => metrics(admin.token),
      (m) => m.daily_bids === before + 4,
    );
  });

  it('count a burst of bids sent together once each, and list each as its own activity', async () => {
    const admin = await signedInUser({ admin: true });
    const bidder = await signedInUser({ approved: true, name: 'Carla Burst' });
    const lot = await insertLot({ title: 'Storage NetApp', startPriceCents: 100_000 });
    const before = await reset(admin.token);
    const at = new Date().toISOString();
    const bid = (seq: number) => ({
      event: 'bid' as const,
      lotId: lot.id,
      seq,
      userId: bidder.id,
      amountCents: 100_000 + seq * 1_000,
      createdAt: at,
    });
    const pulse = adminPulseStub();
    await pulse.lotEvents([bid(1), bid(2), bid(3)]);
    await pulse.lotEvents([bid(3), bid(4)]); // a drain retried: seq 3 again
    const after = await metrics(admin.token);
    expect(after.daily_bids).toBe(before.daily_bids + 4);
    expect(after.recent_activity.slice(0, 4)).toMatchObject(
      [4, 3, 2, 1].map((seq) => ({ kind: 'bid', lot_id: lot.id, amount: 1000 + seq * 10 })),
    );
  });

  it('counts a user online while their inbox socket is open', async () => {
    const admin = await signedInUser({ admin: true });
    const member = await signedInUser({ approved: true });
    const before = (await metrics(admin.token)).online_users;
    const inbox = await openTestSocket('/api/notifications/live', member.cookie);
    expect(inbox.status).toBe(101);
    expect(
      (
        await eventually(
          () => metrics(admin.token),
          (m) => m.online_users === before + 1,
        )
      ).online_users,
    ).toBe(before + 1);
    inbox.close();
    expect(
      (
        await eventually(
          () => metrics(admin.token),
          (m) => m.online_users === before,
        )
      ).online_users,
    ).toBe(before);
  });

  it('are rebuilt from D1 on a reset: bids, users, revenue, payments, pickups and lots written behind its back', async () => {
    const admin = await signedInUser({ admin: true });
    const before = await reset(admin.token);
    const now = Date.now();
    const cal = pulseCalendar(now);
    // Written straight into D1: no event reaches AdminPulse.
    const buyer = await insertUser({ name: 'Comprador Direto', createdAt: new Date(now).toISOString() });
    const lot = await insertLot({ category: 'Servidores' });
    const scheduled = await insertLot({ startsAt: now + DAY });
    const twoMinutesAgo = new Date(Math.max(now - 2 * MINUTE, Date.parse(cal.dayStart))).toISOString();
    await env.DB.prepare(
      'INSERT INTO bids (lot_id, user_id, seq, amount_cents, created_at) VALUES (?, ?, 1, 110000, ?), (?, ?, 2, 120000, ?)',
    )
      .bind(lot.id, buyer.id, twoMinutesAgo, lot.id, buyer.id, twoMinutesAgo)
      .run();
    await env.DB.prepare(
      `INSERT INTO payments (lot_id, user_id, amount_cents, fee_cents, total_cents, status, approved_at) VALUES (?, ?, 120000, 12000, 132000, 'approved', ?)`,
    )
      .bind(lot.id, buyer.id, new Date(now).toISOString())
      .run();
    await env.DB.prepare(
      `INSERT INTO payments (lot_id, user_id, amount_cents, fee_cents, total_cents, status) VALUES (?, ?, 1000, 100, 1100, 'pending')`,
    )
      .bind(scheduled.id, buyer.id)
      .run();
    await env.DB.prepare(
      `INSERT INTO pickup_appointments (lot_id, user_id, pickup_at, pickup_date, pickup_time, status) VALUES (?, ?, ?, ?, '10:00', 'scheduled')`,
    )
      .bind(lot.id, buyer.id, new Date(now).toISOString(), cal.day)
      .run();

    const after = await reset(admin.token);
    expect(after.daily_bids - before.daily_bids).toBe(2);
    expect(after.new_users_today - before.new_users_today).toBe(1);
    expect(after.total_users - before.total_users).toBe(1);
    expect(after.total_auctions - before.total_auctions).toBe(2);
    expect(after.active_auctions - before.active_auctions).toBe(1);
    expect(after.scheduled_auctions - before.scheduled_auctions).toBe(1);
    expect(after.daily_revenue - before.daily_revenue).toBeCloseTo(1320, 2);
    expect(after.monthly_revenue - before.monthly_revenue).toBeCloseTo(1320, 2);
    expect(after.pending_payments - before.pending_payments).toBe(1);
    expect(after.pickups_today - before.pickups_today).toBe(1);
    expect(after.pending_pickups - before.pending_pickups).toBe(1);
  });
});
