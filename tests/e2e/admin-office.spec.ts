import { deflateSync } from 'node:zlib';
import { type Page } from '@playwright/test';
import { brl, expectAccessible, pageAs, PHONE, signInOnce, snap, type Session, type Who, expect, test } from './helpers';

let sessions: Record<Who, Session>;

test.beforeAll(async ({ browser, baseURL }) => {
  sessions = await signInOnce(browser, baseURL, ['admin']);
});

/** A small banner-shaped PNG (a red-to-graphite gradient), made here so the test needs no binary fixture. */
function bannerPng(width = 320, height = 112): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = x / width;
      rows.set([Math.round(200 - 166 * t), Math.round(16 + 23 * t), Math.round(46 - 0 * t)], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const carouselOf = (page: Page) => page.locator('section[aria-roledescription="carousel"]');

test('the administrator creates a banner with an uploaded image; it shows on the home page, and disappears when switched off', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const admin = await pageAs(browser, baseURL, sessions.admin);
  const visitor = await browser.newContext({ baseURL, locale: 'pt-BR' });
  const home = await visitor.newPage();
  const title = `Semana do SSD ${Date.now()}`;

  await admin.page.goto('/admin?aba=banners');
  await expect(admin.page.getByRole('heading', { name: 'Banners', level: 2 })).toBeVisible();
  // The image is required.
  await admin.page.getByRole('button', { name: 'Criar banner' }).click();
  await expect(admin.page.getByText('Selecione uma imagem para o banner')).toBeVisible();

  await admin.page.locator('input[type="file"]').first().setInputFiles({ name: 'ssd.png', mimeType: 'image/png', buffer: bannerPng() });
  await expect(admin.page.getByRole('img', { name: 'Pré-visualização do banner' })).toBeVisible();
  await expect(admin.page.getByText('Selecione uma imagem para o banner')).toHaveCount(0);
  const form = admin.page.getByRole('form', { name: 'Novo banner' });
  await form.getByLabel('Título', { exact: true }).fill(title);
  await form.getByLabel('Subtítulo').fill('Até 40% abaixo do mercado');
  await form.getByLabel('Link', { exact: true }).fill('/lotes');
  await expectAccessible(admin.page);
  await snap(admin.page, 'admin-banners-form');
  await form.getByRole('button', { name: 'Criar banner' }).click();
  await expect(admin.page.getByText('Banner criado com sucesso!')).toBeVisible();
  const row = admin.page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('img', { name: `Imagem do banner "${title}"` })).toBeVisible();

  await home.goto('/');
  await expect(carouselOf(home).getByRole('heading', { name: title, includeHidden: true })).toHaveCount(1);

  // Edit modal: another subtitle.
  await row.getByRole('button', { name: 'Editar' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Editar Banner' });
  await expect(dialog.getByLabel('Título', { exact: true })).toHaveValue(title);
  await dialog.getByLabel('Subtítulo').fill('Só esta semana');
  await expectAccessible(admin.page);
  await snap(admin.page, 'admin-banners-edit');
  await dialog.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Só esta semana');

  // Switched off: gone from the home page at once.
  const active = row.getByRole('switch', { name: `Banner "${title}" ativo` });
  await expect(active).toBeChecked();
  await active.focus();
  await admin.page.keyboard.press('Space');
  await expect(active).not.toBeChecked();
  await expectAccessible(admin.page);
  await snap(admin.page, 'admin-banners');
  await home.goto('/');
  await expect(carouselOf(home)).toBeVisible(); // the demo's other banners are still there
  await expect(carouselOf(home).getByRole('heading', { name: title, includeHidden: true })).toHaveCount(0);

  // Delete, with confirmation.
  await row.getByRole('button', { name: 'Excluir' }).click();
  const confirm = admin.page.getByRole('dialog', { name: 'Excluir banner' });
  await expect(confirm).toContainText(`Tem certeza que deseja excluir o banner "${title}"?`);
  await snap(admin.page, 'admin-banners-delete');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(admin.page.getByText('Banner excluído com sucesso!')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The audit log tells the whole story, in words.
  await admin.page.goto('/admin?aba=auditoria');
  await admin.page.getByLabel('Quem (email)').fill('admin@arremate');
  await admin.page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(admin.page.getByRole('cell', { name: 'Excluiu banner' }).first()).toBeVisible();
  await expect(admin.page.getByRole('cell', { name: 'Criou banner' }).first()).toBeVisible();
  await expect(admin.page.getByText(`is_active: sim → não`).first()).toBeVisible();
  await visitor.close();
  await admin.context.close();
});

test('Financeiro, Relatórios and Auditoria show the real figures, on a computer and a phone', async ({ browser, baseURL }) => {
  test.setTimeout(300_000); // eight pages, each checked by axe
  const admin = await pageAs(browser, baseURL, sessions.admin);
  const finance = (await (await admin.context.request.get('/api/admin/financial')).json()).data;
  const stats = (await (await admin.context.request.get('/api/admin/stats')).json()).data;
  await admin.context.close();

  for (const viewport of [undefined, PHONE]) {
    const { page, context } = await pageAs(browser, baseURL, sessions.admin, viewport);
    const suffix = viewport ? '-phone' : '';

    await page.goto('/admin?aba=financeiro');
    await expect(page.getByRole('heading', { name: 'Financeiro', level: 2 })).toBeVisible();
    await expect(page.getByText(brl(finance.summary.approved.revenue), { exact: true }).first()).toBeVisible();
    await expect(page.getByText(brl(finance.summary.approved.gross), { exact: true }).first()).toBeVisible();
    await expect(page.getByText(brl(finance.summary.recent_30_days.gross), { exact: true }).first()).toBeVisible();
    const months = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Mês' }) });
    await expect(months.getByRole('row')).toHaveCount(7);
    await expect(page.getByRole('img', { name: /Total bruto por mês/ })).toBeVisible();
    if (finance.summary.pending.count > 0) await expect(page.getByText(/pagamentos? pendentes?/).first()).toBeVisible();
    await expectAccessible(page);
    await snap(page, `admin-financeiro${suffix}`);

    await page.goto('/admin?aba=relatorios');
    await expect(page.getByRole('heading', { name: 'Relatórios', level: 2 })).toBeVisible();
    const users = page
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: 'Usuários', level: 3 }) })
      .last();
    await expect(users).toContainText(`Total${stats.users.total.toLocaleString('pt-BR')}`);
    await expect(users).toContainText(`Administradores${stats.users.admins}`);
    await expect(page.getByRole('heading', { name: 'Top Participantes' })).toBeVisible();
    if (stats.top_bidders.length) await expect(page.getByRole('cell', { name: stats.top_bidders[0].email })).toBeVisible();
    else await expect(page.getByText('Sem dados suficientes.')).toBeVisible();
    await expectAccessible(page);
    await snap(page, `admin-relatorios${suffix}`);

    await page.goto('/admin?aba=auditoria');
    await expect(page.getByRole('heading', { name: 'Auditoria', level: 2 })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Antes → Depois' })).toBeVisible();
    await expectAccessible(page);
    await snap(page, `admin-auditoria${suffix}`);

    await page.goto('/admin?aba=banners');
    await expect(page.getByRole('heading', { name: 'Banners cadastrados' })).toBeVisible();
    await expectAccessible(page);
    await snap(page, `admin-banners-list${suffix}`);
    await context.close();
  }
});
