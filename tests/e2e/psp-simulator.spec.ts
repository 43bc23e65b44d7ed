/**
 * The PSP simulator's page (scripts/psp-simulator), as developers and the payment specs use it: a charge's
 * row has 'Pagar' named after its txid, paying it from the page comes back to the page with the charge
 * CONCLUIDA, and the page passes axe on a desktop and at a phone's width.
 */
import { expect, expectAccessible, PHONE, PSP_SIMULATOR_URL, test } from './helpers';

const TXID = `ARREMATEP${String(Date.now()).padStart(17, '0')}`;

test('a charge is paid from the simulator page by its row, and the page passes axe', async ({ page, request }) => {
  const tokenResponse = await request.post(`${PSP_SIMULATOR_URL}/oauth/token`, {
    headers: { Authorization: `Basic ${Buffer.from('arremate-dev:arremate-dev-secret').toString('base64')}` },
    form: { grant_type: 'client_credentials' },
  });
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
  const created = await request.put(`${PSP_SIMULATOR_URL}/api/v2/cob/${TXID}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      calendario: { expiracao: 3600 },
      devedor: { cpf: '12345678909', nome: 'Maria Compradora' },
      valor: { original: '1234.56' },
      chave: 'pix@arremate.com.br',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto(`${PSP_SIMULATOR_URL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simulador de PSP (Pix e boleto) — somente desenvolvimento');
  const row = page.getByRole('row', { name: new RegExp(TXID) });
  await expect(row).toContainText('R$ 1.234,56');
  await expect(row).toContainText('ATIVA');
  await expectAccessible(page);

  await row.getByRole('button', { name: `Pagar a cobrança ${TXID}`, exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Pago');
  await expect(page.getByRole('row', { name: new RegExp(TXID) }).first()).toContainText('CONCLUIDA');

  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page);
});
