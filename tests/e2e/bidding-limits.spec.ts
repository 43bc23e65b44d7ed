import type { Browser } from '@playwright/test';
import { cpfCheckDigits } from '../../app/domain/documents';
import { allowRefusal, expect, expectAccessible, lotEndingIn, onPhoneAs, pageAs, signInOnce, snap, test, type Session } from './helpers';

/**
 * The limite de lances (decision record 0038): a maximum far above the price is asked again in the maximum's
 * dialog, and Meu Perfil shows a new member's use and limit and how to raise it. A member of their own, so the
 * figures are theirs alone.
 */

const PASSWORD = 'Limite@2026x';

function newCpf(): string {
  const nine = String(Math.floor(100_000_000 + Math.random() * 800_000_000));
  return `${nine}${cpfCheckDigits(nine)}`;
}

let admin: Session;

test.beforeAll(async ({ browser, baseURL }) => {
  ({ admin } = await signInOnce(browser, baseURL, ['admin']));
});

/** A new member, approved, signed in in a context of their own (desktop or phone). */
async function newMember(browser: Browser, baseURL: string | undefined) {
  const { context: adminContext } = await pageAs(browser, baseURL, admin);
  const email = `limite.${Date.now()}@example.com`;
  const registered = await adminContext.request.post('/api/auth/register', {
    data: { name: 'Lia Limite', email, password: PASSWORD, accountType: 'PF', cpf: newCpf() },
  });
  expect(registered.status()).toBe(201);
  const id = ((await registered.json()).data as { user: { id: number } }).user.id;
  const approved = await adminContext.request.post(`/api/admin/users/${id}/approve`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(approved.status()).toBe(200);
  await adminContext.close();
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  expect((await context.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  return context;
}

test('a maximum above 20 × the price asks for confirmation in its dialog, and Meu Perfil shows the limite de lances', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  allowRefusal(400, '/api/auctions/', 'the API refuses an unconfirmed high maximum (high_maximum): the dialog asks on that answer');
  const member = await newMember(browser, baseURL);
  const lotId = await lotEndingIn(request, admin.token, 3600, `Lote limite ${Date.now()}`);
  const page = await member.newPage();
  await page.goto(`/lotes/${lotId}`);
  // The new member has no phone or CEP yet: the 'Complete seu perfil' prompt comes first.
  await page.getByRole('button', { name: 'Depois' }).click();
  await expect(page.getByText('Ao vivo')).toBeVisible();

  await page.getByRole('button', { name: 'Lance automático' }).click();
  const form = page.getByRole('dialog', { name: 'Lance automático' });
  await form.getByLabel('Lance máximo (até)').fill('2010');
  await form.getByRole('button', { name: 'Salvar lance máximo' }).click();
  const ask = page.getByRole('dialog', { name: 'Confirmar lance máximo alto' });
  await expect(ask.getByRole('alert')).toHaveText(
    'O lance máximo de R$ 2.010,00 é mais de 20 vezes o preço atual (R$ 100,00). Confirme o valor para salvá-lo.',
  );
  await expect(ask.getByRole('button', { name: 'Corrigir o valor' })).toBeFocused();
  await expect(page.getByTestId('own-max')).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, 'lot-high-maximum-confirm', { fullPage: false });
  // Back to the amount, then confirmed.
  await ask.getByRole('button', { name: 'Corrigir o valor' }).click();
  await expect(form.getByLabel('Lance máximo (até)')).toHaveValue('2010');
  await form.getByRole('button', { name: 'Salvar lance máximo' }).click();
  await ask.getByRole('button', { name: 'Sim, salvar este valor' }).click();
  await expect(page.getByText('Lance máximo de R$ 2.010,00 salvo.')).toBeVisible();
  await expect(page.getByTestId('own-max')).toHaveText('Seu lance máximo: R$ 2.010,00');

  await page.goto('/perfil');
  const card = page.getByRole('region', { name: 'Limite de lances' });
  // The end-to-end server's limits (scripts/e2e-server.mjs): 10 lots for a new member, 100 once a lot is paid.
  await expect(card.getByRole('definition').first()).toHaveText('1 de 10');
  await expect(card.getByRole('definition').nth(1)).toHaveText('R$ 2.010,00 de R$ 5.000,00');
  await expect(card).toContainText(
    'Para aumentar seu limite para 100 leilões e R$ 50.000,00 em lances máximos, pague um lote arrematado: o novo limite vale assim que o pagamento for aprovado.',
  );
  await expect(card.getByRole('link', { name: 'Ver meus arremates no Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expectAccessible(page);
  await snap(page, 'profile-bidding-limit');

  const phone = await onPhoneAs(browser, baseURL, member);
  const phonePage = await phone.newPage();
  await phonePage.goto('/perfil');
  await expect(phonePage.getByRole('region', { name: 'Limite de lances' })).toBeVisible();
  await expectAccessible(phonePage);
  await snap(phonePage, 'profile-bidding-limit-phone');
  const second = await lotEndingIn(request, admin.token, 3600, `Lote limite celular ${Date.now()}`);
  await phonePage.goto(`/lotes/${second}`);
  await expect(phonePage.getByText('Ao vivo')).toBeVisible();
  await phonePage.getByRole('button', { name: 'Lance automático' }).click();
  await phonePage.getByRole('dialog', { name: 'Lance automático' }).getByLabel('Lance máximo (até)').fill('2500');
  await phonePage.getByRole('button', { name: 'Salvar lance máximo' }).click();
  await expect(phonePage.getByRole('dialog', { name: 'Confirmar lance máximo alto' })).toBeVisible();
  await expectAccessible(phonePage);
  await snap(phonePage, 'lot-high-maximum-confirm-phone', { fullPage: false });
  await phone.close();
  await member.close();
});
