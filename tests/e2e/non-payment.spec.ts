/**
 * Suspension for non-payment in the browser: after two of a member's payments are rejected, the lot page and
 * the dashboard say 'Conta suspensa por falta de pagamento. Fale com o suporte.' instead of the bid button;
 * the back office's users tab shows 'Suspenso por falta de pagamento' and 'Liberar lances' lifts it; each
 * page passes axe.
 */
import type { APIRequestContext } from '@playwright/test';
import { cpfCheckDigits } from '../../app/domain/documents';
import { expect, expectAccessible, lotEndingIn, onPhoneAs, pageAs, signInOnce, snap, test, type Session, type Who } from './helpers';

const SUSPENDED = 'Conta suspensa por falta de pagamento. Fale com o suporte.';
const PASSWORD = 'Inadimplente2026';

let sessions: Record<Who, Session>;

test.beforeAll(async ({ browser, baseURL }) => {
  sessions = await signInOnce(browser, baseURL, ['admin']);
});

const newCpf = () => {
  const nine = String(Math.floor(100_000_000 + Math.random() * 800_000_000));
  return `${nine}${cpfCheckDigits(nine)}`;
};

/** A lot the member wins (bid, then closed by the administrator) and whose payment the administrator rejects. */
async function lostPayment(request: APIRequestContext, adminToken: string, memberToken: string) {
  const admin = { Authorization: `Bearer ${adminToken}` };
  const lotId = await lotEndingIn(request, adminToken, 3600, `Lote não pago ${Date.now()}`);
  const bid = await request.post(`/api/auctions/${lotId}/bid`, {
    headers: { Authorization: `Bearer ${memberToken}` },
    data: { amount: 110 },
  });
  expect(bid.status(), await bid.text()).toBe(201);
  expect((await request.post(`/api/auctions/${lotId}/close`, { headers: admin })).status()).toBe(200);
  let paymentId: number | undefined;
  await expect(async () => {
    const list = await request.get('/api/admin/payments?status=pending&per_page=100', { headers: admin });
    const payments = (await list.json()).data.payments as { id: number; auction_id: number }[];
    paymentId = payments.find((p) => p.auction_id === lotId)?.id;
    expect(paymentId).toBeDefined();
  }).toPass({ timeout: 15_000 });
  const rejected = await request.post(`/api/admin/payments/${paymentId}/status`, { headers: admin, data: { status: 'rejected' } });
  expect(rejected.status(), await rejected.text()).toBe(200);
}

test('two rejected payments suspend a member’s bidding, and the administrator lifts it from the users tab', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000); // four pages checked by axe
  const admin = await pageAs(browser, baseURL, sessions.admin);
  const { request } = admin.context;
  const email = `inadimplente.${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Rui Inadimplente', email, password: PASSWORD, accountType: 'PF', cpf: newCpf() },
  });
  expect(registered.status()).toBe(201);
  const memberId = ((await registered.json()).data as { user: { id: number } }).user.id;
  const approved = await request.post(`/api/admin/users/${memberId}/approve`, { headers: { Authorization: `Bearer ${admin.token}` } });
  expect(approved.status()).toBe(200);

  const member = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  expect((await member.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  const apiLogin = await member.request.post('/api/auth/login', {
    data: { email, password: PASSWORD },
    headers: { 'X-Arremate-Client': 'api' },
  });
  const memberToken = ((await apiLogin.json()).data as { access_token: string }).access_token;

  await lostPayment(request, admin.token, memberToken);
  await lostPayment(request, admin.token, memberToken);

  const lotId = await lotEndingIn(request, admin.token, 3600, `Lote aberto ${Date.now()}`);
  const memberPage = await member.newPage();
  await memberPage.goto(`/lotes/${lotId}`);
  // The new member has no phone or CEP yet: the 'Complete seu perfil' prompt comes first.
  await memberPage.getByRole('button', { name: 'Depois' }).click();
  await expect(memberPage.getByTestId('bidding-suspended')).toHaveText(SUSPENDED);
  await expect(memberPage.getByRole('button', { name: 'Dar Lance' })).toHaveCount(0);
  await expectAccessible(memberPage);
  await snap(memberPage, 'lot-bidding-suspended');
  // On a phone: the note fits the screen.
  const phone = await onPhoneAs(browser, baseURL, member);
  const phonePage = await phone.newPage();
  await phonePage.goto(`/lotes/${lotId}`);
  await expect(phonePage.getByTestId('bidding-suspended')).toHaveText(SUSPENDED);
  await snap(phonePage, 'lot-bidding-suspended-phone');
  await phone.close();
  await memberPage.goto('/dashboard');
  await expect(memberPage.getByTestId('bidding-suspended')).toHaveText(SUSPENDED);
  await expectAccessible(memberPage);

  await admin.page.goto('/admin?aba=usuarios');
  await admin.page.getByLabel('Email').fill(email);
  await admin.page.getByRole('button', { name: 'Filtrar' }).click();
  const row = admin.page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Suspenso por falta de pagamento');
  await expectAccessible(admin.page);
  await snap(admin.page, 'admin-users-suspended');
  await row.getByRole('button', { name: 'Liberar lances' }).click();
  const dialog = admin.page.getByRole('alertdialog').or(admin.page.getByRole('dialog'));
  await expect(dialog).toContainText('Liberar os lances de Rui Inadimplente?');
  await expectAccessible(admin.page);
  await dialog.getByRole('button', { name: 'Liberar lances' }).click();
  await expect(admin.page.getByText('Suspensão retirada: a conta pode dar lances novamente.')).toBeVisible();
  await expect(row).toContainText('Liberados');
  await expect(row.getByRole('button', { name: 'Liberar lances' })).toHaveCount(0);

  await memberPage.goto(`/lotes/${lotId}`);
  await expect(memberPage.getByRole('button', { name: 'Dar Lance' })).toBeVisible();
  await expect(memberPage.getByTestId('bidding-suspended')).toHaveCount(0);
  await member.close();
  await admin.context.close();
});
