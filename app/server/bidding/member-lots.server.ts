/**
 * The running lots a member has bid on, as their rooms have them: what a read of the member's own bids waits
 * for, and who leads each. D1 knows every lot the member has bid on (a room answers a member's first bid on
 * its lot once D1 has it), but trails the room on the later bids and on who leads; each of those lots' rooms
 * settles its mirror (drains it into D1 now) and answers its live state. Closed lots change only through
 * writes that wait for D1, so D1 alone answers for them. Decision 0028.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '~/server/db/client.server';
import { bids, lots } from '~/server/db/schema';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';
import { lotRoom } from '~/server/platform/objects/stubs.server';

/** What a read of a member's own bids needs: D1 and the lots' rooms. */
export interface MemberReadContext {
  db: Db;
  env: Pick<Env, 'LOT_ROOM'>;
}

export interface RunningLot {
  id: number;
  /** the top bidder as the room has it now (as D1 has it, should the room not answer) */
  topBidUserId: number | null;
}

/** One settlement per request and member: a page that reads the overview and the history asks each room once. */
const settledIn = new WeakMap<MemberReadContext, Map<number, Promise<RunningLot[]>>>();

/**
 * Settles the D1 mirror of every lot not closed on which the member has a bid, all at once, so that D1
 * then holds each of their acknowledged bids; answers those lots with their top bidder as each room has it.
 * Reads of one request (one `rc`) share it.
 */
export function settleMemberLots(rc: MemberReadContext, userId: number): Promise<RunningLot[]> {
  const mine = settledIn.get(rc) ?? new Map<number, Promise<RunningLot[]>>();
  settledIn.set(rc, mine);
  const settling = mine.get(userId) ?? settle(rc, userId);
  mine.set(userId, settling);
  return settling;
}

async function settle(rc: MemberReadContext, userId: number): Promise<RunningLot[]> {
  const running = await rc.db
    .selectDistinct({ id: lots.id, topBidUserId: lots.topBidUserId })
    .from(bids)
    .innerJoin(lots, eq(lots.id, bids.lotId))
    .where(and(eq(bids.userId, userId), ne(lots.status, 'closed')));
  return Promise.all(
    running.map(async (lot) => {
      const settled = await lotRoom(rc.env, lot.id)
        .settle()
        .catch((error: unknown) => {
          logError('member lots: room settle', error, { lotId: lot.id });
          return null;
        });
      return settled ? { id: lot.id, topBidUserId: settled.lot.top_bid_user_id } : lot;
    }),
  );
}
