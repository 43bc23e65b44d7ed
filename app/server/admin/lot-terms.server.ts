/**
 * An administrator's terms of a lot: the reserve (`reserve_price`) and the extension window
 * (`extension_minutes`). The room decides with both, so a change goes to the room first (`setTerms`), then
 * to D1 with the rest of the edit. The house's rule: the terms change only while the lot has no bids — a
 * bidder bids on the terms they saw, so neither the reserve nor the window moves under them.
 */
import { eq } from 'drizzle-orm';
import { adminLotsText } from '~/i18n/pt-BR-admin-lots';
import { liveText } from '~/i18n/pt-BR-live';
import type { LiveLotMember } from '~/schemas/live';
import { reserveBelowStart, type LotUpdateInput } from '~/schemas/lot-editing';
import type { Db } from '~/server/db/client.server';
import { lots } from '~/server/db/schema';
import type { LotTerms, RoomCommandResult } from '~/server/platform/objects/lot-room-api.server';

const text = adminLotsText.terms;

export type TermsChange =
  | { ok: true; lot: LiveLotMember }
  | { ok: false; status: 404 }
  | { ok: false; status: 409; message: string }
  | { ok: false; status: 422; message: string; field: 'reserve_price' };

/** The lot's terms and start price in D1, or null when it is not there. */
export async function lotTerms(db: Db, id: number): Promise<(LotTerms & { startPriceCents: number }) | null> {
  const [row] = await db
    .select({ reservePriceCents: lots.reservePriceCents, extensionMinutes: lots.extensionMinutes, startPriceCents: lots.startPriceCents })
    .from(lots)
    .where(eq(lots.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Applies an edit's terms to a lot the room has armed (`live`, not closed): nothing to do when the edit leaves
 * them as they are; a reserve below the start price is refused (422), a change once a bid is in too (409);
 * otherwise the room takes them (`setTerms`) and its new state is returned. The room itself refuses them once
 * it holds a bid (a bid that reached it after the check): the bidder bid on the old ones (409).
 */
export async function changeLotTerms(
  db: Db,
  id: number,
  live: LiveLotMember,
  patch: Pick<LotUpdateInput, 'reserve_price' | 'extension_minutes'>,
  setTerms: (terms: LotTerms) => Promise<RoomCommandResult>,
): Promise<TermsChange> {
  if (patch.reserve_price === undefined && patch.extension_minutes === undefined) return { ok: true, lot: live };
  const current = await lotTerms(db, id);
  if (!current) return { ok: false, status: 404 };
  const next: LotTerms = {
    reservePriceCents: patch.reserve_price === undefined ? current.reservePriceCents : patch.reserve_price,
    extensionMinutes: patch.extension_minutes ?? current.extensionMinutes,
  };
  if (next.reservePriceCents === current.reservePriceCents && next.extensionMinutes === current.extensionMinutes) {
    return { ok: true, lot: live };
  }
  const below = reserveBelowStart(next.reservePriceCents, current.startPriceCents);
  if (below) return { ok: false, status: 422, message: below, field: 'reserve_price' };
  if (live.bid_count > 0) return { ok: false, status: 409, message: text.lockedAfterBids };
  const result = await setTerms(next);
  if (result.ok) return { ok: true, lot: result.lot };
  if (result.reason === 'not_found') return { ok: false, status: 404 };
  return { ok: false, status: 409, message: result.reason === 'has_bids' ? text.lockedAfterBids : liveText.admin.closedEdit };
}
