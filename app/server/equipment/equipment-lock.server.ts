/**
 * Whether a lot's report and certificate may still change: not once a bid is in (a bidder bid on the machine
 * the report showed) nor once the lot is closed. The room is the authority on both, as for the lot's terms
 * (lot-terms.server.ts): it is asked (`arm`, which also closes a lot whose end has passed) before anything
 * is written.
 */
import { equipmentAdminText } from '~/i18n/pt-BR-equipment-admin';
import type { LotRoomApi } from '~/server/platform/objects/lot-room-api.server';

const text = equipmentAdminText.errors;

export type EquipmentPart = 'report' | 'certificate';

export type EquipmentLock = { locked: false } | { locked: true; status: 404 } | { locked: true; status: 409; message: string };

export async function equipmentLock(room: Pick<LotRoomApi, 'arm'>, lotId: number, part: EquipmentPart): Promise<EquipmentLock> {
  const live = await room.arm();
  if (!live) return { locked: true, status: 404 };
  if (live.status === 'closed') return { locked: true, status: 409, message: text.closed };
  if (live.bid_count > 0) return { locked: true, status: 409, message: part === 'report' ? text.reportLocked : text.certificateLocked };
  return { locked: false };
}
