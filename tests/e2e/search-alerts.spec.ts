import { expect, expectAccessible, pageAs, PHONE, signInOnce, snap, test, type Session } from './helpers';

/**
 * Search alerts end to end: a member filters the catalogue, saves the search as an alert ('Na hora'), an
 * administrator publishes a lot that matches it, and the member's bell shows the alert's notice; the dashboard's
 * 'Alertas' tab pauses and deletes it (desktop and 390 px).
 */
const WORD = `alertae2e${Date.now().toString(36)}`;
let sessions: Record<'bidder' | 'admin', Session>;

test.beforeAll(async ({ browser, baseURL }) => {
  sessions = await signInOnce(browser, baseURL, ['bidder', 'admin']);
});

test('a member saves a filtered search as an alert and is told when a matching lot is published', async ({ browser, baseURL, request }) => {
  const member = await pageAs(browser, baseURL, sessions.bidder);
  const { page } = member;
  await page.goto(`/lotes?q=${WORD}&category=Notebooks`);
  await page.getByRole('button', { name: 'Criar alerta para esta busca' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar alerta para esta busca' });
  await expect(dialog.getByRole('textbox', { name: 'Nome do alerta' })).toHaveValue(`"${WORD}", categoria Notebooks`);
  await dialog.getByRole('textbox', { name: 'Nome do alerta' }).fill(`Notebook ${WORD}`);
  await expect(dialog.getByRole('radio', { name: /Na hora/ })).toBeChecked();
  await expect(dialog.getByRole('listitem')).toHaveText([`"${WORD}"`, 'categoria Notebooks']);
  await expectAccessible(page);
  await snap(page, 'search-alert-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Criar alerta' }).click();
  await expect(dialog).toBeHidden();

  // The administrator publishes a lot that matches.
  const created = await request.post('/api/auctions', {
    headers: { Authorization: `Bearer ${sessions.admin.token}` },
    data: {
      title: `Notebook ${WORD} 14 polegadas`,
      description: 'Core i5, 16 GB, SSD 512 GB.',
      category: 'Notebooks',
      start_price: 900,
      ends_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const bell = page.getByRole('button', { name: /^Notificações/ });
  await expect(bell).toHaveAccessibleName(/não lida/, { timeout: 20_000 });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notificações' });
  await expect(panel).toContainText('Novo lote para o seu alerta');
  await expect(panel).toContainText(`"Notebook ${WORD} 14 polegadas" foi publicado e combina com o seu alerta "Notebook ${WORD}".`);
  await member.context.close();
});

test("the dashboard's 'Alertas' tab pauses and deletes an alert, on a desktop and at 390 px", async ({ browser, baseURL, request }) => {
  for (const viewport of [undefined, PHONE]) {
    const member = await pageAs(browser, baseURL, sessions.bidder, viewport);
    const { page } = member;
    const name = `Painel ${WORD} ${viewport ? 'celular' : 'desktop'}`;
    const made = await request.post('/api/search-alerts', {
      headers: { Authorization: `Bearer ${sessions.bidder.token}` },
      data: { name, mode: 'digest', filters: { q: `${WORD}x`, minMemory: '16', storage: 'nvme' } },
    });
    expect(made.status(), await made.text()).toBe(201);
    await page.goto('/dashboard?aba=alertas');
    await expect(page.getByRole('tab', { name: 'Alertas', selected: true })).toBeVisible();
    const item = page.getByTestId('search-alert').filter({ hasText: name });
    await expect(item).toContainText('Resumo diário');
    await expect(item).toContainText('memória a partir de 16 GB');
    await expect(item).toContainText('somente NVMe');
    await item.getByRole('button', { name: `Pausar ${name}` }).click();
    await expect(item).toContainText('Pausado');
    await expect(item.getByRole('button', { name: `Retomar ${name}` })).toBeVisible();
    await expectAccessible(page);
    await snap(page, viewport ? 'search-alerts-tab-phone' : 'search-alerts-tab');
    await item.getByRole('button', { name: `Excluir ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir alerta' });
    await expect(confirm).toContainText(`Excluir o alerta "${name}"?`);
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(item).toHaveCount(0);
    await member.context.close();
  }
});

test('a visitor sees no alert button', async ({ page }) => {
  await page.goto(`/lotes?q=${WORD}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Criar alerta para esta busca' })).toHaveCount(0);
});
