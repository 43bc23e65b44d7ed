/** A member's dashboard (/api/dashboard/*): their own bids, payments, won lots, statistics and favorites only. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call, lotWonBy, signedInUser, type Member } from './fixtures';

vi.setConfig({ testTimeout: 60_000 });

let admin: Member;

beforeAll(async () => {
  admin = await signedInUser({ admin: true });
});

const wonLot = (winner: Member, ...others: Member[]) => lotWonBy(admin, winner, ...others);

describe('dashboard', () => {
  it('shows each member only their own bids, payments, won lots and statistics', async () => {
    const [ana, beto] = [await signedInUser({ approved: true }), await signedInUser({ approved: true })];
    const { lot, payment } = await wonLot(ana, beto);
    const overview = await call('/api/dashboard/overview', { token: ana.token });
    expect(overview.json.data).toMatchObject({ total_bids: 1, won_auctions: 1, pending_payments: 1, total_spent: 0, scheduled_pickups: 0 });
    const history = await call('/api/dashboard/bid-history?per_page=5', { token: beto.token });
    expect(history.json.data.bids).toEqual([
      expect.objectContaining({ amount: 1010, is_winning: false, auction: expect.objectContaining({ id: lot.id, status: 'closed' }) }),
    ]);
    expect(history.json.data.pagination).toMatchObject({ page: 1, per_page: 5, total: 1 });
    const mine = await call('/api/dashboard/bid-history', { token: ana.token });
    expect(mine.json.data.bids[0]).toMatchObject({ amount: 1110, is_winning: true });
    const payments = await call('/api/dashboard/payments?status=pending', { token: ana.token });
    expect(payments.json.data).toEqual([
      expect.objectContaining({ id: payment.id, total: 1221, auction: { id: lot.id, title: lot.title } }),
    ]);
    expect((await call('/api/dashboard/payments', { token: beto.token })).json.data).toEqual([]);
    const won = await call('/api/dashboard/won-auctions', { token: ana.token });
    expect(won.json.data).toEqual([
      expect.objectContaining({ id: lot.id, final_price: 1110, payment_status: 'pending', pickup_status: null }),
    ]);
    expect((await call('/api/dashboard/won-auctions', { token: beto.token })).json.data).toEqual([]);
    const stats = await call('/api/dashboard/statistics', { token: ana.token });
    expect(stats.json.data).toMatchObject({
      success_rate: 100,
      average_bid: 1110,
      unique_auctions: 1,
      top_categories: [{ category: 'Notebooks', count: 1 }],
    });
    expect(stats.json.data.monthly_activity).toHaveLength(1);
    const favorites = await call(`/api/dashboard/favorites?ids=${lot.id},abc,999999`, { token: beto.token });
    expect(favorites.json.data).toEqual([expect.objectContaining({ id: lot.id, current_price: 1110, time_remaining: null })]);
    expect((await call('/api/dashboard/overview')).status).toBe(401);
  });
});
