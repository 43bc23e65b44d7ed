import { allowRefusal, expectAccessible, PRICE_PATTERN, snap, expect, test } from './helpers';

test.describe('a visitor browsing the catalogue', () => {
  test('home → category chip → infinite scroll → lot detail, never seeing a price', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(String(error)));
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Destaques' })).toBeVisible();
    const cards = page.getByTestId('lot-grid').locator('article');
    await expect(cards).toHaveCount(9);
    await expect(cards.first()).toContainText('Faça login para ver preços e dar lances');
    await expect(cards.first()).toContainText(/Termina em|Inicia em/);
    await snap(page, 'home');

    // Category chip
    const chips = page.getByRole('navigation', { name: 'Categorias' });
    await expect(chips.getByRole('link').first()).toHaveText(/^Todas\s*\d+$/);
    // The chosen chip's count, white on red, is as readable as WCAG AA asks (4.5:1).
    await expectAccessible(page, { within: 'nav[aria-label="Categorias"]' });
    await chips.getByRole('link', { name: /^Servidores/ }).click();
    await expect(page).toHaveURL(/category=Servidores/);
    await expect(chips.getByRole('link', { name: /^Servidores/ })).toHaveAttribute('aria-current', 'true');
    const serverCount = Number((await chips.getByRole('link', { name: /^Servidores/ }).innerText()).match(/\d+$/)![0]);
    await expect(cards).toHaveCount(Math.min(serverCount, 9));
    for (const category of await cards.locator('p').first().allInnerTexts()) expect(category.toLowerCase()).toBe('servidores');
    await snap(page, 'home-category-servidores');

    // Back to all lots; scrolling to the end loads 9 more
    await chips.getByRole('link', { name: /^Todas/ }).click();
    await expect(page).not.toHaveURL(/category=/);
    await expect(cards).toHaveCount(9);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(18);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(27);
    const ids = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-lot-id')));
    expect(new Set(ids).size).toBe(27);

    // Open a lot
    const card = cards.nth(10);
    const title = await card.getByRole('heading').innerText();
    await card.getByRole('link', { name: 'Ver Detalhes' }).click();
    await expect(page).toHaveURL(/\/lotes\/\d+$/);
    const id = page.url().match(/(\d+)$/)![1];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('navigation', { name: 'Você está em' })).toContainText(`Leilão #${id}`);
    await expect(page.getByText('Faça login para ver', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cadastre-se grátis!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar para dar lance' })).toBeVisible();
    await expect(page.getByText('Encerra em')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(PRICE_PATTERN);
    await snap(page, 'lot-detail-visitor');
    // Hydration went through without mismatches, and nothing failed to load.
    expect(problems).toEqual([]);
  });

  test('the gallery switches images from its thumbnails', async ({ page }) => {
    await page.goto('/lotes/1');
    const thumbs = page.getByRole('group', { name: 'Galeria de imagens' }).getByRole('button');
    expect(await thumbs.count()).toBeGreaterThanOrEqual(2);
    const main = page.getByRole('region', { name: 'Galeria de imagens' }).locator('img').first();
    const before = await main.getAttribute('src');
    await thumbs.nth(1).click();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(main).not.toHaveAttribute('src', before!);
    await thumbs.nth(1).press('ArrowRight');
    await expect(thumbs.nth(2 % (await thumbs.count()))).toBeFocused();
  });

  test('header search finds lots by title or description, case- and accent-insensitively', async ({ page }) => {
    await page.goto('/lotes');
    const search = page.getByRole('search').getByRole('searchbox', { name: 'Buscar' });
    await search.fill('DELL');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/lotes\?q=DELL/);
    const cards = page.getByTestId('lot-grid').locator('article');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByTestId('catalogue-found')).toHaveText(/^Resultados para “DELL” · \d+ lotes encontrados$/);
    for (const text of await cards.allInnerTexts()) expect(text.toLowerCase()).toContain('dell');
    await snap(page, 'search-dell');

    await search.fill('xyzzy inexistente');
    await search.press('Enter');
    await expect(page.getByText('Nenhum leilão encontrado')).toBeVisible();
  });

  test('/lotes filters live in the URL and survive a reload', async ({ page }) => {
    await page.goto('/lotes');
    await expect(page.getByRole('heading', { level: 1, name: 'Lotes' })).toBeVisible();
    // Unfiltered, the list counts nothing.
    await expect(page.getByTestId('catalogue-found')).toHaveText('');
    await page.getByRole('button', { name: 'Filtros avançados' }).click();
    await expect(page.getByRole('textbox', { name: 'Preço mínimo (R$)' })).toBeDisabled();
    await page.getByRole('button', { name: /Status$/ }).click();
    await page.getByRole('option', { name: 'Encerrado' }).click();
    // The end-before date is typed dd/mm/aaaa whatever the browser's language.
    const endBefore = page.getByRole('group', { name: 'Encerra até' });
    await expect(endBefore).toContainText('dd/mm/aaaa');
    await endBefore.getByRole('spinbutton').first().click();
    await page.keyboard.type('31122030');
    await expect(endBefore).toContainText('31/12/2030');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page).toHaveURL(/status=closed/);
    await expect(page).toHaveURL(/endBefore=2030-12-31/);
    await expect(page.getByTestId('catalogue-found')).toHaveText(/^\d+ lotes encontrados$/);
    const badges = page.getByTestId('lot-grid').locator('[data-status]');
    await expect(badges.first()).toHaveText('Encerrado');
    for (const text of await badges.allTextContents()) expect(text).toBe('Encerrado');
    await page.reload();
    for (const text of await badges.allTextContents()) expect(text).toBe('Encerrado');
    await snap(page, 'lotes-filter-closed');

    await page.getByRole('button', { name: /Ordenar por$/ }).click();
    await page.getByRole('option', { name: 'Mais recentes' }).click();
    await expect(page).toHaveURL(/sort=newest/);
    await expect(page).toHaveURL(/status=closed/);
  });

  test('an unknown lot answers 404 with "Lote não encontrado."', async ({ page }) => {
    allowRefusal(404, '/lotes/999999', 'the lot does not exist');
    const response = await page.goto('/lotes/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Lote não encontrado.' })).toBeVisible();
    await snap(page, 'lot-404');
  });

  test('Entrar and Criar conta dispatch the openLogin and openRegister window events, which open the modals', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      (window as unknown as { heard: string[] }).heard = [];
      for (const name of ['openLogin', 'openRegister'])
        window.addEventListener(name, () => (window as unknown as { heard: string[] }).heard.push(name));
    });
    await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByRole('dialog', { name: 'Criar sua conta' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual(['openLogin', 'openRegister']);
  });

  test('static pages show real content', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perguntas frequentes');
    await page.getByText('Quais são as formas de pagamento?').click();
    await expect(page.getByText(/PIX, boleto bancário ou transferência bancária/)).toBeVisible();
    await snap(page, 'faq');
    await page.goto('/condicoes-gerais');
    await expect(page.getByText(/irrevogáveis/)).toBeVisible();
    await page.goto('/suporte');
    await expect(page.getByText(/segunda a sexta-feira, das 08h às 18h/).first()).toBeVisible();
  });
});
