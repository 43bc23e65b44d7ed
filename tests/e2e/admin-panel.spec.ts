import { cpfCheckDigits } from '../../app/domain/documents';
import { expectAccessible, pageAs, PHONE, signInOnce, snap, type Session, type Who, expect, test } from './helpers';

let sessions: Record<Who, Session>;

test.beforeAll(async ({ browser, baseURL }) => {
  sessions = await signInOnce(browser, baseURL, ['admin']);
});

const newCpf = () => {
  const nine = String(Math.floor(100_000_000 + Math.random() * 800_000_000));
  return `${nine}${cpfCheckDigits(nine)}`;
};

test('the administrator approves a pending account from the users table', async ({ browser, baseURL }) => {
  test.setTimeout(120_000); // two pages checked by axe
  const admin = await pageAs(browser, baseURL, sessions.admin);
  const email = `pendente.${Date.now()}@example.com`;
  const registered = await admin.context.request.post('/api/auth/register', {
    data: { name: 'Caio Andrade', email, password: 'Pendente2026', accountType: 'PF', cpf: newCpf() },
  });
  expect(registered.status()).toBe(201);

  await admin.page.goto('/admin?aba=usuarios');
  await admin.page.getByLabel('Email').fill(email);
  await admin.page.getByRole('button', { name: 'Filtrar' }).click();
  const row = admin.page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(4)).toHaveText('Não');
  await expect(row.getByRole('button', { name: 'Rejeitar' })).toBeDisabled();
  await expectAccessible(admin.page);
  await snap(admin.page, 'admin-users');
  await row.getByRole('button', { name: 'Aprovar' }).click();
  await expect(admin.page.getByText('Status atualizado com sucesso!')).toBeVisible();
  await expect(row.getByRole('cell').nth(4)).toHaveText('Sim');
  await expect(row.getByRole('button', { name: 'Aprovar' })).toBeDisabled();

  // The detail opens on the name.
  await row.getByRole('button', { name: 'Caio Andrade' }).click();
  const detail = admin.page.getByRole('dialog', { name: 'Detalhes do Usuário' });
  await expect(detail).toContainText(email);
  await expect(detail).toContainText('Lances dados');
  await expectAccessible(admin.page);
  await admin.page.keyboard.press('Escape');
  await admin.context.close();
});

test('the after-sale tabs: payments, withdrawal requests and pickups, on a computer and a phone', async ({ browser, baseURL }) => {
  test.setTimeout(180_000); // eight pages, each checked by axe
  for (const viewport of [undefined, PHONE]) {
    const admin = await pageAs(browser, baseURL, sessions.admin, viewport);
    for (const [tab, heading] of [
      ['pagamentos', 'Pagamentos'],
      ['retiradas', 'Solicitações de Retirada'],
      ['agendamentos', 'Agendamentos de Retirada'],
      ['usuarios', 'Usuários'],
    ] as const) {
      await admin.page.goto(`/admin?aba=${tab}`);
      await expect(admin.page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
      await expectAccessible(admin.page);
      await snap(admin.page, `admin-${tab}${viewport ? '-phone' : ''}`);
    }
    await admin.context.close();
  }
});

test('the tabs are links: a click before the page runs any script opens the tab; the filters say Todos, in Portuguese whatever the browser’s language', async ({
  browser,
  baseURL,
}) => {
  const scriptless = await browser.newContext({ baseURL, storageState: sessions.admin.state, javaScriptEnabled: false, locale: 'en-US' });
  const page = await scriptless.newPage();
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Usuários' }).click();
  await expect(page).toHaveURL(/\/admin\?aba=usuarios$/);
  await expect(page.getByRole('tab', { name: 'Usuários', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Usuários', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Todos\s+Admin$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Todos\s+Aprovado$/ })).toBeVisible();
  await expect(page.getByText('Select an item')).toHaveCount(0);

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Meus Lances' }).click();
  await expect(page).toHaveURL(/\/dashboard\?aba=lances$/);
  await expect(page.getByRole('tab', { name: 'Meus Lances', selected: true })).toBeVisible();

  await page.goto('/admin-dashboard');
  await page.getByRole('tab', { name: 'Relatórios' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\?aba=relatorios$/);
  await expect(page.getByRole('tab', { name: 'Relatórios', selected: true })).toBeVisible();
  await scriptless.close();

  // Hydrated, in a browser set to English: react-aria's own words are Portuguese too.
  const english = await browser.newContext({ baseURL, storageState: sessions.admin.state, locale: 'en-US' });
  const hydrated = await english.newPage();
  await hydrated.goto('/admin?aba=auditoria');
  await expect(hydrated.getByRole('button', { name: /^Todos\s+Ação$/ })).toBeVisible();
  await hydrated.getByRole('button', { name: /^Todos\s+Ação$/ }).click();
  await expect(hydrated.getByRole('option', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
  await expect(hydrated.getByRole('button', { name: 'Descartar' }).first()).toBeAttached();
  await expect(hydrated.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
  await hydrated.keyboard.press('Escape');
  await hydrated.getByRole('tab', { name: 'Usuários' }).click();
  await expect(hydrated).toHaveURL(/\/admin\?aba=usuarios$/);
  await expect(hydrated.getByRole('heading', { name: 'Usuários', level: 2 })).toBeVisible();
  await english.close();
});
