import { type APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, lotEndingIn, pageAs, signInOnce, test, type Session, type Who } from './helpers';

let sessions: Record<Who, Session>;

test.beforeAll(async ({ browser, baseURL }) => {
  sessions = await signInOnce(browser, baseURL, ['bidder', 'admin']);
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The winner's payment once the lot has closed: its id, from the back office's list. */
async function paymentOf(request: APIRequestContext, adminToken: string, lotId: number): Promise<number> {
  let id = 0;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/admin/payments?status=pending&per_page=100', { headers: bearer(adminToken) });
        const found = ((await res.json()).data.payments as { id: number; auction_id: number }[]).find((p) => p.auction_id === lotId);
        id = found?.id ?? 0;
        return id;
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBeGreaterThan(0);
  return id;
}

test('a winner who paid gives up the purchase; the administrator approves it with the refund by transfer', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const admin = sessions.admin;
  const a = await pageAs(browser, baseURL, sessions.bidder);
  const request = a.context.request;
  const lotId = await lotEndingIn(request, admin.token, 15, `Monitor desistência ${Date.now()}`, 0);
  const bid = await request.post(`/api/auctions/${lotId}/bid`, { headers: bearer(a.token), data: { amount: 110 } });
  expect(bid.status(), await bid.text()).toBe(201);
  const paymentId = await paymentOf(request, admin.token, lotId);
  const approved = await request.post(`/api/admin/payments/${paymentId}/status`, {
    headers: bearer(admin.token),
    data: { status: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // The winner asks, with a reason of 10 to 500 characters.
  await a.page.goto(`/checkout/${lotId}`);
  const section = a.page.getByTestId('checkout-desistencia');
  await section.getByRole('button', { name: 'Desistir da compra' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Desistir da compra' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: /Motivo da desistência/ }).fill('curto');
  await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(dialog).toContainText('Informe o motivo da desistência com 10 a 500 caracteres.');
  await dialog.getByRole('textbox', { name: /Motivo da desistência/ }).fill('Comprei o modelo errado, preciso de outro.');
  await expectAccessible(a.page);
  await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(a.page.getByText('Pedido de desistência enviado. A equipe vai analisar.')).toBeVisible();
  await expect(section).toContainText('Em análise');

  // The administrator approves it in Pagamentos → Desistências: no Pix to refund, so the transfer is confirmed.
  const office = await pageAs(browser, baseURL, admin);
  await office.page.goto('/admin?aba=pagamentos');
  const row = office.page.locator('[data-testid^="purchase-withdrawal-"]', { hasText: 'Comprei o modelo errado' }).first();
  await row.getByRole('button', { name: 'Aprovar' }).click();
  const decision = office.page.getByRole('dialog', { name: 'Aprovar' });
  await decision.getByRole('button', { name: 'Aprovar' }).click();
  await expect(decision).toContainText('Confirme que a casa devolverá o valor por transferência.');
  await decision.getByText(/Confirmo que a casa devolverá o valor por transferência/).click();
  await expectAccessible(office.page);
  await decision.getByRole('button', { name: 'Aprovar' }).click();
  await expect(office.page.getByText('Desistência aprovada.')).toBeVisible();
  await expect(row).toContainText('Aprovado');

  await a.page.reload();
  await expect(a.page.getByTestId('checkout-desistencia')).toContainText('Aprovado — devolução por transferência da casa');
  // A purchase given up is not offered for payment again.
  await expect(a.page.getByTestId('pix-code')).toHaveCount(0);
  await expectAccessible(a.page);
});
