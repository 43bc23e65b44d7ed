/** public/sw.js, run in Node against a fake service worker scope: what it shows for a push, where a click leads. */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { webAppText } from '~/i18n/pt-BR-web-app';

const ORIGIN = 'https://arremate.com.br';
const source = readFileSync(new URL('../../../public/sw.js', import.meta.url), 'utf8');

interface FakeClient {
  url: string;
  focused: boolean;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function tab(path: string, { focused = false, controlled = true } = {}): FakeClient {
  const client: FakeClient = {
    url: new URL(path, ORIGIN).href,
    focused,
    focus: vi.fn(() => Promise.resolve(client)),
    navigate: vi.fn((url: string) => (controlled ? Promise.resolve({ ...client, url }) : Promise.reject(new TypeError('not controlled')))),
  };
  return client;
}

/** What the fake server answers the worker's fetches: GET /api/push/key, POST /api/push/devices. */
type ServerAnswer = (url: string, init: RequestInit | undefined) => Response;
const signedIn: ServerAnswer = (url) =>
  url === '/api/push/key' ? Response.json({ data: { public_key: HOUSE_KEY } }) : Response.json({ data: { id: 7 } }, { status: 201 });

/** Loads sw.js into a fresh fake scope; returns its listeners and the fakes they call. */
function loadWorker(windows: FakeClient[] = [], server: ServerAnswer = signedIn) {
  const listeners = new Map<string, (event: unknown) => void>();
  const showNotification = vi.fn(() => Promise.resolve());
  const openWindow = vi.fn(() => Promise.resolve(null));
  const matchAll = vi.fn(() => Promise.resolve(windows));
  const subscribe = vi.fn((options: { applicationServerKey: Uint8Array }) => Promise.resolve(fakeSubscription(RESUBSCRIBED, options)));
  const fetch = vi.fn((url: string, init?: RequestInit) => Promise.resolve(server(url, init)));
  const self: Record<string, unknown> = {
    location: new URL('/sw.js', ORIGIN),
    registration: { showNotification, pushManager: { subscribe } },
    clients: { matchAll, openWindow, claim: vi.fn(() => Promise.resolve()) },
    skipWaiting: vi.fn(),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  runInNewContext(source, { self, URL, JSON, Promise, Number, TypeError, Uint8Array, atob, fetch });
  /** Dispatches an event and waits for what it handed to waitUntil. */
  async function dispatch(type: string, event: Record<string, unknown>) {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  }
  const push = (text: string | null) => dispatch('push', { data: text === null ? null : { text: () => text } });
  const click = (url: unknown) => {
    const close = vi.fn();
    return dispatch('notificationclick', { notification: { data: { url }, close } }).then(() => close);
  };
  const change = (event: { oldSubscription: unknown; newSubscription: unknown }) => dispatch('pushsubscriptionchange', event);
  /** The bodies the worker posted to /api/push/devices. */
  const posted = () =>
    fetch.mock.calls
      .filter(([url, init]) => url === '/api/push/devices' && init?.method === 'POST')
      .map(([, init]) => JSON.parse(init!.body as string) as Record<string, unknown>);
  return { listeners, showNotification, openWindow, matchAll, push, click, change, subscribe, fetch, posted };
}

/** The house's VAPID public key (65 bytes), as /api/push/key gives it: unpadded base64url. */
const HOUSE_KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : (i * 37) % 256));
const HOUSE_KEY = Buffer.from(HOUSE_KEY_BYTES).toString('base64url');
const OLD = 'https://updates.push.services.mozilla.com/wpush/v2/old';
const ROTATED = 'https://updates.push.services.mozilla.com/wpush/v2/rotated';
const RESUBSCRIBED = 'https://updates.push.services.mozilla.com/wpush/v2/resubscribed';
const KEYS = { p256dh: 'BPp256dh', auth: 'YXV0aA' };

function fakeSubscription(endpoint: string, options: unknown = null) {
  return { endpoint, options, toJSON: () => ({ endpoint, expirationTime: null, keys: KEYS }) };
}

const outbid = {
  title: 'Seu lance foi superado',
  body: 'Seu lance em "Dell Latitude 5420" foi superado. Lance atual: R$ 1.250,00',
  url: '/lotes/12',
  tag: 'lot-12',
  timestamp: 1_795_000_000_000,
  type: 'bid_outbid',
};

describe('the service worker shows a push', () => {
  it("shows the notice's title and price line with its tag, the lot's link, the icons and pt-BR", async () => {
    const sw = loadWorker();
    await sw.push(JSON.stringify(outbid));
    expect(sw.showNotification).toHaveBeenCalledExactlyOnceWith(outbid.title, {
      body: outbid.body,
      tag: 'lot-12',
      renotify: true,
      timestamp: outbid.timestamp,
      data: { url: '/lotes/12' },
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'pt-BR',
    });
  });

  it('shows the generic Arremate notice for a push it cannot read (a push must always show one)', async () => {
    const unreadable = [null, '', 'not json', '[]', JSON.stringify({ ...outbid, title: '' }), JSON.stringify({ ...outbid, body: 3 })];
    // A link off the site is never followed.
    const offSite = ['https://phishing.example/lotes/12', '//phishing.example/x', 'javascript:alert(1)', '/\\phishing.example'];
    for (const text of [...unreadable, ...offSite.map((url) => JSON.stringify({ ...outbid, url }))]) {
      const sw = loadWorker();
      await sw.push(text);
      expect(sw.showNotification, String(text)).toHaveBeenCalledExactlyOnceWith(webAppText.fallbackNotice.title, {
        body: webAppText.fallbackNotice.body,
        data: { url: '/' },
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        lang: 'pt-BR',
      });
    }
  });

  it('has no fetch handler: it caches nothing, prices and personal data included', () => {
    const sw = loadWorker();
    expect([...sw.listeners.keys()].sort()).toEqual(['activate', 'install', 'notificationclick', 'push', 'pushsubscriptionchange']);
    expect(source).not.toMatch(/\bcaches\.|addEventListener\(\s*['"]fetch/);
  });
});

describe('a click on a notice', () => {
  it('focuses the tab already at the lot, and opens nothing', async () => {
    const atLot = tab('/lotes/12');
    const sw = loadWorker([tab('/lotes', { focused: true }), atLot]);
    const close = await sw.click('/lotes/12');
    expect(close).toHaveBeenCalled();
    expect(atLot.focus).toHaveBeenCalled();
    expect(atLot.navigate).not.toHaveBeenCalled();
    expect(sw.openWindow).not.toHaveBeenCalled();
    expect(sw.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
  });

  it('takes an open tab of the site to the lot rather than opening a second one', async () => {
    const other = tab('/dashboard');
    const focused = tab('/lotes', { focused: true });
    const sw = loadWorker([other, focused]);
    await sw.click('/lotes/12');
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.navigate).toHaveBeenCalledWith(`${ORIGIN}/lotes/12`);
    expect(other.navigate).not.toHaveBeenCalled();
    expect(sw.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window only when no tab of the site is open, or the open one cannot be navigated', async () => {
    const none = loadWorker([]);
    await none.click('/lotes/12');
    expect(none.openWindow).toHaveBeenCalledExactlyOnceWith(`${ORIGIN}/lotes/12`);
    const uncontrolled = loadWorker([tab('/lotes', { controlled: false })]);
    await uncontrolled.click('/lotes/12');
    expect(uncontrolled.openWindow).toHaveBeenCalledExactlyOnceWith(`${ORIGIN}/lotes/12`);
  });

  it("goes to the home page for a notice whose link is not the site's", async () => {
    const sw = loadWorker([]);
    await sw.click('https://phishing.example/');
    expect(sw.openWindow).toHaveBeenCalledExactlyOnceWith(`${ORIGIN}/`);
  });
});

describe('the browser replaces its push subscription (pushsubscriptionchange)', () => {
  it("posts the event's new subscription with the old endpoint it replaces, as a same-origin request with the cookies", async () => {
    const sw = loadWorker();
    await sw.change({ oldSubscription: fakeSubscription(OLD), newSubscription: fakeSubscription(ROTATED) });
    expect(sw.fetch).toHaveBeenCalledExactlyOnceWith('/api/push/devices', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: expect.any(String),
    });
    expect(sw.posted()).toEqual([{ endpoint: ROTATED, expirationTime: null, keys: KEYS, replaces: OLD }]);
    expect(sw.subscribe).not.toHaveBeenCalled();
  });

  it("subscribes again with the house's current key when the browser gave no new subscription (Firefox)", async () => {
    const sw = loadWorker();
    await sw.change({ oldSubscription: fakeSubscription(OLD), newSubscription: null });
    expect(sw.fetch.mock.calls[0]![0]).toBe('/api/push/key');
    expect(sw.subscribe).toHaveBeenCalledExactlyOnceWith({ userVisibleOnly: true, applicationServerKey: HOUSE_KEY_BYTES });
    expect(sw.posted()).toEqual([{ endpoint: RESUBSCRIBED, expirationTime: null, keys: KEYS, replaces: OLD }]);
  });

  it('sends no `replaces` when the browser names no old subscription', async () => {
    const sw = loadWorker();
    await sw.change({ oldSubscription: null, newSubscription: null });
    expect(sw.posted()).toEqual([{ endpoint: RESUBSCRIBED, expirationTime: null, keys: KEYS }]);
  });

  it('does nothing more when the member is signed out (401) or push is off on the server', async () => {
    const answers: ServerAnswer[] = [
      () => Response.json({ error: 'Faça login.' }, { status: 401 }),
      () => Response.json({ data: { public_key: null } }),
    ];
    for (const server of answers) {
      const sw = loadWorker([], server);
      await sw.change({ oldSubscription: fakeSubscription(OLD), newSubscription: null });
      expect(sw.subscribe).not.toHaveBeenCalled();
      expect(sw.posted()).toEqual([]);
    }
  });

  it('lets a failure pass quietly (offline, permission withdrawn): the event still settles', async () => {
    const sw = loadWorker([], () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      sw.change({ oldSubscription: fakeSubscription(OLD), newSubscription: fakeSubscription(ROTATED) }),
    ).resolves.toBeUndefined();
  });
});

describe("the service worker's strings", () => {
  it("are the catalogue's (sw.js cannot import it, so it keeps a copy)", () => {
    expect(source).toContain(`title: '${webAppText.fallbackNotice.title}'`);
    expect(source).toContain(`body: '${webAppText.fallbackNotice.body}'`);
  });
});
