import { type Page } from '@playwright/test';
import {
  allowRefusal,
  expectAccessible,
  lotEndingIn,
  pageAs,
  PHONE,
  signInOnce,
  snap,
  type Session,
  type Who,
  expect,
  test,
} from './helpers';

let sessions: Record<Who, Session>;

test.beforeAll(async ({ browser, baseURL }) => {
  sessions = await signInOnce(browser, baseURL, ['admin', 'bidder']);
});

const card = (page: Page, label: string) => page.getByRole('group', { name: label });

async function openDashboard(page: Page) {
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Administrativo' })).toBeVisible();
  await expect(page.getByRole('status', { name: /Ao vivo/ })).toBeVisible();
  await expect(card(page, 'Lances Hoje').locator('p').nth(1)).toHaveText(/^\d[\d.]*$/);
}

const bidsToday = async (page: Page) => Number((await card(page, 'Lances Hoje').locator('p').nth(1).innerText()).replace(/\./g, ''));

test.describe('Dashboard Administrativo', () => {
  test('the bids-today card moves, without a reload, when a bidder bids from another browser', async ({ browser, baseURL }) => {
    const admin = await pageAs(browser, baseURL, sessions.admin);
    const bidder = await pageAs(browser, baseURL, sessions.bidder);
    const title = `Switch gerenciável ${Date.now()}`;
    const lotId = await lotEndingIn(admin.context.request, admin.token, 600, title);
    await openDashboard(admin.page);
    const before = await bidsToday(admin.page);
    // Nothing reloads the page: a marker set now must survive until the card has moved.
    await admin.page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    await bidder.page.goto(`/lotes/${lotId}`);
    await bidder.page.getByRole('button', { name: 'Dar Lance' }).click();
    const dialog = bidder.page.getByRole('dialog', { name: 'Dar Lance' });
    await dialog.getByLabel('Seu lance (R$)').fill('110,00');
    await dialog.getByRole('button', { name: 'Confirmar Lance' }).click();
    await expect(dialog).toBeHidden();

    await expect.poll(() => bidsToday(admin.page), { timeout: 5_000 }).toBe(before + 1);
    await expect(admin.page.getByRole('region', { name: 'Atividade Recente' }).getByText(title).first()).toBeVisible();
    expect(await admin.page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await admin.context.close();
    await bidder.context.close();
  });

  for (const [name, viewport] of [
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const) {
    test(`both tabs on ${name}: charts with tables, accessible`, async ({ browser, baseURL }) => {
      const { page, context } = await pageAs(browser, baseURL, sessions.admin, viewport);
      await openDashboard(page);
      await expect(page.getByRole('region', { name: 'Status do Sistema' })).toBeVisible();
      await expectAccessible(page);
      await snap(page, `admin-dashboard-metrics-${name}`);

      await page.getByRole('tab', { name: 'Relatórios' }).click();
      await expect(page.getByRole('heading', { name: 'Tendências Gerais' })).toBeVisible();
      await expect(page.getByRole('img', { name: /Gráfico de linhas das tendências/ })).toBeVisible();
      await expect(page.getByRole('img', { name: /principais categorias/ })).toBeVisible();
      await expect(page.getByRole('img', { name: /comportamento dos usuários/ })).toBeVisible();
      // Each chart's table alternative opens with the same figures.
      const trend = page.getByRole('region', { name: 'Tendências Gerais' });
      await trend.getByText('Ver como tabela').click();
      await expect(trend.getByRole('table')).toBeVisible();
      await expect(trend.getByRole('row')).toHaveCount(7);
      await expectAccessible(page);
      await snap(page, `admin-dashboard-reports-${name}`);
      await context.close();
    });
  }

  test('a member gets Acesso Negado with the page’s text', async ({ browser, baseURL }) => {
    const { page, context } = await pageAs(browser, baseURL, sessions.bidder);
    allowRefusal(403, '/admin-dashboard', 'a member is refused the dashboard');
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
    await expect(page.getByText('Você precisa ser administrador para acessar esta página.')).toBeVisible();
    await context.close();
  });
});
