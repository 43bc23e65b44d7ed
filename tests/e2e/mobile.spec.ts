import { snap, expect, test } from './helpers';

test('on a phone the header folds into a menu with search and the account buttons', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('lot-grid').locator('article').first()).toBeVisible();
  // Nothing may be wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  await snap(page, 'mobile-home', { fullPage: false });
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Criar conta' })).toBeVisible();
  await snap(page, 'mobile-menu', { fullPage: false });
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('notebook');
  await page.getByRole('searchbox', { name: 'Buscar' }).press('Enter');
  await expect(page).toHaveURL(/q=notebook/);
  await page.goto('/lotes/2');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  await snap(page, 'mobile-lot-detail', { fullPage: false });
});
