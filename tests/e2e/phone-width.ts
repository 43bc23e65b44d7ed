import type { BrowserContext, Page } from '@playwright/test';

/** The narrowest phone the pages are made for (an iPhone 12–15's CSS width). */
export const PHONE_WIDTH = { width: 390, height: 844 };

/** Pages of the site the phone check has already loaded, by `routeKey`. */
const checked = new Set<string>();
/** Pages each open context has visited since its last check. */
const pending = new Map<BrowserContext, Set<string>>();

/**
 * One page of a kind: the path with its ids as `:id`, the tab (`aba`) and the names of the other parameters
 * (`/admin?aba=usuarios&email=…` filtered by one address or another is laid out the same).
 */
function routeKey(url: URL) {
  const names = [...new Set(url.searchParams.keys())].sort();
  const query = names.map((name) => (name === 'aba' ? `aba=${url.searchParams.get('aba')}` : name)).join('&');
  return `${url.pathname.replace(/\/\d+(?=\/|$)/g, '/:id')}${query ? `?${query}` : ''}`;
}
const isSitePage = (url: URL) => /^https?:$/.test(url.protocol) && !/^\/(?:api|media|dev\/fake-viacep)\//.test(url.pathname);

/** Notes every document the page's main frame shows, full loads and client-side navigations alike. */
export function recordVisits(page: Page) {
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    if (!isSitePage(url) || checked.has(routeKey(url))) return;
    const context = page.context();
    if (!pending.has(context)) pending.set(context, new Set());
    pending.get(context)!.add(url.href);
  });
}

/**
 * Loads each page the context visited, and that no earlier test has had checked, once more at 390×844 in the
 * same context (same member, same cookies), and returns those wider than that screen ("<address>: <width> px"):
 * nothing on a phone may scroll sideways.
 */
export async function pagesTooWideForAPhone(context: BrowserContext): Promise<string[]> {
  const urls = [...(pending.get(context) ?? [])].filter((href) => !checked.has(routeKey(new URL(href))));
  pending.delete(context);
  const tooWide: string[] = [];
  if (urls.length === 0) return tooWide;
  const page = await context.newPage();
  await page.setViewportSize(PHONE_WIDTH);
  try {
    for (const href of urls) {
      const key = routeKey(new URL(href));
      if (checked.has(key)) continue;
      checked.add(key);
      const response = await page.goto(href, { waitUntil: 'load' });
      if (!response?.headers()['content-type']?.startsWith('text/html')) continue;
      // Charts and lists a page fetches after hydration count too.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE_WIDTH.width) tooWide.push(`${href}: ${width} px`);
    }
  } finally {
    await page.close();
  }
  return tooWide;
}

/** Contexts with pages the phone check has not loaded yet. */
export const contextsToCheck = () => [...pending.keys()];

/** Forgets a context's visits (it closed before anyone could check them). */
export const forgetContext = (context: BrowserContext) => pending.delete(context);
