/**
 * Paying through the PSP in Chromium, against the local PSP simulator: a winner pays a boleto on the bank's
 * side and watches checkout turn 'Pagamento aprovado' without a reload; a Pix of another amount waits in
 * Financeiro's 'Valor divergente' queue until an administrator resolves it. (The Pix path is after-sale.spec.ts.)
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, lotEndingIn, pageAs, PHONE, PSP_SIMULATOR_URL, signInOnce, snap, test, type Session } from './helpers';

let sessions: Record<'bidder' | 'admin', Session>;

test.beforeAll(async ({ browser, baseURL }) => {
  sessions = await signInOnce(browser, baseURL, ['bidder', 'admin']);
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A lot the bidder wins at R$ 110 (total R$ 121,00), closed in seconds; its id once the payment exists. */
async function wonLot(request: APIRequestContext, title: string) {
  const lotId = await lotEndingIn(request, sessions.admin.token, 12, title, 0);
  const bid = await request.post(`/api/auctions/${lotId}/bid`, { headers: bearer(sessions.bidder.token), data: { amount: 110 } });
  expect(bid.status(), await bid.text()).toBe(201);
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/auctions/${lotId}/payment-status`, { headers: bearer(sessions.bidder.token) });
        return res.ok() ? ((await res.json()) as { data: { payment_exists: boolean } }).data.payment_exists : false;
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(true);
  return lotId;
}

test('a winner pays a boleto at the bank and checkout turns approved without a reload; the boleto prints on a phone too', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const a = await pageAs(browser, baseURL, sessions.bidder);
  const lotId = await wonLot(a.context.request, `Monitor boleto ${Date.now()}`);
  await a.page.goto(`/checkout/${lotId}`);
  await a.page.getByRole('tab', { name: 'Boleto' }).click();
  await a.page.getByRole('button', { name: 'Gerar boleto' }).click();
  const linha = a.page.getByTestId('boleto-linha');
  await expect(linha).toHaveText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  await expectAccessible(a.page);
  await snap(a.page, 'checkout-boleto');

  // The printable boleto: linha digitável, barcode, the cobv's Pix, the due date; at 390 px nothing is wider.
  const sheet = await a.context.newPage();
  await sheet.goto(`/checkout/${lotId}/boleto`);
  await expect(sheet.getByRole('img', { name: 'Código de barras do boleto' })).toBeVisible();
  await expect(sheet.getByText('R$ 121,00').first()).toBeVisible();
  await expectAccessible(sheet);
  await snap(sheet, 'boleto-page');
  await sheet.setViewportSize(PHONE);
  expect(await sheet.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await snap(sheet, 'boleto-page-phone');
  await sheet.close();

  // The bank's side: the boleto paid by its barcode.
  const status = await a.context.request.get(`/api/auctions/${lotId}/payment-status`, { headers: bearer(sessions.bidder.token) });
  const txid = ((await status.json()) as { data: { charges: { boleto: { txid: string } } } }).data.charges.boleto.txid;
  const bank = await a.context.newPage();
  await bank.goto(`${PSP_SIMULATOR_URL}/`);
  await bank.getByRole('button', { name: `Pagar boleto do txid ${txid}`, exact: true }).click();
  await expect(bank.getByRole('status')).toContainText('Boleto pago');
  await bank.close();

  await expect(a.page.getByText('Pagamento aprovado', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(a.page.getByTestId('boleto-linha')).toHaveCount(0);
  await expectAccessible(a.page);
  await a.context.close();
});

test('a Pix of another amount waits in Financeiro until an administrator approves it, once', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const a = await pageAs(browser, baseURL, sessions.bidder);
  const lotId = await wonLot(a.context.request, `Notebook divergente ${Date.now()}`);
  const charged = await a.context.request.post(`/api/auctions/${lotId}/charge`, {
    headers: bearer(sessions.bidder.token),
    data: { method: 'pix' },
  });
  expect(charged.status(), await charged.text()).toBe(201);
  const { txid } = ((await charged.json()) as { data: { txid: string } }).data;
  // The payer's bank sends R$ 5,00 more than the charge.
  const paid = await a.context.request.post(`${PSP_SIMULATOR_URL}/_sim/pay`, { data: { txid, amountCents: 12_600 } });
  expect(paid.status(), await paid.text()).toBe(200);
  const [endToEndId] = ((await paid.json()) as { endToEndIds: string[] }).endToEndIds;

  await a.page.goto(`/checkout/${lotId}`);
  await expect(a.page.getByTestId('checkout-total')).toHaveText('R$ 121,00');
  await expect(a.page.getByText('Pagamento aprovado', { exact: true })).toHaveCount(0);

  const office = await pageAs(browser, baseURL, sessions.admin);
  await office.page.goto('/admin?aba=financeiro');
  const queue = office.page.getByRole('region', { name: 'Valor divergente' });
  const row = queue.getByRole('row').filter({ hasText: endToEndId! });
  await expect(row).toContainText('R$ 126,00');
  await expectAccessible(office.page);
  await snap(office.page, 'financeiro-divergent');
  await row.getByRole('button', { name: 'Aprovar pagamento' }).click();
  const dialog = office.page.getByRole('dialog', { name: 'Aprovar pagamento' });
  await expect(dialog).toContainText(endToEndId!);
  await dialog.getByRole('button', { name: 'Aprovar pagamento' }).click();
  await expect(office.page.getByText('Recebimento resolvido.')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Aprovar pagamento' })).toHaveCount(0);
  await office.context.close();

  // The winner's checkout, open all along, hears it.
  await expect(a.page.getByText('Pagamento aprovado', { exact: true })).toBeVisible({ timeout: 20_000 });
  await a.context.close();
});
