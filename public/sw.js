/*
 * Arremate's service worker (served as is at /sw.js, scope /; docs/decisions/0043).
 * It shows the Web Push notices the Worker sends and, on a click, brings the member to the lot, in the tab they
 * already have open when there is one. When the browser replaces its push subscription on its own, it tells the
 * server, so the member's device keeps receiving. It has no fetch handler: it caches nothing, so no price or personal data
 * is ever kept by it, and every page still comes from the network as it does without it.
 * Plain JavaScript read by the browser as it is: it cannot import the i18n catalogue, so its two strings are copied
 * from app/i18n/pt-BR-service-worker.ts (a unit test keeps them equal).
 */
'use strict';

/** The notice shown when a push carries no readable payload (a push must always show something). */
const FALLBACK = { title: 'Arremate', body: 'Você tem uma nova notificação.', url: '/' };
const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';

/** A same-origin path ('/lotes/12'), never another site nor a protocol-relative '//host'. */
function isSitePath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** The title and showNotification options for a push's payload text (the JSON the Worker sends), or the fallback. */
function noticeFromPayload(text) {
  let payload = null;
  try {
    payload = JSON.parse(text);
  } catch {
    payload = null;
  }
  const valid =
    payload !== null &&
    typeof payload === 'object' &&
    typeof payload.title === 'string' &&
    payload.title.trim() !== '' &&
    typeof payload.body === 'string' &&
    isSitePath(payload.url);
  const notice = valid ? payload : FALLBACK;
  const options = {
    body: notice.body,
    icon: ICON,
    badge: BADGE,
    lang: 'pt-BR',
    data: { url: notice.url },
  };
  if (valid && typeof payload.tag === 'string' && payload.tag !== '') {
    options.tag = payload.tag;
    // A newer notice under the same tag replaces the older one: let it be heard too (a new outbid is news).
    options.renotify = true;
  }
  if (valid && typeof payload.timestamp === 'number' && Number.isFinite(payload.timestamp)) options.timestamp = payload.timestamp;
  return { title: notice.title, options };
}

/**
 * Shows `url` (a site path) to the member: an open tab already there is focused; otherwise an open tab of the site
 * is focused and taken there; a new window opens only when the site has no tab open.
 */
async function openNotice(url) {
  const target = new URL(isSitePath(url) ? url : '/', self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.filter((client) => new URL(client.url).origin === self.location.origin);
  const same = ours.find((client) => client.url === target);
  if (same) return focusClient(same);
  const other = ours.find((client) => client.focused) || ours[0];
  if (other) {
    await focusClient(other);
    try {
      const navigated = await other.navigate(target);
      if (navigated) return navigated;
    } catch {
      // A tab this worker does not control cannot be navigated by it: open the lot beside it instead.
    }
  }
  return self.clients.openWindow(target);
}

/** Focuses a tab; the browser allows it only while a notice's click is being handled, so a refusal is not an error. */
async function focusClient(client) {
  try {
    return await client.focus();
  } catch {
    return client;
  }
}

/** An unpadded base64url string (the house's VAPID key from /api/push/key) as bytes, or null. */
function bytesOfBase64url(text) {
  if (typeof text !== 'string' || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The house's current VAPID public key, or null when the member is signed out (401) or push is off. */
async function houseKey() {
  const res = await fetch('/api/push/key', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!res.ok) return null;
  const json = await res.json();
  return bytesOfBase64url(json && json.data ? json.data.public_key : null);
}

/**
 * `pushsubscriptionchange`: the browser replaced this worker's push subscription (Firefox does when its push service
 * rotates; the old endpoint then answers 410 and the server would drop the device). The new subscription, the
 * event's own or one made now with the house's current key, is posted to /api/push/devices with `replaces`: the
 * old endpoint, so the server moves the member's device to it (docs/decisions/0044). The request is same-origin
 * and carries the member's session cookie, as the page's own would; signed out (401), nothing happens. Resolves to
 * the server's status, or null when nothing was sent.
 */
async function renewSubscription(oldSubscription, newSubscription) {
  let subscription = newSubscription || null;
  if (!subscription) {
    const key = await houseKey();
    if (!key) return null;
    subscription = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  }
  const body = subscription.toJSON();
  const oldEndpoint = oldSubscription && oldSubscription.endpoint;
  if (typeof oldEndpoint === 'string' && oldEndpoint !== '' && oldEndpoint !== body.endpoint) body.replaces = oldEndpoint;
  const res = await fetch('/api/push/devices', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return res.status;
}

self.addEventListener('install', () => {
  // A new version takes over at once: it holds no cache that an older page could depend on.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  // Tabs opened before the worker was installed come under it, so a click can take them to the lot.
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  let text = '';
  try {
    text = event.data ? event.data.text() : '';
  } catch {
    text = '';
  }
  const { title, options } = noticeFromPayload(text);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url;
  event.waitUntil(openNotice(url));
});

self.addEventListener('pushsubscriptionchange', (event) => {
  // A failure (offline, permission withdrawn) leaves things as they were: the old endpoint's 410 removes the device.
  event.waitUntil(renewSubscription(event.oldSubscription, event.newSubscription).catch(() => null));
});

// The tests reach the handlers' logic through this (tests/unit/web-app/service-worker.test.ts, tests/e2e/service-worker.spec.ts).
self.arremateNotices = { noticeFromPayload, openNotice, renewSubscription };
