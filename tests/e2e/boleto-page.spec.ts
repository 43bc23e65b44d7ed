import { execFileSync } from 'node:child_process';
import { expectAccessible, lotEndingIn, pageAs, PHONE, signInOnce, snap, type Session, type Who, expect, test } from './helpers';

let sessions: Record<Who, Session>;

test.beforeAll(async ({ browser, baseURL }) => {
  sessions = await signInOnce(browser, baseURL, ['bidder', 'admin']);
});

const LINHA = '23793381286008301234567890123456789012345678901';
const BARCODE = '23791234500001234563381260083012345678901234';

/**
 * The boleto the checkout's charge call leaves for the lot's payment, written into the e2e server's local D1
 * (the PSP is not part of these runs).
 */
function plantBoleto(lotId: number) {
  const sql =
    'INSERT INTO payment_charges (payment_id, method, kind, txid, amount_cents, status, pix_copia_e_cola, expires_at, ' +
    'boleto_linha_digitavel, boleto_barcode, boleto_due_date) ' +
    `SELECT id, 'boleto', 'cobv', 'ARREMATEB' || printf('%017d', id), total_cents, 'active', ` +
    `'00020101021226830014br.gov.bcb.pix2561psp.example/qr/v2/cobv/abc5204000053039865802BR6304ABCD', ` +
    `'2026-12-01T02:59:59.000Z', '${LINHA}', '${BARCODE}', '2026-11-30' FROM payments WHERE lot_id = ${lotId}`;
  execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', '.wrangler/e2e-state', '--command', sql], {
    stdio: 'ignore',
  });
}

test('the boleto page: every part of a bank boleto, accessible, fits a phone, and prints alone', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const a = await pageAs(browser, baseURL, sessions.bidder);
  const headers = { Authorization: `Bearer ${a.token}` };
  const lotId = await lotEndingIn(a.context.request, sessions.admin.token, 8, `Monitor boleto ${Date.now()}`, 0);
  const bid = await a.context.request.post(`/api/auctions/${lotId}/bid`, { headers, data: { amount: 110 } });
  expect(bid.status(), await bid.text()).toBe(201);
  await expect
    .poll(
      async () => {
        const res = await a.context.request.get(`/api/auctions/${lotId}/payment-status`, { headers });
        return res.ok() ? ((await res.json()).data.payment_exists as boolean) : false;
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(true);
  plantBoleto(lotId);

  await a.page.goto(`/checkout/${lotId}/boleto`);
  const boleto = a.page.getByTestId('boleto-page');
  await expect(boleto.getByRole('heading', { level: 1, name: 'Boleto' })).toBeVisible();
  await expect(a.page.getByTestId('boleto-page-linha')).toHaveText('23793.38128 60083.012345 67890.123456 7 89012345678901');
  await expect(boleto.getByText('Valor do documento')).toBeVisible();
  await expect(boleto.getByText('R$ 121,00')).toBeVisible();
  await expect(boleto.getByRole('img', { name: 'Código de barras do boleto' })).toBeVisible();
  await expect(boleto.getByRole('heading', { name: 'Pague com Pix pelo QR Code' })).toBeVisible();
  await expect(boleto.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await expect(boleto.getByRole('link', { name: 'Voltar ao pagamento' })).toHaveAttribute('href', `/checkout/${lotId}`);
  await expectAccessible(a.page);
  await snap(a.page, 'boleto-desktop');

  // Printed: the boleto alone (no site header, footer or buttons), the barcode at its own 13 mm.
  await a.page.emulateMedia({ media: 'print' });
  await expect(a.page.locator('body > header, header').first()).toBeHidden();
  await expect(boleto.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(boleto.getByRole('heading', { level: 1, name: 'Boleto' })).toBeVisible();
  await expect(a.page.getByTestId('boleto-page-linha')).toBeVisible();
  const barcode = await boleto.getByRole('img', { name: 'Código de barras do boleto' }).boundingBox();
  expect(Math.round(barcode!.height)).toBe(Math.round((13 / 25.4) * 96));
  await snap(a.page, 'boleto-print');
  await a.page.emulateMedia({ media: 'screen' });

  // On a phone the linha digitável wraps and the barcode narrows: nothing wider than the screen.
  const phone = await pageAs(browser, baseURL, sessions.bidder, PHONE);
  await phone.page.goto(`/checkout/${lotId}/boleto`);
  await expect(phone.page.getByTestId('boleto-page')).toBeVisible();
  await snap(phone.page, 'boleto-phone');
  await phone.context.close();
  await a.context.close();
});
