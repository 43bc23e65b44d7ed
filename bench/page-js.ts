/**
 * The JavaScript a page really loads in a browser, as a visitor and signed in (gzip level 9 of every
 * script response, lazy chunks included, after the page settles). Against a running server:
 *   npx tsx bench/page-js.ts http://localhost:8802 /lotes/1 comprador@arremate.com.br 'Comprador@2026'
 */
import { chromium, type Page } from '@playwright/test';
import { gzipSize } from './lib/page-javascript';
import { kb } from './lib/stats';

const [base = 'http://localhost:8787', path = '/lotes/1', email, password] = process.argv.slice(2);

async function scriptsLoaded(page: Page, url: string) {
  const files = new Map<string, number>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script' || !res.ok()) return;
    files.set(res.url(), gzipSize(await res.body()));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  page.removeAllListeners('response');
  return { gzip: [...files.values()].reduce((a, b) => a + b, 0), files: [...files].sort((a, b) => b[1] - a[1]) };
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const visitor = await (await browser.newContext()).newPage();
  const asVisitor = await scriptsLoaded(visitor, new URL(path, base).href);
  console.log(`visitor    ${path}: ${kb(asVisitor.gzip)} gzip in ${asVisitor.files.length} files`);
  if (email && password) {
    const context = await browser.newContext();
    const login = await context.request.post(new URL('/api/auth/login', base).href, {
      data: { email, password },
      headers: { Origin: new URL(base).origin },
    });
    if (!login.ok()) throw new Error(`login: ${login.status()}`);
    const member = await scriptsLoaded(await context.newPage(), new URL(path, base).href);
    console.log(`signed in  ${path}: ${kb(member.gzip)} gzip in ${member.files.length} files`);
    const extra = member.files.filter(([url]) => !asVisitor.files.some(([v]) => v === url));
    for (const [url, size] of extra) console.log(`  + ${kb(size).padStart(9)}  ${new URL(url).pathname}`);
  }
} finally {
  await browser.close();
}
