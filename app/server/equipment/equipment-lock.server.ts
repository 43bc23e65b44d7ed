/**
 * Whether a lot's report and certificate may still change: not once a bid is in (a bidder bid on the machine
 * the report showed) nor once the lot is closed. The room is the authority on both, as for the lot's terms
 * (lot-terms.server.ts), and it decides the edit in the same place as the first bid (decision 0037): the edit
 * takes the room's equipment hold (one conditional write: no bid, not closed, no other edit), writes, and lets
 * go; a bid meanwhile is refused. The write must start within `EQUIPMENT_WRITE_WITHIN_MS` of taking the hold,
 * so that it ends long before the hold lapses by itself (`EQUIPMENT_HOLD_MS`, for a Worker that never returns).
 */
import { equipmentAdminText } from '~/i18n/pt-BR-equipment-admin';
import { logError } from '~/server/platform/error-log.server';
import type { LotRoomApi } from '~/server/platform/objects/lot-room-api.server';

const text = equipmentAdminText.errors;

export type EquipmentPart = 'report' | 'certificate';

export const EQUIPMENT_HOLD_MS = 60_000;
export const EQUIPMENT_WRITE_WITHIN_MS = 20_000;

export type EquipmentLock = { locked: true; status: 404 } | { locked: true; status: 409; message: string };

export type EquipmentRoom = Pick<LotRoomApi, 'holdEquipment' | 'releaseEquipment'>;

/**
 * `write` run while the room holds the lot for it (`writeBy`: the instant past which it must not start its D1
 * write); the lock instead when the lot is unknown (404), closed or has a bid, or another edit holds it (409).
 */
export async function withEquipmentHold<T>(
  room: EquipmentRoom,
  lotId: number,
  part: EquipmentPart,
  write: (writeBy: number) => Promise<T>,
): Promise<EquipmentLock | { locked: false; value: T }> {
  const token = crypto.randomUUID();
  const writeBy = Date.now() + EQUIPMENT_WRITE_WITHIN_MS;
  const hold = await room.holdEquipment(token, EQUIPMENT_HOLD_MS);
  if (!hold.held) {
    if (hold.reason === 'not_found') return { locked: true, status: 404 };
    if (hold.reason === 'closed') return { locked: true, status: 409, message: text.closed };
    if (hold.reason === 'busy') return { locked: true, status: 409, message: text.editInProgress };
    return { locked: true, status: 409, message: part === 'report' ? text.reportLocked : text.certificateLocked };
  }
  try {
    return { locked: false, value: await write(writeBy) };
  } finally {
    // Not let go (the room unreachable): the hold lapses by itself.
    await room.releaseEquipment(token).catch((error: unknown) => logError('equipment hold not released', error, { lotId }));
  }
}
