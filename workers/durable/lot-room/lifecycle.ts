/** The lot's life after its bids: the end moved, the 'auction_ending' notice, the close. */
import { feeCents } from '~/domain/bid-rules';
import { paymentDueAt } from '~/domain/payment-rules';
import { lotOutcome } from '~/domain/soft-close';
import { isDueForEndingNotice } from './alarm';
import type { LotRoomStorage } from './storage';

/**
 * Closes the lot: its outcome, winner and final price, the pending payment, the winner's and the losers'
 * notices. Below the reserve there is no winner and no payment: every bidder is told the lot was not sold
 * (and binds nobody). Once: a lot no longer active is left alone (false), and the write itself only closes
 * an active room.
 */
export function closeLot(store: LotRoomStorage, paymentDeadlineHours: number): boolean {
  const room = store.room!;
  if (room.status !== 'active') return false;
  const closedAt = new Date().toISOString();
  const outcome = lotOutcome(room.current_price_cents, room.bid_count, room.reserve_cents);
  const winner = outcome === 'sold' ? room.top_bid_user_id : null;
  const finalPrice = winner !== null ? room.current_price_cents : null;
  store.write(() => {
    store.close(closedAt, winner, finalPrice, outcome);
    store.enqueue({ kind: 'lot' });
    if (outcome === 'reserve_not_met') {
      for (const bidder of store.bidderIds()) {
        store.enqueue({
          kind: 'notify',
          userId: bidder,
          type: 'reserve_not_met',
          lotId: room.lot_id,
          amountCents: room.current_price_cents,
          key: `reserve:${room.lot_id}`,
        });
      }
    }
    if (winner !== null && finalPrice !== null) {
      store.enqueue({
        kind: 'payment',
        userId: winner,
        amountCents: finalPrice,
        feeCents: feeCents(finalPrice),
        dueAt: paymentDueAt(closedAt, paymentDeadlineHours),
      });
      store.enqueue({
        kind: 'notify',
        userId: winner,
        type: 'auction_won',
        lotId: room.lot_id,
        amountCents: finalPrice,
        key: `won:${room.lot_id}`,
      });
      for (const loser of store.bidderIds(winner)) {
        store.enqueue({
          kind: 'notify',
          userId: loser,
          type: 'auction_lost',
          lotId: room.lot_id,
          amountCents: finalPrice,
          key: `lost:${room.lot_id}`,
        });
      }
    }
    store.enqueue({
      kind: 'pulse',
      pulse: { event: 'closed', lotId: room.lot_id, winnerUserId: winner, finalPriceCents: finalPrice, closedAt },
    });
  });
  return true;
}

/**
 * A second chance accepted: the closed lot goes to `winner` at their own last bid, with a payment of their own
 * and the winner's notice. False when the lot is not closed or already theirs.
 */
export function reassignWinner(
  store: LotRoomStorage,
  winner: { userId: number; amountCents: number },
  paymentDeadlineHours: number,
): boolean {
  const room = store.room!;
  // A lot closed below its reserve was not sold: nobody can take it over.
  if (room.status !== 'closed' || room.outcome === 'reserve_not_met' || room.winner_user_id === winner.userId) return false;
  const now = new Date().toISOString();
  store.write(() => {
    store.reassignWinner(winner.userId, winner.amountCents);
    store.enqueue({ kind: 'lot' });
    store.enqueue({
      kind: 'payment',
      userId: winner.userId,
      amountCents: winner.amountCents,
      feeCents: feeCents(winner.amountCents),
      dueAt: paymentDueAt(now, paymentDeadlineHours),
    });
    store.enqueue({
      kind: 'notify',
      userId: winner.userId,
      type: 'auction_won',
      lotId: room.lot_id,
      amountCents: winner.amountCents,
      key: `won:${room.lot_id}:${winner.userId}`,
    });
  });
  return true;
}

/** An administrator's reserve and extension window. */
export function setLotTerms(store: LotRoomStorage, terms: { reservePriceCents: number | null; extensionMinutes: number }): void {
  store.write(() => {
    store.setTerms(terms.reservePriceCents, terms.extensionMinutes);
    store.enqueue({ kind: 'lot' });
  });
}

/**
 * Moves the end (and the start, when given); a notice already sent for another end goes out again for the new one,
 * to the members who joined the audience since (it is keyed by the lot: nobody hears it twice; decision 0039).
 */
export function rescheduleLot(store: LotRoomStorage, times: { endsAt: string; startsAt?: string | null }): void {
  const room = store.room!;
  store.write(() => {
    const startsAt = times.startsAt === undefined ? room.starts_at : times.startsAt;
    const noticeStillDue = room.ending_notice_for !== null && room.ending_notice_for !== times.endsAt;
    store.reschedule(times.endsAt, startsAt, noticeStillDue ? null : room.ending_notice_for);
    store.enqueue({ kind: 'lot' });
  });
}

/**
 * 'auction_ending' goes out ENDING_NOTICE_MS before the end, once per member per lot: an extension keeps it sent
 * (storage `applyDecision`), and its key is the lot's.
 */
export function queueEndingNoticeIfDue(store: LotRoomStorage, now: number): void {
  const room = store.room!;
  if (!isDueForEndingNotice(room, now)) return;
  store.write(() => {
    store.markEndingNoticeSent();
    store.enqueue({ kind: 'ending', endsAt: room.ends_at! });
  });
}
