/**
 * The back office's 'Lotes' and 'Leilões' tabs: an administrator creates a lot with two images uploaded
 * from the form, sees it at once on the home page with the first image as cover, rearranges its images
 * in 'Editar Imagens', renames it inline and closes it after the confirmation. Every screen and dialog
 * is checked with axe and photographed on a computer and a phone.
 */
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { allowRefusal, DESKTOP, expectAccessible, pageAs, PHONE, signInOnce, snap, type Session, type Who, expect, test } from './helpers';

let sessions: Record<Who, Session>;

// Two long journeys, each with several axe runs.
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async ({ browser, baseURL }) => {
  sessions = await signInOnce(browser, baseURL, ['admin']);
});

const RED = 'tests/e2e/fixtures/lot-red.png';
const BLUE = 'tests/e2e/fixtures/lot-blue.png';

/** Tomorrow at 18:30 as a datetime-local value (São Paulo is the browser's zone here). */
function tomorrowAt(hhmm: string) {
  const d = new Date(Date.now() + 24 * 3600_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d);
  return `${day}T${hhmm}`;
}

interface AdminLot {
  id: number;
  title: string;
  status: string;
  images: string[];
  ends_at: string;
  reserve_price: number | null;
  extension_minutes: number;
  specs: Record<string, string> | null;
}

async function findLot(page: Page, token: string, title: string): Promise<AdminLot> {
  const res = await page.request.get(`/api/admin/auctions?title=${encodeURIComponent(title)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const { auctions } = (await res.json()).data as { auctions: AdminLot[] };
  expect(auctions).toHaveLength(1);
  return auctions[0]!;
}

/** The bytes an image URL serves. */
async function bytesOf(page: Page, url: string) {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  return Buffer.from(await res.body());
}

test('an administrator creates a lot with images, rearranges them, renames and closes it', async ({ browser, baseURL }) => {
  const admin = await pageAs(browser, baseURL, sessions.admin);
  const { page } = admin;
  const title = `Workstation HP Z4 ${Date.now()}`;

  await page.goto('/admin?aba=lotes');
  await expect(page.getByRole('heading', { name: 'Leilões cadastrados', level: 2 })).toBeVisible();

  // Validation messages under the fields, nothing sent.
  await page.getByRole('button', { name: 'Criar leilão' }).click();
  await expect(page.getByText('Título é obrigatório')).toBeVisible();
  await expect(page.getByText('Preço inicial é obrigatório')).toBeVisible();

  const form = page.locator('form[aria-labelledby="lot-create-title"]');
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Categoria').fill('Desktops');
  await form.getByLabel('Descrição').fill('Xeon W-2223, 32 GB ECC, SSD 1 TB. Testada e funcionando.');
  await form.getByLabel('Preço inicial (R$)').fill('2.345,67');
  await form.getByLabel('Encerramento').fill(tomorrowAt('18:30'));

  // A file that says it is a PNG but is not: the upload is refused and the banner above the tabs says so.
  allowRefusal(415, '/api/uploads', 'the file is no image');
  await form.locator('input[type=file]').setInputFiles({ name: 'falso.png', mimeType: 'image/png', buffer: Buffer.from('não é imagem') });
  await page.getByRole('button', { name: 'Criar leilão' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Apenas arquivos de imagem (JPEG, PNG, WebP ou GIF)' }).first()).toBeVisible();
  await form.getByRole('button', { name: 'Remover' }).click();

  await form.locator('input[type=file]').setInputFiles([RED, BLUE]);
  const images = page.getByRole('grid', { name: 'Imagens do lote, na ordem em que aparecem' });
  await expect(images.getByRole('row')).toHaveCount(2);
  await expect(images.getByRole('row').first()).toContainText('Capa');
  await expectAccessible(page);
  await snap(page, 'admin-lotes');

  await page.getByRole('button', { name: 'Criar leilão' }).click();
  await expect(page.getByText('Leilão criado com sucesso!')).toBeVisible();
  await expect(form.getByLabel('Título')).toHaveValue('');
  await expect(images.getByText('Nenhuma imagem escolhida.')).toBeVisible();
  await expect(images.locator('img')).toHaveCount(0);
  const created = await findLot(page, admin.token, title);
  expect(created.images).toHaveLength(2);
  expect(await bytesOf(page, created.images[0]!)).toEqual(readFileSync(RED));
  expect(await bytesOf(page, created.images[1]!)).toEqual(readFileSync(BLUE));
  await expect(page.getByTestId(`lot-${created.id}`)).toContainText('R$ 2.345,67');

  // At once on the home page and /lotes, for visitors too, with the first image as the cover.
  const visitor = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const anon = await visitor.newPage();
  for (const path of ['/?sort=newest', `/lotes?q=${encodeURIComponent(title)}`]) {
    await anon.goto(path);
    const card = anon.locator(`article[data-lot-id="${created.id}"]`);
    await expect(card).toHaveCount(1);
    await expect(card.locator('img').first()).toHaveAttribute('src', created.images[0]!);
  }

  // 'Leilões': filtered by the title, then 'Editar Imagens'.
  await page.goto('/admin?aba=leiloes');
  await page.getByLabel('Nome/Título').fill(title);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const row = page.getByTestId(`lot-${created.id}`);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Ativo');
  await expectAccessible(page);
  await snap(page, 'admin-leiloes');

  await row.getByRole('button', { name: 'Imagens', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Imagens' });
  const grid = dialog.getByRole('grid');
  await expect(grid.getByRole('row')).toHaveCount(2);
  await dialog.locator('input[type=file]').setInputFiles([RED]);
  await expect(grid.getByRole('row')).toHaveCount(3);
  await expectAccessible(page);
  await snap(page, 'admin-editar-imagens');

  // Drag the new (third) image before the second one.
  const srcs = () => grid.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
  const [first, second, third] = await srcs();
  // A mouse drags the whole tile (the handle is for the keyboard and screen readers).
  await grid
    .getByRole('row')
    .nth(2)
    .dragTo(grid.getByRole('row').nth(1), { targetPosition: { x: 8, y: 60 } });
  await expect.poll(srcs).toEqual([first, third, second]);
  // Then the blue one (now third) becomes the cover.
  await grid.getByRole('row').nth(2).getByRole('button', { name: 'Definir capa' }).click();
  await expect.poll(srcs).toEqual([second, first, third]);
  await expect(grid.getByRole('row').first()).toContainText('Capa');
  await dialog.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Imagens salvas com sucesso!')).toBeVisible();
  const rearranged = await findLot(page, admin.token, title);
  expect(rearranged.images.slice(0, 2)).toEqual([created.images[1], created.images[0]]);
  expect(await bytesOf(page, rearranged.images[2]!)).toEqual(readFileSync(RED));

  // Inline edit of the title.
  const renamed = `${title} (revisada)`;
  await row.getByRole('button', { name: 'Editar', exact: true }).click();
  await row.getByLabel('Título').fill(renamed);
  await expectAccessible(page);
  await snap(page, 'admin-leiloes-editar');
  await row.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Alterações salvas com sucesso!')).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText(renamed);
  await anon.goto(`/lotes/${created.id}`);
  await expect(anon.getByRole('heading', { name: renamed })).toBeVisible();

  // 'Excluir' asks first (cancelled here); 'Encerrar' asks, then closes.
  await row.getByRole('button', { name: 'Excluir', exact: true }).click();
  const remove = page.getByRole('dialog', { name: 'Excluir leilão' });
  await expect(remove).toContainText(renamed);
  await expectAccessible(page);
  await snap(page, 'admin-excluir-leilao');
  await remove.getByRole('button', { name: 'Cancelar' }).last().click(); // the footer's, not the corner's

  await row.getByRole('button', { name: 'Encerrar', exact: true }).click();
  const close = page.getByRole('dialog', { name: 'Encerrar leilão' });
  await expect(close).toContainText('Encerrar este leilão agora?');
  await expectAccessible(page);
  await snap(page, 'admin-encerrar-leilao');
  await close.getByRole('button', { name: 'Encerrar', exact: true }).click();
  await expect(page.getByText('Leilão encerrado.')).toBeVisible();
  await expect(row).toContainText('Fechado');
  await expect(row.getByRole('button', { name: 'Encerrar', exact: true })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Editar', exact: true })).toBeDisabled();
  expect((await findLot(page, admin.token, renamed)).status).toBe('closed');

  await visitor.close();
  await admin.context.close();
});

test('the lots tabs and their dialogs on a phone', async ({ browser, baseURL }) => {
  const admin = await pageAs(browser, baseURL, sessions.admin, PHONE);
  const { page } = admin;
  await page.goto('/admin?aba=lotes');
  await page.locator('form[aria-labelledby="lot-create-title"] input[type=file]').setInputFiles([RED, BLUE]);
  await expect(page.getByRole('grid').getByRole('row')).toHaveCount(2);
  await expectAccessible(page);
  await snap(page, 'admin-lotes-phone');

  await page.goto('/admin?aba=leiloes&status=active');
  await expect(page.getByRole('heading', { name: 'Leilões', level: 2 })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'admin-leiloes-phone');

  const row = page.locator('tbody tr').first();
  await row.getByRole('button', { name: 'Imagens', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Editar Imagens' })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'admin-editar-imagens-phone', { fullPage: false });
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).last().click(); // the footer's, not the corner's

  await row.getByRole('button', { name: 'Encerrar', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Encerrar leilão' })).toContainText('Encerrar este leilão agora?');
  await expectAccessible(page);
  await snap(page, 'admin-encerrar-leilao-phone', { fullPage: false });
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).last().click(); // the footer's, not the corner's

  await row.getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Excluir leilão' })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'admin-excluir-leilao-phone', { fullPage: false });
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).last().click(); // the footer's, not the corner's

  await page.goto('/admin?aba=leiloes&title=nenhum-lote-tem-este-nome');
  await expect(page.getByText('Nenhum leilão encontrado.')).toBeVisible();
  await admin.context.close();
});

for (const [viewport, tag] of [
  [DESKTOP, 'desktop'],
  [PHONE, 'phone'],
] as const) {
  test(`a lot's terms on the form, in the table and in 'Condições', and its specs on the lot page (${tag})`, async ({
    browser,
    baseURL,
  }) => {
    const admin = await pageAs(browser, baseURL, sessions.admin, viewport);
    const { page } = admin;
    const title = `Notebook com reserva ${tag} ${Date.now()}`;
    await page.goto('/admin?aba=lotes');
    const form = page.locator('form[aria-labelledby="lot-create-title"]');
    await form.getByLabel('Título').fill(title);
    await form.getByLabel('Categoria').fill('Notebooks');
    await form.getByLabel('Descrição').fill('Core i5, 16 GB, SSD 512 GB.');
    await form.getByLabel('Preço inicial (R$)').fill('1.000,00');
    await form.getByLabel('Encerramento').fill(tomorrowAt('18:30'));
    await expect(form.getByLabel('Prorrogação (minutos)')).toHaveValue('3');
    await expect(form.getByLabel('Preço de reserva (opcional)')).toHaveAccessibleDescription(/nunca o valor/);

    // A reserve below the start price is refused under its field, nothing sent.
    await form.getByLabel('Preço de reserva (opcional)').fill('900,00');
    await page.getByRole('button', { name: 'Criar leilão' }).click();
    await expect(form.getByText('O preço de reserva deve ser de pelo menos o preço inicial (R$ 1.000,00)')).toBeVisible();

    await form.getByLabel('Preço de reserva (opcional)').fill('1.500,00');
    await form.getByLabel('Prorrogação (minutos)').fill('5');
    await form.getByRole('button', { name: 'Adicionar especificação' }).click();
    await form.getByLabel('Característica 1').fill('Processador');
    await form.getByLabel('Valor 1').fill('Intel Core i5-1135G7');
    await expectAccessible(page);
    await snap(page, `admin-lote-condicoes-${tag}`);
    await page.getByRole('button', { name: 'Criar leilão' }).click();
    await expect(page.getByText('Leilão criado com sucesso!')).toBeVisible();
    const created = await findLot(page, admin.token, title);
    expect(created).toMatchObject({ reserve_price: 1500, extension_minutes: 5, specs: { Processador: 'Intel Core i5-1135G7' } });

    // The table shows the reserve; 'Condições' edits it (no bids yet).
    await page.goto(`/admin?aba=leiloes&title=${encodeURIComponent(title)}`);
    const row = page.getByTestId(`lot-${created.id}`);
    await expect(row.getByTestId('lot-reserve')).toHaveText('Reserva: R$ 1.500,00');
    await row.getByRole('button', { name: 'Condições', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Condições do leilão' });
    await expect(dialog.getByLabel('Preço de reserva (opcional)')).toHaveValue('1500,00');
    await expect(dialog.getByLabel('Prorrogação (minutos)')).toHaveValue('5');
    await expect(dialog.getByLabel('Valor 1')).toHaveValue('Intel Core i5-1135G7');
    await expectAccessible(page);
    await snap(page, `admin-condicoes-leilao-${tag}`, { fullPage: false });
    await dialog.getByLabel('Prorrogação (minutos)').fill('61');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('A prorrogação deve ser um número inteiro de 0 a 60 minutos')).toBeVisible();
    await dialog.getByLabel('Prorrogação (minutos)').fill('0');
    await dialog.getByLabel('Preço de reserva (opcional)').fill('');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Alterações salvas com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('lot-reserve')).toHaveText('Sem reserva');
    expect(await findLot(page, admin.token, title)).toMatchObject({ reserve_price: null, extension_minutes: 0 });

    // The specs on the lot page, for a visitor too.
    const visitor = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport });
    const anon = await visitor.newPage();
    await anon.goto(`/lotes/${created.id}`);
    const specs = anon.getByRole('region', { name: 'Especificações técnicas' });
    await expect(specs.getByRole('term')).toHaveText(['Processador']);
    await expect(specs.getByRole('definition')).toHaveText(['Intel Core i5-1135G7']);
    await expectAccessible(anon);
    await snap(anon, `lote-especificacoes-${tag}`);
    await visitor.close();
    await admin.context.close();
  });
}
