import { checkoutAccess, checkoutState } from '~/server/after-sale/checkout.server';
import { winnerPayment } from '~/server/after-sale/payments.server';
import { freeSlots, pickupInfo } from '~/server/after-sale/pickups.server';
import { qrCodeDataUrl } from '~/server/after-sale/qr-code.server';
import { lotRoom } from '~/server/platform/durable-objects.server';
import type { RequestContext } from '~/server/platform/request-context.server';

/** What /checkout/{id} shows, by where the viewer stands (the lot's room asked for its status and winner). */
export async function loadCheckoutPage(rc: RequestContext, lotId: number, viewerId: number) {
  const live = await lotRoom(rc.env, lotId)
    .snapshot(lotId)
    .catch(() => null);
  const access = await checkoutAccess(rc.db, lotId, viewerId, live);
  if (access.kind !== 'winner') return { access };
  const settings = rc.settings.house;
  const state = await checkoutState(rc.db, access.lot, viewerId, settings);
  const payment = await winnerPayment(rc.db, access.lot.id, viewerId);
  return {
    access,
    state,
    pixQr: state.pix ? qrCodeDataUrl(state.pix.payload) : null,
    info: pickupInfo(access.lot, payment, settings),
    slots: state.can_schedule ? await freeSlots(rc.db, settings.pickupSlotCapacity) : [],
  };
}
