/**
 * A lot read that shows every acknowledged write. The room is the authority on a live lot and D1 trails it
 * by the mirror's coalescing window after a bid; a member's read of an active or pending lot therefore asks
 * the room to settle its mirror first, then reads D1 again if it was behind, and lays the room's live fields
 * over the row (they hold even should the mirror have failed). Visitors see no price or bid, and every write
 * they can see (close, new end, edit, deletion) reaches D1 before its 2xx: they read D1 alone. Closed lots
 * change only through writes that wait for D1.
 */
import { applyLiveLot } from '~/schemas/live-lot';
import type { Viewer } from '~/schemas/viewer';
import type { Db } from '~/server/db/client.server';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';
import { lotRoom } from '~/server/platform/objects/stubs.server';
import { getLot, type LotDetail } from './lots.server';

export async function readLot(rc: { db: Db; env: Env }, id: number, viewer: Viewer | null): Promise<LotDetail | null> {
  const detail = await getLot(rc.db, id, viewer);
  if (!detail || !viewer || detail.lot.status === 'closed') return detail;
  const settled = await lotRoom(rc.env, id)
    .settle()
    .catch((error: unknown) => {
      logError('lot read: room settle', error, { lotId: id });
      return null;
    });
  if (!settled) return detail;
  const current = settled.version > detail.seq ? ((await getLot(rc.db, id, viewer)) ?? detail) : detail;
  return { ...current, lot: applyLiveLot(current.lot, settled.lot), seq: Math.max(current.seq, settled.version) };
}
