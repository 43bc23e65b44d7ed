import { type APIRequestContext, type Page } from '@playwright/test';
import {
  expectAccessible,
  lotEndingIn,
  pageAs,
  PHONE,
  PSP_SIMULATOR_URL,
  signInOnce,
  snap,
  type Session,
  type Who,
  expect,
  test,
} from './helpers';

let sessions: Record<Who, Session>;

test.beforeAll(async ({ browser, baseURL }) => {
  sessions = await signInOnce(browser, baseURL, ['bidder', 'admin']);
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Polls the winner's payment-status until the lot has closed and its payment is recorded. */
async function waitForPayment(request: APIRequestContext, token: string, lotId: number) {
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/auctions/${lotId}/payment-status`, { headers: bearer(token) });
        return res.ok() ? ((await res.json()).data.payment_exists as boolean) : false;
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(true);
}

/** The bell shows a notice titled `title` (the panel is opened, then closed again). */
async function bellShows(page: Page, title: string) {
  const bell = page.getByRole('button', { name: /^Notificações/ });
  await expect(bell).toBeEnabled();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notificações' });
  await expect(panel.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Escape');
}

test('a winner goes from the hammer to a scheduled pickup with a release code, and the dashboard shows it all', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = sessions.admin;
  const a = await pageAs(browser, baseURL, sessions.bidder);
  const request = a.context.request;
  // The winner wants payment and pickup notices pushed, whatever the hour.
  const prefs = await request.put('/api/notification-settings', {
    headers: bearer(a.token),
    data: { payment_approved: true, item_ready: true, push_notifications: true, quiet_hours_start: '00:00', quiet_hours_end: '00:00' },
  });
  expect(prefs.status()).toBe(200);

  // 1. A wins a lot that closes in seconds (without prorrogação: the bid leaves the end where it is).
  const title = `Teclado mecânico relâmpago ${Date.now()}`;
  const lotId = await lotEndingIn(request, admin.token, 15, title, 0);
  const bid = await request.post(`/api/auctions/${lotId}/bid`, { headers: bearer(a.token), data: { amount: 110 } });
  expect(bid.status(), await bid.text()).toBe(201);
  await waitForPayment(request, a.token, lotId);

  // 2. Checkout: the winning bid, the 10 % fee, the total and the deadline; Pix through the PSP.
  await a.page.goto(`/checkout/${lotId}`);
  await expect(a.page.getByTestId('checkout-winning')).toHaveText('R$ 110,00');
  await expect(a.page.getByTestId('checkout-fee')).toHaveText('R$ 11,00');
  await expect(a.page.getByTestId('checkout-total')).toHaveText('R$ 121,00');
  await expect(a.page.getByTestId('checkout-deadline')).toContainText('Prazo para pagamento');
  await a.page.getByRole('button', { name: 'Gerar código Pix' }).click();
  const code = a.page.getByTestId('pix-charge-code');
  // The PSP's own BR Code: a dynamic one (its location, no amount of ours in it), with its CRC.
  await expect(code).toHaveValue(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
  await expect(a.page.getByRole('img', { name: 'QR Code PIX de R$ 121,00' })).toBeVisible();
  await expect(a.page.getByTestId('charge-status')).toHaveText('Aguardando pagamento…');
  await expectAccessible(a.page);
  await snap(a.page, 'checkout');

  // 3. A asks to collect, then pays on her bank's side (the PSP simulator's page): no administrator involved.
  await a.page.getByRole('button', { name: 'Solicitar retirada' }).click();
  await expect(a.page.getByText('Solicitação de retirada enviada com sucesso!')).toBeVisible();
  const status = await request.get(`/api/auctions/${lotId}/payment-status`, { headers: bearer(a.token) });
  const txid = ((await status.json()) as { data: { charges: { pix: { txid: string } } } }).data.charges.pix.txid;
  const bank = await a.context.newPage();
  await bank.goto(`${PSP_SIMULATOR_URL}/`);
  await bank.getByRole('button', { name: `Pagar a cobrança ${txid}`, exact: true }).click();
  await expect(bank.getByRole('status')).toContainText('Pago');
  await bank.close();

  // 4. The checkout turns 'Pagamento aprovado' without a reload, and A's bell tells her.
  await expect(a.page.getByText('Pagamento aprovado', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(a.page.getByTestId('pix-charge-code')).toHaveCount(0);
  await bellShows(a.page, 'Pagamento aprovado');
  const office = await pageAs(browser, baseURL, admin);
  await office.page.goto('/admin?aba=retiradas');
  const withdrawal = office.page.getByTestId(`withdrawal-${lotId}`);
  await expect(withdrawal).toContainText('Agendamento Liberado');
  await expect(withdrawal).toContainText('Pagamento Aprovado');

  // 5. A books a free slot; the card shows 'Agendado' and the release code.
  await a.page.reload();
  await a.page.getByRole('button', { name: 'Agendar retirada' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Agendar retirada' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('R$ 121,00');
  await dialog.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Por favor, selecione data e horário para a retirada');
  await dialog.locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])').first().click();
  await dialog.getByRole('radio', { disabled: false }).first().check({ force: true });
  await expectAccessible(a.page);
  await snap(a.page, 'checkout-pickup-modal');
  await dialog.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(a.page.getByText('Retirada agendada com sucesso!')).toBeVisible();
  const card = a.page.getByTestId('pickup-card');
  await expect(card).toContainText('Retirada Agendada');
  await expect(card).toContainText('Agendado');
  await expect(card.getByTestId('release-code')).toHaveText(/^\d{6}$/);
  await snap(a.page, 'checkout-scheduled');

  // 6. The administrator marks it ready; A's bell says so.
  await office.page.goto('/admin?aba=agendamentos');
  const pickup = office.page.getByTestId(`pickup-${lotId}`);
  await expect(pickup).toContainText('Agendado');
  await expect(pickup.getByTestId('pickup-payment')).toHaveText('Aprovado');
  await pickup.getByRole('button', { name: 'Marcar Pronto' }).click();
  await expect(pickup).toContainText('Pronto');
  await bellShows(a.page, 'Item pronto para retirada');
  await office.context.close();

  // 7. The dashboard's tabs show the won lot, its payment and pickup.
  await a.page.goto('/dashboard?aba=ganhos');
  const won = a.page.getByTestId('won-lot').filter({ hasText: title });
  await expect(won).toContainText('R$ 110,00');
  await expect(won).toContainText('Aprovado');
  await expect(won).toContainText('Pronto');
  await a.page.getByRole('tab', { name: 'Pagamentos' }).click();
  await expect(a.page).toHaveURL(/aba=pagamentos/);
  await expect(a.page.getByRole('row').filter({ hasText: title })).toContainText('R$ 121,00');
  for (const [tab, name] of [
    ['visao-geral', 'Visão Geral'],
    ['favoritos', 'Favoritos'],
    ['lances', 'Meus Lances'],
    ['pagamentos', 'Pagamentos'],
    ['ganhos', 'Leilões Ganhos'],
    ['estatisticas', 'Estatísticas'],
  ] as const) {
    await a.page.goto(`/dashboard?aba=${tab}`);
    await expect(a.page.getByRole('tab', { name, selected: true })).toBeVisible();
    await expectAccessible(a.page);
    await snap(a.page, `dashboard-${tab}`);
  }
  await a.context.close();
});

test('on a phone: checkout and the dashboard', async ({ browser, baseURL }) => {
  const phone = await pageAs(browser, baseURL, sessions.bidder, PHONE);
  const won = await phone.context.request.get('/api/dashboard/won-auctions', { headers: bearer(phone.token) });
  const lot = ((await won.json()).data as { id: number }[])[0];
  expect(lot, 'the demo bidder has won a lot').toBeTruthy();
  await phone.page.goto(`/checkout/${lot!.id}`);
  await expect(phone.page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expectAccessible(phone.page);
  await snap(phone.page, 'checkout-phone');
  for (const tab of ['visao-geral', 'lances', 'estatisticas']) {
    await phone.page.goto(`/dashboard?aba=${tab}`);
    await expectAccessible(phone.page);
    await snap(phone.page, `dashboard-${tab}-phone`);
  }
  await phone.context.close();
});
