import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { contextsToCheck, forgetContext, pagesTooWideForAPhone, PHONE_WIDTH, recordVisits } from './phone-width';
import { measureScreenFit } from './screen-fit';

export { expect };

/** The PSP simulator of the e2e server (scripts/e2e-server.mjs; its page at `/`, control under `/_sim`). */
export const PSP_SIMULATOR_URL = `http://127.0.0.1:${process.env.E2E_PSP_PORT ?? Number(process.env.E2E_PORT ?? 8788) + 2}`;

mkdirSync('test-results/screenshots', { recursive: true });

/**
 * What any page of this worker logged as an error on its console (Content-Security-Policy violations, React's
 * own reports, failed requests, anything) or threw without catching it (`pageerror`: uncaught exceptions and
 * `reportError`, where React's production build sends the errors it recovers from, like #421 for a part of a
 * page thrown away while hydrating), since the last test ended.
 */
const pageErrors: string[] = [];
/** The errors the running test provokes on purpose (`allowPageErrors`). */
const allowances: RegExp[] = [];
const watchedPages = new WeakSet<Page>();

// Chrome reports each blocked script, style or connection on the console; the page's own
// `securitypolicyviolation` events are echoed there as well, so that none goes unseen.
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (e) =>
  console.error('securitypolicyviolation: Content Security Policy blocked ' + e.blockedURI + ' (' + e.effectiveDirective + ')'));`;

function watchPage(page: Page) {
  if (watchedPages.has(page)) return;
  watchedPages.add(page);
  recordVisits(page);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A failed request's line does not name the request: add the address it was for (a script's, otherwise).
    const source = message.location().url;
    pageErrors.push(`${page.url()}: ${message.text()}${source ? ` (${source})` : ''}`);
  });
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: uncaught ${error.name}: ${error.message}`));
}

/**
 * Lets the running test's pages log errors matching `pattern`, for the test only: errors it provokes on purpose
 * and no page could keep off its console (the browser's own line for a request the server refuses, a socket
 * the test cuts). `reason` says which, in the test's report.
 */
export function allowPageErrors(pattern: RegExp, reason: string) {
  allowances.push(pattern);
  base.info().annotations.push({ type: 'allowed page errors', description: `${pattern.source}: ${reason}` });
}

/**
 * `allowPageErrors` for the line the browser logs when the server answers a request for `path` (the start of
 * its address: '/api/cep/', '/admin') with `status`, a refusal the test asks for on purpose.
 */
export function allowRefusal(status: number, path: string, reason: string) {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  allowPageErrors(
    new RegExp(
      `: Failed to load resource: the server responded with a status of ${status} \\([^)]*\\) \\(https?://[^/]+${escaped}[^)]*\\)$`,
    ),
    reason,
  );
}

const watchedContexts = new WeakSet<BrowserContext>();

/** Loads the pages the context visited again on a 390 px phone; fails when one is wider than its screen. */
async function checkPagesOnAPhone(context: BrowserContext) {
  const tooWide = await pagesTooWideForAPhone(context);
  expect(tooWide, `pages wider than a ${PHONE_WIDTH.width} px phone's screen`).toEqual([]);
}

async function watchContext(context: BrowserContext) {
  if (watchedContexts.has(context)) return;
  watchedContexts.add(context);
  await context.addInitScript({ content: REPORT_VIOLATIONS });
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  context.on('close', () => forgetContext(context));
  // A context the test closes has its pages checked on a phone first (see phone-width.ts).
  const close = context.close.bind(context);
  context.close = async (options) => {
    try {
      await checkPagesOnAPhone(context);
    } finally {
      await close(options);
    }
  };
}

/**
 * The e2e suite's `test`: a test fails on any error on the console of any page it (or its file's beforeAll)
 * opened, in the default context or in one from `browser.newContext`, and on any error such a page threw
 * (`allowPageErrors` lets through those a test provokes on purpose); and when any page it visited is wider
 * than a 390 px phone's screen (each page is loaded again at that width, in the same context, when the
 * context closes or the test ends: tests/e2e/phone-width.ts).
 */
export const test = base.extend<{ failOnPageErrors: void }, { watchBrowserContexts: void }>({
  watchBrowserContexts: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await watchContext(context);
        return context;
      };
      await use();
      browser.newContext = newContext;
    },
    { scope: 'worker', auto: true },
  ],
  failOnPageErrors: [
    async ({ context }, use) => {
      await watchContext(context);
      await use();
      for (const visited of contextsToCheck()) await checkPagesOnAPhone(visited);
      const seen = pageErrors.splice(0).filter((error) => !allowances.some((pattern) => pattern.test(error)));
      allowances.length = 0;
      expect(seen, 'errors the pages logged on the console or threw').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Saves a full-page screenshot under test-results/screenshots/ for a person to look at, and checks that the
 * page fits the screen it was taken on (on a phone above all): no wider than it (nothing to scroll sideways
 * into), and nothing shown left of it or past its right edge (tests/e2e/screen-fit.ts).
 */
export async function snap(page: Page, name: string, { fullPage = true } = {}) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });
  const fit = await measureScreenFit(page);
  expect(fit.page, `${name}: the page is no wider than the screen`).toBeLessThanOrEqual(fit.screen);
  expect(fit.outside, `${name}: elements shown outside the ${fit.screen} px screen`).toEqual([]);
}

/** Text that would betray a price to a visitor: "R$ 1.234,56"-like amounts. */
export const PRICE_PATTERN = /R\$\s?\d/;

/** "R$ 1.234,56" for an amount in reais. */
export const brl = (reais: number) => `R$ ${reais.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "dd/mm/aaaa HH:mm" in São Paulo, as the pages show a date and time. */
export const dateTimeSP = (iso: string) =>
  new Date(iso)
    .toLocaleString('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    })
    .replace(',', '');

/** The demo accounts (README). */
export const ACCOUNTS = {
  admin: { email: 'admin@arremate.com.br', password: 'Arremate@2026' },
  bidder: { email: 'comprador@arremate.com.br', password: 'Comprador@2026' },
  rival: { email: 'licitante@arremate.com.br', password: 'Licitante@2026' },
} as const;
export type Who = keyof typeof ACCOUNTS;

export interface Session {
  state: Awaited<ReturnType<BrowserContext['storageState']>>;
  userId: number;
  token: string;
}

/** One sign-in per account for a whole file (logins are rate-limited per account); contexts reuse it. */
export async function signInOnce(browser: Browser, baseURL: string | undefined, who: readonly Who[]) {
  const sessions = {} as Record<Who, Session>;
  for (const name of who) {
    const context = await browser.newContext({ baseURL });
    // The browser's cookie session, then a bearer token for API calls (asked for as an API client).
    const login = await context.request.post('/api/auth/login', { data: ACCOUNTS[name] });
    expect(login.ok(), `${ACCOUNTS[name].email} signs in`).toBe(true);
    const apiLogin = await context.request.post('/api/auth/login', { data: ACCOUNTS[name], headers: { 'X-Arremate-Client': 'api' } });
    const { user, access_token } = (await apiLogin.json()).data as { user: { id: number }; access_token: string };
    sessions[name] = { state: await context.storageState(), userId: user.id, token: access_token };
    await context.close();
  }
  return sessions;
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** A page of its own browser context, signed in with `session`. */
export async function pageAs(browser: Browser, baseURL: string | undefined, session: Session, viewport = DESKTOP) {
  const context = await browser.newContext({
    baseURL,
    storageState: session.state,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport,
    ...(viewport === PHONE ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  return { context, page: await context.newPage(), userId: session.userId, token: session.token };
}

/** A phone's context (390 px, touch) signed in as `signedIn` is: the same person, now on a phone. */
export async function onPhoneAs(browser: Browser, baseURL: string | undefined, signedIn: BrowserContext) {
  return browser.newContext({
    baseURL,
    storageState: await signedIn.storageState(),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
}

/** Chromium's virtual authenticator on `page` (a platform passkey that always verifies its user). */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

/**
 * A lot that ends `seconds` from now, created through the admin API (which arms its room), with the house's
 * prorrogação (3 minutes) unless `extensionMinutes` says otherwise (0: a late bid leaves the end alone).
 */
export async function lotEndingIn(
  request: APIRequestContext,
  adminToken: string,
  seconds: number,
  title = `Lote relâmpago ${Date.now()}`,
  extensionMinutes?: number,
) {
  const created = await request.post('/api/auctions', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      title,
      description: 'Lote de teste que termina em segundos.',
      category: 'Periféricos',
      starting_price: 100,
      ends_at: new Date(Date.now() + seconds * 1000).toISOString(),
      ...(extensionMinutes === undefined ? {} : { extension_minutes: extensionMinutes }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()).data as { id: number }).id;
}

/**
 * Attaches a machine's files to a lot through the admin API, as the back office's 'Relatório da máquina' sends
 * them: the report (lshw, a smartctl per drive, the battery), then the wipe manifest when there is one.
 * Returns the certificate's verification code (null without a manifest).
 */
export async function attachMachine(
  request: APIRequestContext,
  adminToken: string,
  lotId: number,
  files: readonly { kind: string; name: string; text: string }[],
): Promise<string | null> {
  const headers = { Authorization: `Bearer ${adminToken}` };
  const of = (kind: string) => files.filter((f) => f.kind === kind).map(({ name, text }) => ({ name, text }));
  const report = await request.put(`/api/auctions/${lotId}/hardware-report`, {
    headers,
    data: { lshw: of('lshw')[0], smartctl: of('smartctl'), battery: of('battery')[0] ?? null },
  });
  expect(report.status(), await report.text()).toBe(200);
  const manifest = of('wipe')[0];
  if (!manifest) return null;
  const wipe = await request.put(`/api/auctions/${lotId}/wipe-certificate`, { headers, data: { manifest } });
  expect(wipe.status(), await wipe.text()).toBe(200);
  const sheet = await request.get(`/api/auctions/${lotId}/hardware-report`);
  return ((await sheet.json()) as { data: { certificate: { code: string } } }).data.certificate.code;
}

/** The page (or the part of it `within` selects) passes axe-core's WCAG 2.1 A and AA rules. */
export async function expectAccessible(page: Page, { within }: { within?: string } = {}) {
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (within ? axe.include(within) : axe).analyze();
  const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`);
  expect(found, `axe on ${page.url()}`).toEqual([]);
}
