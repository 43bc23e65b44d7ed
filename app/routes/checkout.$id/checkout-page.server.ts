import { checkoutAccess, checkoutState } from '~/server/after-sale/checkout.server';
import { winnerPayment } from '~/server/after-sale/payments.server';
import { freeSlots, pickupInfo } from '~/server/after-sale/pickups.server';
import { purchaseWithdrawalState } from '~/server/after-sale/purchase-withdrawals.server';
import type { RequestContext } from '~/server/context/request-context.server';
import { knownLotRoom } from '~/server/lots/known-lots.server';
import { qrCodeDataUrl } from '~/server/platform/qr-code.server';

/** What /checkout/{id} shows, by where the viewer stands (the lot's room asked for its status and winner). */
export async function loadCheckoutPage(rc: RequestContext, lotId: number, viewerId: number) {
  // No lot in D1, no room: an id that does not exist never creates one.
  const room = await knownLotRoom(rc.env, rc.db, lotId);
  if (!room) return { access: { kind: 'not_found' as const } };
  const live = await room.snapshot().catch(() => null);
  const access = await checkoutAccess(rc.db, lotId, viewerId, live);
  if (access.kind !== 'winner') return { access };
  const settings = rc.settings.house;
  const state = await checkoutState(rc.db, access.lot, viewerId, settings, { psp: rc.settings.psp !== null });
  const payment = await winnerPayment(rc.db, access.lot.id, viewerId);
  return {
    access,
    state,
    pixQr: state.pix ? qrCodeDataUrl(state.pix.payload) : null,
    chargeQr: {
      pix: state.charges.pix?.status === 'active' ? qrCodeDataUrl(state.charges.pix.pix_copia_e_cola) : null,
      boleto: state.charges.boleto?.status === 'active' ? qrCodeDataUrl(state.charges.boleto.pix_copia_e_cola) : null,
    },
    info: pickupInfo(access.lot, payment, settings),
    slots: state.can_schedule ? await freeSlots(rc.db, settings.pickupSlotCapacity) : [],
    desistencia: await purchaseWithdrawalState(rc.db, access.lot.id, viewerId),
  };
}
