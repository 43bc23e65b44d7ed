/**
 * What the lot page knows of its lot between page loads, kept pure: the live socket's messages, the
 * answers to our own bids, and how they combine with the page's data. The socket's `seq` numbers the
 * lot's events; the page data carries the `seq` it reflects, so the newer of the two wins.
 */
import type { LiveBid, LiveLot, LiveLotMember, LotSocketMessage } from '~/schemas/live';
import { applyLiveLot } from '~/schemas/live-lot';
import type { Lot } from '~/schemas/lot';

export interface RoomState {
  /** `seq` of the last socket message; null before the first */
  seq: number | null;
  /** the lot as the socket last described it */
  live: LiveLot | null;
  /** the lot as the answer to one of our bids described it (no `seq`: newer only if it counts more bids) */
  answer: LiveLotMember | null;
  /** bids learnt since the page loaded (socket `last_bid`, our own accepted bids) */
  bids: LiveBid[];
  viewers: number | null;
}

export const emptyRoom: RoomState = { seq: null, live: null, answer: null, bids: [], viewers: null };

export interface Received {
  state: RoomState;
  /** the lot update to pass on (window event `auctionUpdate`), if the message carried one */
  update: LiveLot | null;
  /** a message or a bid was missed: the page should fetch its data again */
  missed: boolean;
}

/** A message skipped: the lot's events are numbered one by one. */
export function isGap(lastSeq: number | null, seq: number): boolean {
  return lastSeq !== null && seq > lastSeq + 1;
}

/** Bids newest first without duplicates (the same bid may come from the page, the socket and our answer). */
export function mergeBids<B extends LiveBid>(known: readonly B[], learnt: readonly LiveBid[]): (B | LiveBid)[] {
  const bySeq = new Map<number, B | LiveBid>();
  for (const bid of learnt) bySeq.set(bid.seq, bid);
  for (const bid of known) bySeq.set(bid.seq, bid);
  return [...bySeq.values()].sort((a, b) => b.seq - a.seq);
}

const bidCount = (lot: Lot | LiveLot): number => ('bid_count' in lot ? lot.bid_count : 0);

/** `knownBidSeq`: the highest bid `seq` the page already lists. */
export function receive(state: RoomState, message: LotSocketMessage, knownBidSeq: number): Received {
  if (message.type === 'viewers') {
    const missed = state.seq !== null && message.seq > state.seq;
    return { state: { ...state, viewers: message.data.viewers }, update: null, missed };
  }
  if (message.type !== 'auction_update') return { state, update: null, missed: false };
  if (state.seq !== null && message.seq < state.seq) return { state, update: null, missed: false };
  const data = message.data;
  const learnt = 'bids' in data ? data.bids : [];
  const bids = learnt.length ? mergeBids(state.bids, learnt) : state.bids;
  const highestBid = Math.max(knownBidSeq, bids[0]?.seq ?? 0);
  const missed = isGap(state.seq, message.seq) || ('bid_count' in data && data.bid_count > highestBid);
  return { state: { ...state, seq: message.seq, live: data, bids, viewers: data.viewers }, update: data, missed };
}

/** The answer to our own bid (accepted: with the bid; refused: the lot as it stands, if sent). */
export function receiveAnswer(state: RoomState, lot: LiveLotMember | null, bid: LiveBid | null): RoomState {
  return {
    ...state,
    answer: lot && (!state.answer || lot.bid_count >= state.answer.bid_count) ? lot : state.answer,
    bids: mergeBids(state.bids, [...(bid ? [bid] : []), ...(lot?.bids ?? [])]),
  };
}

/** The freshest view of the lot: the page's data (at `lotSeq`), the socket's if newer, our bid's answer if it counts more bids. */
export function currentLot(lot: Lot, lotSeq: number, state: RoomState): Lot {
  let source: Lot | LiveLot = lot;
  if (state.live && state.seq !== null && state.seq >= lotSeq) source = state.live;
  if (state.answer && state.answer.bid_count > bidCount(source)) source = state.answer;
  return source === lot ? lot : applyLiveLot(lot, source as LiveLot);
}
