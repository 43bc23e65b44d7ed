/**
 * Realized prices as people see them: a member reads on a running lot's page what its model sold for (the demo
 * seed's four ThinkPad X1 Carbon Gen 9 sold in the last 90 days) and follows it to /precos; a visitor sees none
 * of it. /precos: search → the model → its chart and table, on a desktop and on a 390 px phone (nothing wider
 * than the screen; there each lot's final price shows without scrolling sideways), axe clean. The running lot
 * is made through the admin API with the ultrabook's fixture files.
 */
import { readMachineFixtures } from '../fixtures/hardware/read-fixtures';
import { attachMachine, expect, expectAccessible, pageAs, PHONE, PRICE_PATTERN, signInOnce, snap, test } from './helpers';

const MODEL = 'Lenovo ThinkPad X1 Carbon Gen 9 · Core i7-1165G7 · 32 GB · SSD NVMe';
const MODEL_KEY = 'lenovo-thinkpad-x1-carbon-gen-9_core-i7-1165g7_32gb_nvme';
/** the seed's four sales (scripts/lib/demo-realized-prices.ts) */
const LINE = 'Este modelo foi arrematado por R$ 3.180,00 a R$ 3.620,50 nos últimos 90 dias (4 lotes)';

let lotId = 0;

test.beforeAll(async ({ browser, baseURL }) => {
  const { admin } = await signInOnce(browser, baseURL, ['admin']);
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${admin.token}` } });
  const created = await context.request.post('/api/auctions', {
    data: {
      title: `ThinkPad X1 Carbon Gen 9 em leilão ${Date.now()}`,
      description: 'Ultrabook com relatório da máquina.',
      category: 'Notebooks',
      starting_price: 2900,
      ends_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  lotId = ((await created.json()) as { data: { id: number } }).data.id;
  await attachMachine(context.request, admin.token, lotId, readMachineFixtures('nvme-workstation'));
  await context.close();
});

test("a member reads on a running lot's page what its model sold for, and follows it to the model's prices", async ({
  browser,
  baseURL,
}) => {
  const { bidder } = await signInOnce(browser, baseURL, ['bidder']);
  const { context, page } = await pageAs(browser, baseURL, bidder);
  await page.goto(`/lotes/${lotId}`);
  const line = page.getByTestId('realized-prices');
  await expect(line).toHaveText(LINE);
  await expectAccessible(page, { within: '[data-testid="realized-prices"]' });
  await snap(page, 'realized-prices-lot-line');
  await line.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/precos\\?modelo=${MODEL_KEY}$`));
  await expect(page.getByRole('heading', { name: MODEL, level: 2 })).toBeVisible();
  await expect(page.getByTestId('realized-sale')).toHaveCount(4);
  await context.close();
  // On a 390 px phone the line wraps within the screen, its link with it, each amount whole on one line.
  const phone = await pageAs(browser, baseURL, bidder, PHONE);
  await phone.page.goto(`/lotes/${lotId}`);
  const phoneLine = phone.page.getByTestId('realized-prices');
  await expect(phoneLine).toHaveText(LINE);
  expect(await phoneLine.textContent()).toContain('R$\u00a03.180,00 a R$\u00a03.620,50');
  const box = (await phoneLine.getByRole('link').boundingBox())!;
  expect(box.x >= 0 && box.x + box.width <= PHONE.width, 'the link to the prices is on the screen').toBe(true);
  await snap(phone.page, 'realized-prices-lot-line-phone');
  await phone.context.close();
});

test("a visitor sees no realized price on the lot's page, and is sent home from /precos", async ({ page }) => {
  await page.goto(`/lotes/${lotId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('realized-prices')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('arrematado por');
  await expect(page.locator('main')).not.toContainText(PRICE_PATTERN);
  await page.goto('/precos');
  await expect(page).toHaveURL(/\/\?entrar=1&redirectTo=%2Fprecos$/);
});

test('/precos: a member searches a model and reads its chart and table, on a desktop and on a 390 px phone', async ({
  browser,
  baseURL,
}) => {
  const { bidder } = await signInOnce(browser, baseURL, ['bidder']);
  for (const [viewport, name] of [
    [undefined, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    const { context, page } = await pageAs(browser, baseURL, bidder, viewport);
    await page.goto('/precos');
    await expect(page.getByRole('heading', { name: 'Preços realizados', level: 1 })).toBeVisible();
    await page.getByLabel('Buscar modelo', { exact: true }).fill('thinkpad i7-1165g7');
    await page.getByRole('button', { name: 'Buscar modelos' }).click();
    const results = page.getByTestId('realized-models');
    await expect(results.getByRole('link', { name: MODEL })).toBeVisible();
    await expect(results).toContainText('R$ 3.180,00 a R$ 3.620,50 · 4 lotes');
    await expectAccessible(page);
    await snap(page, `realized-prices-search-${name}`);
    await results.getByRole('link', { name: MODEL }).click();
    const chart = page.getByTestId('realized-chart');
    await expect(
      chart.getByRole('img', { name: /^Gráfico dos preços finais de .*: 4 lotes, de R\$ 3\.180,00 a R\$ 3\.620,50\./ }),
    ).toBeVisible();
    await expect(chart.locator('circle')).toHaveCount(4);
    const rows = page.getByTestId('realized-sale');
    await expect(rows).toHaveCount(4);
    // Newest first: the sale of 9 days ago, its date in São Paulo, its price and grades.
    await expect(rows.first()).toContainText('R$ 3.620,50');
    await expect(rows.first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(rows.first()).toContainText('Estético A');
    await expect(page.getByTestId('realized-summary')).toHaveText('R$ 3.180,00 a R$ 3.620,50 em 4 lotes; mediana R$ 3.382,50.');
    await expectAccessible(page);
    await snap(page, `realized-prices-model-${name}`);
    await context.close();
  }
});

test("/precos on a 390 px phone: every lot's final price is on the screen, nothing scrolls sideways, the table keeps its headers", async ({
  browser,
  baseURL,
}) => {
  const { bidder } = await signInOnce(browser, baseURL, ['bidder']);
  const { context, page } = await pageAs(browser, baseURL, bidder, PHONE);
  await page.goto(`/precos?modelo=${MODEL_KEY}`);
  const rows = page.getByTestId('realized-sale');
  await expect(rows).toHaveCount(4);
  for (const row of await rows.all()) {
    const price = row.getByRole('cell', { name: PRICE_PATTERN });
    await expect(price).toBeVisible();
    const box = (await price.boundingBox())!;
    expect(box.x, 'the price starts on the screen').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'the price ends on the screen').toBeLessThanOrEqual(PHONE.width);
    await expect(row.getByRole('rowheader').getByRole('link')).toBeVisible();
  }
  // Nothing to scroll sideways into: neither the page nor the table's frame.
  const frame = page.getByRole('region', { name: /^Lotes de / });
  expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth), "the table's frame scrolls sideways").toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page scrolls sideways').toBeLessThanOrEqual(PHONE.width);
  // The rows are still a table's rows: a screen reader has the column names and each lot's row header.
  for (const name of ['Encerramento', 'Lote', 'Preço final', 'Graus']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toHaveCount(1);
  }
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(4);
  await expectAccessible(page);
  await snap(page, 'realized-prices-model-phone-rows');
  await context.close();
});

test('/precos says so when no model matches', async ({ browser, baseURL }) => {
  const { bidder } = await signInOnce(browser, baseURL, ['bidder']);
  const { context, page } = await pageAs(browser, baseURL, bidder);
  await page.goto('/precos?busca=commodore%2064');
  await expect(page.getByText('Nenhum modelo arrematado nos últimos 90 dias corresponde à busca.')).toBeVisible();
  await expectAccessible(page);
  await context.close();
});
