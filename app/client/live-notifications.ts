/**
 * Each notification the inbox socket pushes, told to the page too (a window event): a page that waits for
 * one (checkout, for its payment's approval) listens without opening a socket of its own.
 */
import type { LiveNotification } from '~/schemas/live';

export const LIVE_NOTIFICATION = 'arremate:notification';

export function announceLiveNotification(notification: LiveNotification) {
  window.dispatchEvent(new CustomEvent<LiveNotification>(LIVE_NOTIFICATION, { detail: notification }));
}

/** Calls `listener` with each pushed notification until the returned function is called. */
export function onLiveNotification(listener: (notification: LiveNotification) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<LiveNotification>).detail);
  window.addEventListener(LIVE_NOTIFICATION, handle);
  return () => window.removeEventListener(LIVE_NOTIFICATION, handle);
}

/** The member's notice that the payment of lot `lotId` was approved (by an administrator or by the PSP). */
export function isPaymentApprovalOf(notification: Pick<LiveNotification, 'type' | 'auction_id'>, lotId: number): boolean {
  return notification.type === 'payment_approved' && notification.auction_id === lotId;
}
