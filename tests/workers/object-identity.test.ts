/**
 * Each object serves the one its name says (`lot:<id>`, `user:<id>`), and no call says it again: a room reached
 * under another name finds no lot, and an inbox delivers only its own user's notices.
 */
import { describe, expect, it } from 'vitest';
import { HOUR, insertedMember, insertLot, notices } from './fixtures';
import { lotRoomNamed, lotRoomStub, userInboxStub } from './objects';

describe("an object's identity is its name", () => {
  it("a lot's room serves that lot; a room under any other name finds none and takes no bid", async () => {
    const ana = await insertedMember();
    const lot = await insertLot({ startPriceCents: 100_000, endsAt: Date.now() + HOUR });
    expect(await lotRoomStub(lot.id).snapshot()).toMatchObject({ id: lot.id, current_price: 1000 });
    const stray = lotRoomNamed(`scratch:${lot.id}`);
    expect(await stray.snapshot()).toBeNull();
    expect(await stray.placeBid({ userId: ana.id, approved: true, amountCents: 101_000 })).toMatchObject({
      ok: false,
      reason: 'not_found',
    });
    expect(await lotRoomStub(lot.id).snapshot()).toMatchObject({ current_price: 1000, bid_count: 0 });
  });

  it("an inbox delivers its own user's notices, never another user's", async () => {
    const [ana, beto] = await Promise.all([insertedMember(), insertedMember()]);
    const lot = await insertLot({ endsAt: Date.now() + HOUR });
    const notice = { type: 'bid_outbid' as const, lotId: lot.id, amountCents: 150_000, key: `identity-${lot.id}` };
    expect(await userInboxStub(ana.id).deliver({ ...notice, userId: beto.id })).toMatchObject({ stored: false });
    expect(await notices(beto.id, 'bid_outbid', lot.id)).toBe(0);
    expect(await notices(ana.id, 'bid_outbid', lot.id)).toBe(0);
    expect(await userInboxStub(beto.id).deliver({ ...notice, userId: beto.id })).toMatchObject({ stored: true });
    expect(await notices(beto.id, 'bid_outbid', lot.id)).toBe(1);
  });
});
