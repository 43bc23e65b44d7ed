/**
 * Scheduled auctions end to end: the administrator makes a template, schedules an auction from it that
 * starts in about a minute (all through the UI), the cron publishes it (`/__scheduled`, which the e2e
 * server exposes), and the lot takes bids on its page. Then every screen and modal, on a computer and a phone.
 */
import { type Page } from '@playwright/test';
import { allowRefusal, DESKTOP, expectAccessible, pageAs, PHONE, signInOnce, snap, type Session, type Who, expect, test } from './helpers';

let sessions: Record<Who, Session>;

test.beforeAll(async ({ browser, baseURL }) => {
  sessions = await signInOnce(browser, baseURL, ['admin', 'bidder']);
});

/** São Paulo wall-clock "yyyy-mm-ddTHH:mm" of an instant, as a datetime-local field takes it. */
function wallClock(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a template, a schedule from it starting in a minute, published by the cron, open for bids', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const admin = await pageAs(browser, baseURL, sessions.admin);
  const page = admin.page;
  const name = `Notebooks corporativos ${Date.now()}`;

  // The template, through 'Novo Template'.
  await page.goto('/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Templates de Leilão' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo Template' }).click();
  const templateForm = page.getByRole('dialog', { name: 'Novo Template' });
  allowRefusal(422, '/api/auction-templates', 'a template without a name');
  await templateForm.getByRole('button', { name: 'Salvar' }).click();
  await expect(templateForm.getByRole('alert')).toHaveText('Nome é obrigatório');
  await templateForm.getByLabel('Nome').fill(name);
  await templateForm.getByLabel('Descrição', { exact: true }).fill('Notebooks vindos de empresas, revisados.');
  await choose(page, templateForm, 'Categoria', 'Notebooks');
  await choose(page, templateForm, 'Condição', 'Usado - Excelente');
  await templateForm.getByLabel('Título do leilão').fill(`Lenovo ThinkPad T14 ${Date.now()}`);
  await templateForm.getByLabel('Preço inicial padrão (R$)').fill('150,00');
  await templateForm.getByLabel('Duração padrão (horas)').fill('2');
  await templateForm.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Template salvo com sucesso!')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText('Notebooks • Usado - Excelente');
  await expect(card).toContainText('Ativo');
  await expect(card).toContainText('2h');

  // The schedule: its start first, then the template (which sets the end at start + 2 h).
  await page.goto('/agendamento');
  await page.getByRole('button', { name: 'Novo Agendamento' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  const start = Math.ceil((Date.now() + 30_000) / 60_000) * 60_000; // the next whole minute at least 30 s away
  await form.getByLabel('Início programado').fill(wallClock(start));
  await form.getByRole('button', { name: 'Selecionar Template' }).click();
  const picker = page.getByRole('dialog', { name: 'Selecionar Template' });
  await picker.getByRole('button', { name: new RegExp(name) }).click();
  await expect(picker).toBeHidden();
  // The template's values arrive with its apply call: wait for them.
  await expect(form.getByLabel('Título')).toHaveValue(/^Lenovo ThinkPad T14/);
  const title = await form.getByLabel('Título').inputValue();
  await expect(form.getByLabel('Preço Inicial (R$)')).toHaveValue('150,00');
  await expect(form.getByLabel('Término programado')).toHaveValue(wallClock(start + 2 * 3_600_000));
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Agendamento salvo com sucesso!')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Agendado');
  await expect(row).toContainText('R$ 150,00');

  // Before the start: the preview counts down and publishing waits.
  await row.getByRole('button', { name: `Visualizar: ${title}` }).click();
  const preview = page.getByRole('dialog', { name: 'Preview do Leilão' });
  await expect(preview).toContainText('Tempo até o início');
  await expect(preview.getByRole('button', { name: 'Aguardar Horário' })).toBeDisabled();
  await expect(preview).toContainText('Notificar 60 minutos antes do início');
  await page.keyboard.press('Escape');

  // After the start, the cron publishes it.
  await page.waitForTimeout(Math.max(0, start - Date.now() + 1_000));
  const cron = await page.request.get('/__scheduled?cron=*+*+*+*+*');
  expect(cron.status()).toBe(200);
  await page.goto('/agendamento');
  await expect(row).toContainText('Publicado');
  await expect(row.getByRole('button', { name: `Publicar: ${title}` })).toHaveCount(0);
  const list = await page.request.get('/api/auction-schedules?page=1&per_page=10&status=published', {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  const published = ((await list.json()).data.schedules as { title: string; published_lot_id: number }[]).find((s) => s.title === title);
  expect(published?.published_lot_id).toBeGreaterThan(0);
  await admin.context.close();

  // The lot is open for bids on its page.
  const bidder = await pageAs(browser, baseURL, sessions.bidder);
  await bidder.page.goto(`/lotes/${published!.published_lot_id}`);
  await expect(bidder.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await bidder.page.getByRole('button', { name: 'Dar Lance' }).click();
  const bid = bidder.page.getByRole('dialog', { name: 'Dar Lance' });
  await bid.getByLabel('Seu lance (R$)').fill('160,00');
  await bid.getByRole('button', { name: 'Confirmar Lance' }).click();
  await expect(bidder.page.getByText('Lance realizado com sucesso!').first()).toBeVisible();
  await bidder.context.close();
});

test('the seeded schedule saves again from its form unchanged: its category is one of the catalogue’s', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { page, context } = await pageAs(browser, baseURL, sessions.admin);
  const title = 'Notebook corporativo revisado — leilão semanal';
  await page.goto('/agendamento?status=scheduled');
  const row = page.getByRole('row').filter({ hasText: title }).first();
  await row.getByRole('button', { name: `Editar: ${title}` }).click();
  const form = page.getByRole('dialog', { name: 'Editar Agendamento' });
  await expect(form.getByLabel('Título')).toHaveValue(title);
  await expect(form.getByRole('button', { name: /Categoria$/ })).toContainText('Notebooks');
  // The category select offers the catalogue's own categories, not a fixed list.
  await form.getByRole('button', { name: /Categoria$/ }).click();
  await expect(page.getByRole('option', { name: 'Servidores', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Eletrônicos', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'Notebooks', exact: true }).click();
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Agendamento salvo com sucesso!')).toBeVisible();
  await expect(form).toBeHidden();
  await context.close();
});

test('both pages and every modal, on a computer and a phone, pass axe', async ({ browser, baseURL }) => {
  test.setTimeout(420_000);
  // One schedule in the future with images and specs, so the preview has everything to show.
  const api = await pageAs(browser, baseURL, sessions.admin);
  const headers = { Authorization: `Bearer ${sessions.admin.token}` };
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
  const urls: string[] = [];
  for (let i = 0; i < 6; i++) {
    const upload = await api.context.request.post('/api/uploads', {
      headers,
      multipart: { images: { name: `foto-${i}.png`, mimeType: 'image/png', buffer: png } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    urls.push(...((await upload.json()) as { urls: string[] }).urls);
  }
  const title = `Servidor Dell PowerEdge ${Date.now()}`;
  const created = await api.context.request.post('/api/auction-schedules', {
    headers,
    data: {
      title,
      description: 'Servidor de rack revisado.',
      category: 'Servidores',
      condition: 'Usado - Bom',
      specs: { Processador: 'Xeon E5-2640', Memória: '64 GB' },
      images: urls,
      start_price: 2500,
      reserve_price: 4000,
      scheduled_start: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      scheduled_end: new Date(Date.now() + 4 * 86_400_000).toISOString(),
      is_recurring: true,
      recurrence_type: 'monthly',
      recurrence_interval: 1,
      recurrence_end_date: '2027-12-31',
      notification_minutes: 30,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await api.context.close();

  for (const [viewport, tag] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    const { page, context } = await pageAs(browser, baseURL, sessions.admin, viewport);

    await page.goto('/templates');
    await expectAccessible(page);
    await snap(page, `templates-${tag}`);
    await page.getByRole('button', { name: 'Novo Template' }).click();
    await expect(page.getByRole('dialog', { name: 'Novo Template' })).toBeVisible();
    await expectAccessible(page);
    await snap(page, `template-form-${tag}`, { fullPage: false });
    await page.keyboard.press('Escape');
    const duplicate = page.getByRole('button', { name: /^Duplicar: / }).first();
    const original = ((await duplicate.getAttribute('aria-label')) ?? '').replace('Duplicar: ', '');
    await duplicate.click();
    await expect(page.getByLabel('Nome')).toHaveValue(`${original} (Cópia)`);
    await snap(page, `template-duplicate-${tag}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /^Excluir: / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Excluir template' })).toContainText('Tem certeza que deseja excluir este template?');
    await expectAccessible(page);
    await snap(page, `template-delete-${tag}`, { fullPage: false });
    await page.getByRole('dialog').getByText('Cancelar', { exact: true }).click();

    await page.goto('/agendamento');
    await expectAccessible(page);
    await snap(page, `schedules-${tag}`);
    await page.getByRole('button', { name: 'Novo Agendamento' }).click();
    await expect(page.getByRole('dialog', { name: 'Novo Agendamento' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Leilão recorrente' }).check({ force: true });
    await expectAccessible(page);
    await snap(page, `schedule-form-${tag}`, { fullPage: false });
    await page.getByRole('button', { name: 'Selecionar Template' }).click();
    await expect(page.getByRole('dialog', { name: 'Selecionar Template' })).toBeVisible();
    await expectAccessible(page);
    await snap(page, `template-picker-${tag}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Selecionar Template' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Novo Agendamento' })).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: `Visualizar: ${title}` }).click();
    const preview = page.getByRole('dialog', { name: 'Preview do Leilão' });
    await expect(preview).toContainText('Tempo até o início');
    await expect(preview).toContainText(/\dd \d+h \d+m/);
    await expect(preview).toContainText('Mensal, a cada 1 mês, até 31/12/2027');
    await expect(preview).toContainText('Notificar 30 minutos antes do início');
    await expect(preview.getByRole('img')).toHaveCount(4);
    await expect(preview).toContainText('+2 mais');
    await expect(preview.getByRole('button', { name: 'Aguardar Horário' })).toBeDisabled();
    await expectAccessible(page);
    await snap(page, `schedule-preview-${tag}`, { fullPage: false });
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: `Publicar: ${title}` }).click();
    await expect(page.getByRole('dialog', { name: 'Publicar leilão' })).toContainText('Tem certeza que deseja publicar este leilão agora?');
    await expectAccessible(page);
    await snap(page, `schedule-publish-${tag}`, { fullPage: false });
    await page.getByRole('dialog').getByText('Cancelar', { exact: true }).click();
    await row.getByRole('button', { name: `Excluir: ${title}` }).click();
    await expect(page.getByRole('dialog', { name: 'Excluir agendamento' })).toContainText(
      'Tem certeza que deseja excluir este agendamento?',
    );
    await snap(page, `schedule-delete-${tag}`, { fullPage: false });
    await page.getByRole('dialog').getByText('Cancelar', { exact: true }).click();
    await context.close();
  }
});
