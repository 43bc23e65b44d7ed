/**
 * This browser's side of Web Push (decision record 0044), called from Meu Perfil → Notificações only when the member
 * clicks: the permission is asked then (never on page load), the service worker registered (again: harmless) and
 * ready, the push subscription made with the house's VAPID key and handed to /api/push/devices.
 */
import { fromBase64url } from '~/domain/base64url';

export type PushSupport = 'supported' | 'unsupported';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window ? 'supported' : 'unsupported';
}

/** The permission as it stands, without asking. */
export function notificationPermission(): NotificationPermission {
  return pushSupport() === 'supported' ? Notification.permission : 'denied';
}

export type Subscribed = { ok: true; subscription: PushSubscriptionJSON } | { ok: false; reason: 'denied' | 'dismissed' | 'failed' };

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

/** Asks the permission (the member clicked), then subscribes this browser with the house's key. */
export async function subscribeThisBrowser(publicKey: string): Promise<Subscribed> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { ok: false, reason: 'denied' };
  if (permission !== 'granted') return { ok: false, reason: 'dismissed' };
  const key = fromBase64url(publicKey);
  if (!key) return { ok: false, reason: 'failed' };
  try {
    await navigator.serviceWorker.register('/sw.js');
    const registration = await navigator.serviceWorker.ready;
    let subscription = await registration.pushManager.getSubscription();
    // One made with another key (the house changed its keys) is of no use: made again.
    if (subscription && !sameKey(subscription.options?.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    return { ok: true, subscription: subscription.toJSON() };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}

/** Ends this browser's push subscription (after the server forgot it). */
export async function unsubscribeThisBrowser(): Promise<void> {
  if (pushSupport() !== 'supported') return;
  const registration = await navigator.serviceWorker.getRegistration('/').catch(() => undefined);
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}
