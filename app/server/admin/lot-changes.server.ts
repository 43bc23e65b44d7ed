/**
 * A lot created or edited with its room, the one path for the API's lot form (POST and PUT /api/auctions) and
 * the bulk import: D1 holds the catalogue fields, the room decides the live state (arming the closing alarm,
 * the terms before the first bid, moving `ends_at`, refusing a closed lot).
 */
import { liveText } from '~/i18n/pt-BR-live';
import type { LiveLotMember } from '~/schemas/live';
import type { FieldErrors, LotCreateInput, LotUpdateInput } from '~/schemas/lot-editing';
import type { Db } from '~/server/db/client.server';
import type { Actor } from '~/server/platform/audit.server';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';
import { lotRoom } from '~/server/platform/objects/stubs.server';
import { createLot, updateLotCatalogue } from './lot-editing.server';
import { changeLotTerms } from './lot-terms.server';

const adminText = liveText.admin;

/** A new active lot, its room armed now; should arming fail, the sweep of due lots arms it before the end. */
export async function createArmedLot(
  env: Pick<Env, 'LOT_ROOM'>,
  db: Db,
  actor: Actor,
  input: LotCreateInput,
): Promise<{ id: number; live: LiveLotMember | null }> {
  const id = await createLot(db, actor, input);
  const live = await lotRoom(env, id)
    .arm()
    .catch((error: unknown) => {
      logError('arm new lot', error, { lotId: id });
      return null;
    });
  return { id, live };
}

export type LotEdit =
  | { ok: true; live: LiveLotMember }
  | { ok: false; status: 404 }
  | { ok: false; status: 409; message: string }
  | { ok: false; status: 422; message: string; fields: FieldErrors };

/**
 * An edit of a lot in the catalogue: the room's word on its status first (arming also closes a lot whose end
 * has passed; `live` when the caller already has it), a closed lot refused, the terms to the room, a new end
 * to the room, then the catalogue fields to D1 (audited).
 */
export async function editLot(
  env: Pick<Env, 'LOT_ROOM'>,
  db: Db,
  actor: Actor,
  id: number,
  patch: LotUpdateInput,
  armed?: LiveLotMember,
): Promise<LotEdit> {
  const room = lotRoom(env, id);
  let live: LiveLotMember | null = armed ?? (await room.arm());
  if (!live) return { ok: false, status: 404 };
  const endsAtBefore = live.ends_at;
  if (live.status === 'closed') return { ok: false, status: 409, message: adminText.closedEdit };
  const endsAt = patch.ends_at;
  if (endsAt !== undefined && live.starts_at && Date.parse(endsAt) <= Date.parse(live.starts_at)) {
    return { ok: false, status: 422, message: adminText.startsAfterEnd, fields: { ends_at: adminText.startsAfterEnd } };
  }
  const terms = await changeLotTerms(db, id, live, patch, (next) => room.setTerms(next));
  if (!terms.ok) {
    if (terms.status === 422) return { ok: false, status: 422, message: terms.message, fields: { [terms.field]: terms.message } };
    return terms;
  }
  live = terms.lot;
  if (endsAt !== undefined) {
    const moved = await room.reschedule({ endsAt });
    if (!moved.ok)
      return moved.reason === 'not_found' ? { ok: false, status: 404 } : { ok: false, status: 409, message: adminText.closedEdit };
    live = moved.lot;
  }
  await updateLotCatalogue(db, actor, id, patch, endsAtBefore);
  return { ok: true, live };
}
