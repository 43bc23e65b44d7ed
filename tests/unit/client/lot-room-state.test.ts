import { describe, expect, it } from 'vitest';
import { currentLot, emptyRoom, isGap, mergeBids, receive, receiveAnswer, type RoomState } from '~/client/lot-room-state';
import type { AuctionUpdateMessage, LiveBid, LiveLotMember, LiveLotPublic } from '~/schemas/live';
import type { LotBid, MemberLot, PublicLot } from '~/schemas/lot';

const end = '2026-11-22T18:00:00.000Z';

const memberLot: MemberLot = {
  id: 9,
  title: 'Notebook',
  description: '',
  category: 'Notebooks',
  condition: null,
  images: [],
  status: 'active',
  starts_at: '2026-11-20T10:00:00.000Z',
  ends_at: end,
  end_time: end,
  extension_minutes: 3,
  extended: false,
  original_ends_at: null,
  closed_at: null,
  created_at: '2026-11-19T10:00:00.000Z',
  functional_grade: null,
  cosmetic_grade: null,
  verified_at: null,
  wipe_method: null,
  memory_gb: null,
  storage_gb: null,
  storage_class: null,
  battery_health: null,
  start_price: 1000,
  current_price: 1500,
  current_bid: 1500,
  top_bid_amount: 1500,
  top_bid_user_id: 4,
  bid_count: 2,
  winner_user_id: null,
  final_price: null,
  reserve_met: null,
  outcome: null,
};
const pageBids: LotBid[] = [
  { id: 20, seq: 2, amount: 1500, created_at: '2026-11-21T10:00:00.000Z', is_auto: false },
  { id: 11, seq: 1, amount: 1200, created_at: '2026-11-20T10:00:00.000Z', is_auto: false },
];

function liveMember(patch: Partial<LiveLotMember> = {}): LiveLotMember {
  const {
    id,
    status,
    starts_at,
    ends_at,
    end_time,
    start_price,
    current_price,
    current_bid,
    top_bid_amount,
    top_bid_user_id,
    bid_count,
    winner_user_id,
    final_price,
  } = memberLot;
  return {
    id,
    status,
    starts_at,
    ends_at,
    end_time,
    closed_at: null,
    viewers: 3,
    start_price,
    current_price,
    current_bid,
    top_bid_amount,
    top_bid_user_id,
    bid_count,
    winner_user_id,
    final_price,
    extension_minutes: 3,
    extended: false,
    original_ends_at: null,
    reserve_met: null,
    outcome: null,
    last_bid: null,
    // an update's bids are its decision's: the one bid it names, unless the test says otherwise
    bids: patch.last_bid ? [patch.last_bid] : [],
    ...patch,
  };
}
const update = (seq: number, data: LiveLotMember | LiveLotPublic): AuctionUpdateMessage => ({
  type: 'auction_update',
  seq,
  server_time: 0,
  data,
});
const bid3: LiveBid = { seq: 3, amount: 1510, created_at: '2026-11-22T17:00:00.000Z', is_auto: false };

describe('the live lot room', () => {
  it('sees a gap when a message skips a number', () => {
    expect(isGap(null, 40)).toBe(false);
    expect(isGap(40, 41)).toBe(false);
    expect(isGap(40, 40)).toBe(false);
    expect(isGap(40, 42)).toBe(true);
  });

  it('takes the first update as it is, then asks for a refetch after a skipped update', () => {
    let r = receive(emptyRoom, update(7, liveMember()), 2);
    expect(r.missed).toBe(false);
    expect(r.update).toMatchObject({ current_price: 1500 });
    expect(r.state.viewers).toBe(3);
    r = receive(r.state, update(8, liveMember({ current_price: 1510, bid_count: 3, last_bid: bid3 })), 2);
    expect(r.missed).toBe(false);
    r = receive(r.state, update(10, liveMember({ current_price: 1530, bid_count: 3 })), 2);
    expect(r.missed).toBe(true);
    expect(r.state.seq).toBe(10);
  });

  it('asks for a refetch when the lot counts bids the page does not list (bids placed before the socket opened)', () => {
    expect(receive(emptyRoom, update(7, liveMember({ bid_count: 3 })), 2).missed).toBe(true);
    expect(receive(emptyRoom, update(7, liveMember({ bid_count: 3, last_bid: bid3 })), 2).missed).toBe(false);
    // visitors have no list to complete
    const { id, status, starts_at, ends_at, end_time } = memberLot;
    expect(
      receive(
        emptyRoom,
        update(7, {
          id,
          status,
          starts_at,
          ends_at,
          end_time,
          extension_minutes: 3,
          extended: false,
          original_ends_at: null,
          closed_at: null,
          viewers: 1,
        }),
        0,
      ).missed,
    ).toBe(false);
  });

  it('takes viewer counts, and a viewer count ahead of the last update as a missed update', () => {
    const first = receive(emptyRoom, update(7, liveMember()), 2).state;
    const same = receive(first, { type: 'viewers', seq: 7, server_time: 0, data: { id: 9, viewers: 12 } }, 2);
    expect(same).toMatchObject({ missed: false, update: null, state: { viewers: 12, seq: 7 } });
    expect(receive(first, { type: 'viewers', seq: 8, server_time: 0, data: { id: 9, viewers: 12 } }, 2).missed).toBe(true);
  });

  it('ignores an update older than the last one', () => {
    const state = receive(emptyRoom, update(9, liveMember({ current_price: 1600 })), 2).state;
    const late = receive(state, update(8, liveMember({ current_price: 1510 })), 2);
    expect(late.state).toBe(state);
    expect(late.update).toBeNull();
  });

  it('lists each bid once, newest first, whether it came with the page, the socket or our answer', () => {
    expect(mergeBids(pageBids, [bid3, { ...pageBids[0]!, id: undefined } as unknown as LiveBid]).map((b) => b.seq)).toEqual([3, 2, 1]);
    expect(mergeBids(pageBids, [bid3])[1]).toBe(pageBids[0]);
    let state: RoomState = receive(emptyRoom, update(8, liveMember({ bid_count: 3, last_bid: bid3 })), 2).state;
    state = receiveAnswer(state, liveMember({ bid_count: 3 }), bid3);
    state = receive(state, update(8, liveMember({ bid_count: 3, last_bid: bid3 })), 3).state;
    expect(mergeBids(pageBids, state.bids).map((b) => b.seq)).toEqual([3, 2, 1]);
  });

  it('shows the newer of the page data and the socket, by seq', () => {
    const state = receive(
      emptyRoom,
      update(8, liveMember({ current_price: 1510, current_bid: 1510, top_bid_user_id: 2, bid_count: 3 })),
      2,
    ).state;
    expect(currentLot(memberLot, 7, state)).toMatchObject({ current_price: 1510, current_bid: 1510, top_bid_user_id: 2, bid_count: 3 });
    expect(currentLot(memberLot, 8, state)).toMatchObject({ current_price: 1510 });
    // the page was fetched again after more events: it wins
    expect(currentLot({ ...memberLot, current_price: 1700 }, 9, state)).toMatchObject({ current_price: 1700 });
    expect(currentLot(memberLot, 0, emptyRoom)).toBe(memberLot);
  });

  it('moves the end time and closes the lot with its winner from the socket', () => {
    const moved = receive(
      emptyRoom,
      update(8, liveMember({ ends_at: '2026-11-22T18:05:00.000Z', end_time: '2026-11-22T18:05:00.000Z' })),
      2,
    ).state;
    expect(currentLot(memberLot, 7, moved)).toMatchObject({ ends_at: '2026-11-22T18:05:00.000Z', status: 'active' });
    const closedAt = '2026-11-22T18:05:00.400Z';
    const closed = receive(
      moved,
      update(9, liveMember({ status: 'closed', closed_at: closedAt, winner_user_id: 4, final_price: 1500 })),
      2,
    ).state;
    expect(currentLot(memberLot, 7, closed)).toMatchObject({ status: 'closed', closed_at: closedAt, winner_user_id: 4, final_price: 1500 });
  });

  it('never gives a visitor a price from the socket', () => {
    const {
      current_price: _p,
      current_bid: _b,
      start_price: _s,
      top_bid_amount: _t,
      top_bid_user_id: _u,
      bid_count: _c,
      winner_user_id: _w,
      final_price: _f,
      ...visitorLot
    } = memberLot;
    const lot: PublicLot = visitorLot;
    const { id, starts_at, end_time } = memberLot;
    const state = receive(
      emptyRoom,
      update(8, {
        id,
        status: 'closed',
        starts_at,
        ends_at: end,
        end_time,
        extension_minutes: 3,
        extended: false,
        original_ends_at: null,
        closed_at: end,
        viewers: 4,
      }),
      0,
    ).state;
    const shown = currentLot(lot, 0, state);
    expect(shown.status).toBe('closed');
    expect(Object.keys(shown).filter((k) => /price|bid|winner/.test(k))).toEqual([]);
  });

  it("shows our own accepted bid at once, until the socket's update of it arrives", () => {
    const state = receive(emptyRoom, update(8, liveMember()), 2).state;
    const answered = receiveAnswer(state, liveMember({ current_price: 1510, top_bid_user_id: 2, bid_count: 3 }), bid3);
    expect(currentLot(memberLot, 7, answered)).toMatchObject({ current_price: 1510, top_bid_user_id: 2 });
    expect(answered.bids).toEqual([bid3]);
    // the socket then tells of a later bid by someone else: it wins
    const later = receive(
      answered,
      update(10, liveMember({ current_price: 1520, top_bid_user_id: 5, bid_count: 4, last_bid: { ...bid3, seq: 4, amount: 1520 } })),
      2,
    ).state;
    expect(currentLot(memberLot, 7, later)).toMatchObject({ current_price: 1520, top_bid_user_id: 5 });
    // a refused bid's answer showing no more bids than we know changes nothing
    expect(currentLot(memberLot, 7, receiveAnswer(later, liveMember({ current_price: 1500, bid_count: 2 }), null))).toMatchObject({
      current_price: 1520,
    });
  });
});
