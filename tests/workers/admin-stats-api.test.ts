/** The back office's statistics (GET /api/admin/stats). Figures are global, so the check reads them before and after its own rows. */
import { beforeAll, describe, expect, it } from 'vitest';
import { callsAs, insertBid, insertLot, insertUser, signedInUser, type Member } from './fixtures';

let admin: Member;

beforeAll(async () => {
  admin = await signedInUser({ admin: true });
});

const asAdmin = callsAs(() => admin);

describe('GET /api/admin/stats', () => {
  it('counts accounts, lots by status, bids, lots per category and the most active bidders', async () => {
    const read = async () => (await asAdmin('/api/admin/stats')).json.data;
    const before = await read();
    const category = `Categoria ${Date.now()}`;
    await insertUser({ isApproved: false });
    await insertUser({ isApproved: true, isAdmin: true });
    const busy = await insertUser({ name: 'Marta Lances', email: `marta-${Date.now()}@example.com` });
    const open = await insertLot({ category, status: 'active' });
    await insertLot({ category, status: 'closed' });
    for (let seq = 1; seq <= 60; seq++) await insertBid(open.id, busy.id, seq, 100_000 + seq * 1_000);
    const after = await read();

    expect(after.users.total - before.users.total).toBe(3);
    expect(after.users.approved - before.users.approved).toBe(2);
    expect(after.users.pending - before.users.pending).toBe(1);
    expect(after.users.admins - before.users.admins).toBe(1);
    expect(after.auctions.total - before.auctions.total).toBe(2);
    expect(after.auctions.active - before.auctions.active).toBe(1);
    expect(after.auctions.closed - before.auctions.closed).toBe(1);
    expect(after.bids.total - before.bids.total).toBe(60);
    expect(after.categories).toContainEqual({ name: category, count: 2 });
    expect(after.top_bidders[0]).toEqual({ name: 'Marta Lances', email: busy.email, bid_count: 60 });
  });
});
