/**
 * A visitor's page may come from the shared cache (workers/anonymous-cache.ts), drawn seconds before it is
 * served: it hydrates as it was drawn, with no React error, and only then moves on to the present.
 */
import { expect, lotEndingIn, signInOnce, test } from './helpers';

test('a page the shared cache drew while a lot was running, served after it ended, hydrates without an error and then reads ended', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const { admin } = await signInOnce(browser, baseURL, ['admin']);
  const title = `Lote em cache ${Date.now()}`;
  await lotEndingIn(request, admin.token, 5, title, 0);
  const path = `/lotes?q=${encodeURIComponent(title)}`;
  // A visitor's request draws the page into the cache while the lot runs; the browser gets that copy after its end.
  const drawn = await request.get(path);
  expect(drawn.headers()['x-cache']).toBe('MISS');
  expect(await drawn.text()).toContain(title);
  await page.waitForTimeout(7_000);
  const served = await page.goto(path);
  expect(served?.headers()['x-cache']).toBe('STALE');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('Encerrado');
});
