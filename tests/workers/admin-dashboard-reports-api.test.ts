/** The back office's reports (/api/admin/dashboard/reports/*): the spec's figures over seeded data, a six-month trend counted from D1. */
import { describe, expect, it } from 'vitest';
import { lastMonths, pulseCalendar } from '~/domain/admin-metrics';
import { call, DAY, insertBid, insertLot, insertUser, signedInUser } from './fixtures';

describe('reports', () => {
  it('give the spec’s figures over seeded data, with a six-month trend counted from D1', async () => {
    const admin = await signedInUser({ admin: true });
    const get = async <T>(path: string) => {
      const res = await call<{ data: T }>(`/api/admin/dashboard/reports/${path}`, { token: admin.token });
      expect(res.status).toBe(200);
      return res.json.data;
    };
    type Trend = { months: { month: string; lots: number; bids: number; revenue: number; new_users: number }[] };
    const trendBefore = await get<Trend>('trends');
    const behaviourBefore = await get<{ users_with_bids: number }>('user-behavior');

    const [ana, bia] = [await insertUser(), await insertUser()];
    const category = `Categoria ${crypto.randomUUID().slice(0, 6)}`;
    const sold = await insertLot({ category, status: 'closed', winnerUserId: ana.id, finalPriceCents: 200_000, createdAt: Date.now() });
    await insertLot({ category, status: 'closed', createdAt: Date.now() });
    await insertLot({ category, status: 'closed', createdAt: Date.now() });
    await insertLot({ category, status: 'closed', winnerUserId: bia.id, createdAt: Date.now() });
    await insertBid(sold.id, ana.id, 1, 150_000);
    await insertBid(sold.id, bia.id, 2, 160_000);
    await insertBid(sold.id, ana.id, 3, 200_000);

    const conversion = await get<{ category_conversion: { category: string; conversion_rate: number }[] }>('conversion-analysis');
    expect(conversion.category_conversion.find((c) => c.category === category)?.conversion_rate).toBe(0.5);

    const performance = await get<{
      total_auctions: number;
      avg_bids_per_auction: number;
      top_categories: { category: string; count: number }[];
    }>('auction-performance');
    expect(performance.top_categories.length).toBeGreaterThan(0);
    expect(performance.avg_bids_per_auction).toBeGreaterThan(0);

    const behaviour = await get<{ users_with_bids: number; retention_rate: number; avg_bids_per_user: number }>('user-behavior');
    expect(behaviour.users_with_bids - behaviourBefore.users_with_bids).toBe(2);
    expect(behaviour.retention_rate).toBeGreaterThanOrEqual(0);
    expect(behaviour.retention_rate).toBeLessThanOrEqual(1);

    const trend = await get<Trend>('trends');
    expect(trend.months).toHaveLength(6);
    expect(trend.months[5]!.month).toBe(pulseCalendar(Date.now()).month);
    expect(trend.months[5]!.lots - trendBefore.months[5]!.lots).toBe(4);
    expect(trend.months[5]!.bids - trendBefore.months[5]!.bids).toBe(3);
    expect(trend.months[5]!.new_users - trendBefore.months[5]!.new_users).toBe(2);
    // A month of its own: a lot created two months ago counts there, and only there.
    const earlier = lastMonths(Date.now(), 6)[3]!;
    await insertLot({ createdAt: Date.parse(earlier.start) + 10 * DAY });
    const later = await get<Trend>('trends');
    expect(later.months.map((m, i) => m.lots - trend.months[i]!.lots)).toEqual([0, 0, 0, 1, 0, 0]);
  });
});
