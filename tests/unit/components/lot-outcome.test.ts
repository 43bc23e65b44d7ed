import { describe, expect, it } from 'vitest';
import { closedLotView } from '~/components/lot-outcome';
import type { MemberLot } from '~/schemas/lot';

const ME = 2;
const RIVAL = 5;

/** A closed lot as a member sees it: R$ 1.000,00 to start, `patch` for its bids and outcome. */
const lot = (patch: Partial<MemberLot>) =>
  ({
    start_price: 1000,
    current_price: 1000,
    bid_count: 0,
    top_bid_user_id: null,
    winner_user_id: null,
    final_price: null,
    reserve_met: null,
    outcome: null,
    ...patch,
  }) as MemberLot;

describe('a closed lot as its page and card show it', () => {
  it("sold: 'Arrematado por' its final price, the winner told they won and nobody else", () => {
    const sold = lot({ current_price: 1500, bid_count: 3, top_bid_user_id: ME, winner_user_id: ME, final_price: 1500, outcome: 'sold' });
    expect(closedLotView(sold, ME)).toEqual({
      outcome: 'sold',
      price: 1500,
      summary: { outcome: 'Arrematado por R$ 1.500,00', won: true },
    });
    expect(closedLotView(sold, RIVAL).summary.won).toBe(false);
    expect(closedLotView(sold, null).summary.won).toBe(false);
  });

  it("a second chance's winner at their own bid: the final price, not the last one", () => {
    const passedOn = lot({
      current_price: 1500,
      bid_count: 3,
      top_bid_user_id: ME,
      winner_user_id: RIVAL,
      final_price: 1400,
      outcome: 'sold',
    });
    expect(closedLotView(passedOn, RIVAL)).toMatchObject({ price: 1400, summary: { outcome: 'Arrematado por R$ 1.400,00', won: true } });
    expect(closedLotView(passedOn, ME).summary.won).toBe(false);
  });

  it('ended a moment ago, before the room names a winner: its leader is told they won', () => {
    const justEnded = lot({ current_price: 1100, bid_count: 1, top_bid_user_id: ME });
    expect(closedLotView(justEnded, ME)).toEqual({
      outcome: 'sold',
      price: 1100,
      summary: { outcome: 'Arrematado por R$ 1.100,00', won: true },
    });
  });

  it('below the reserve or without bids: no winner, the highest bid or the start price', () => {
    const below = lot({ current_price: 1200, bid_count: 2, top_bid_user_id: ME, reserve_met: false, outcome: 'reserve_not_met' });
    expect(closedLotView(below, ME)).toEqual({
      outcome: 'reserve_not_met',
      price: 1200,
      summary: { outcome: 'Não arrematado — reserva não atingida', won: false },
    });
    expect(closedLotView(lot({ outcome: 'no_bids' }), ME)).toEqual({
      outcome: 'no_bids',
      price: 1000,
      summary: { outcome: 'Sem lances', won: false },
    });
  });

  it('tells a visitor no outcome and no price', () => {
    expect(closedLotView(null, null)).toEqual({ outcome: null, price: null, summary: { outcome: null, won: false } });
  });
});
