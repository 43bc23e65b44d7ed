import { cpfCheckDigits } from '../../app/domain/documents';
import { allowRefusal, expectAccessible, pageAs, PHONE, signInOnce, snap, type Session, type Who, expect, test } from './helpers';

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

test('an administrator adds and renames a category, and its lot follows; retired, it leaves the chips and the lot keeps it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000); // several axe runs, a visitor's pages and the phone
  const admin = await pageAs(browser, baseURL, sessions.admin);
  const { page } = admin;
  const stamp = Date.now();
  const name = `Fitas LTO ${stamp}`;
  const renamed = `Fitas de backup ${stamp}`;
  const rowOf = (category: string) => list.getByRole('row').filter({ has: page.getByRole('rowheader', { name: category, exact: true }) });

  await page.goto('/admin?aba=categorias');
  await expect(page.getByRole('heading', { name: 'Categorias', level: 2 })).toBeVisible();
  const list = page.getByRole('region', { name: 'Categorias cadastradas' });
  await expect(list.getByRole('rowheader', { name: 'Notebooks', exact: true })).toBeVisible();

  // Added with its spaces tidied, after the others.
  const form = page.locator('form[aria-labelledby="category-create-title"]');
  await form.getByLabel('Nome').fill(`  ${name}  `);
  await form.getByRole('button', { name: 'Adicionar categoria' }).click();
  await expect(page.getByText('Categoria criada com sucesso!')).toBeVisible();
  await expect(rowOf(name)).toContainText('Ativa');
  await expect(list.getByRole('rowheader').last()).toHaveText(name);
  await expect(form.getByLabel('Nome')).toHaveValue('');

  // The same name in capitals is the same category: refused under the field.
  allowRefusal(409, '/api/admin/categories', 'the duplicate name is refused on purpose');
  await form.getByLabel('Nome').fill(name.toUpperCase());
  await form.getByRole('button', { name: 'Adicionar categoria' }).click();
  await expect(form.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription(`Já existe a categoria "${name}".`);
  await expect(list.getByRole('rowheader', { name: name.toUpperCase(), exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // A lot filed under it.
  const created = await page.request.post('/api/auctions', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: {
      title: `Fita LTO-8 12 TB ${stamp}`,
      description: 'Cartucho de backup lacrado.',
      category: name,
      start_price: 200,
      ends_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const lotId = ((await created.json()) as { data: { id: number } }).data.id;
  await page.reload();
  await expect(rowOf(name).getByRole('cell').first()).toHaveText('1');

  // Renamed: the dialog says the lot follows.
  await rowOf(name)
    .getByRole('button', { name: `Renomear a categoria "${name}"` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Renomear categoria' });
  await expect(dialog).toContainText('1 lote desta categoria passa a usar o novo nome.');
  await expect(dialog.getByLabel('Nome')).toHaveValue(name);
  await expectAccessible(page);
  await dialog.getByLabel('Nome').fill(renamed);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Categoria renomeada com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(renamed)).toHaveCount(1);
  await expect(rowOf(name)).toHaveCount(0);
  await snap(page, 'admin-categorias');

  // A visitor finds the lot under the new name: its chip, and its page.
  const visitor = await browser.newContext({ baseURL });
  const shop = await visitor.newPage();
  await shop.goto('/lotes');
  const chips = shop.getByRole('navigation', { name: 'Categorias' });
  await expect(chips.getByRole('link', { name: new RegExp(`^${renamed}\\s*1$`) })).toBeVisible();
  const allBefore = (await chips.getByRole('link', { name: /^Todas/ }).innerText()).match(/\d+$/)![0];
  await shop.goto(`/lotes/${lotId}`);
  await expect(shop.getByRole('main')).toContainText(renamed);

  // Retired: out of the chips and of the lot form's suggestions; the lot keeps it and still counts in 'Todas'.
  await rowOf(renamed)
    .getByRole('button', { name: `Desativar a categoria "${renamed}"` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Desativar categoria' });
  await expect(confirm).toContainText('O lote dela continua com ela.');
  await confirm.getByRole('button', { name: 'Desativar', exact: true }).click();
  await expect(page.getByText('Categoria desativada com sucesso!')).toBeVisible();
  await expect(rowOf(renamed)).toContainText('Desativada');
  await expect(rowOf(renamed).getByRole('button', { name: `Reativar a categoria "${renamed}"` })).toBeVisible();

  await shop.goto('/lotes');
  await expect(chips.getByRole('link', { name: /^Notebooks/ })).toBeVisible();
  await expect(chips.getByRole('link', { name: new RegExp(`^${renamed}`) })).toHaveCount(0);
  await expect(chips.getByRole('link', { name: /^Todas/ })).toHaveText(new RegExp(`^Todas\\s*${allBefore}$`));
  await shop.goto(`/lotes/${lotId}`);
  await expect(shop.getByRole('main')).toContainText(renamed);
  await visitor.close();

  await page.goto('/admin?aba=lotes');
  await expect(page.locator('#lot-categories option[value="Notebooks"]')).toHaveCount(1);
  await expect(page.locator(`#lot-categories option[value="${renamed}"]`)).toHaveCount(0);
  await admin.context.close();

  // On a phone the tab fits and passes axe too.
  const phone = await pageAs(browser, baseURL, sessions.admin, PHONE);
  await phone.page.goto('/admin?aba=categorias');
  await expect(phone.page.getByRole('heading', { name: 'Categorias', level: 2 })).toBeVisible();
  await expectAccessible(phone.page);
  await snap(phone.page, 'admin-categorias-phone');
  await phone.context.close();
});
