/**
 * The back office's 'Relatório da máquina': an administrator attaches the laptop fixture's files (lshw,
 * smartctl, battery, then the wipe manifest) through the dialog and sees the machine, its drive with its
 * serial, the battery and the certificate's code; a file that is not what it claims is refused, named.
 * The grades and the asset tag are edited in 'Condições do leilão'. Checked with axe, photographed on a
 * computer and a phone.
 */
import { readFileSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { allowRefusal, expectAccessible, pageAs, PHONE, signInOnce, snap, type Session, type Who, expect, test } from './helpers';

let sessions: Record<Who, Session>;

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async ({ browser, baseURL }) => {
  sessions = await signInOnce(browser, baseURL, ['admin']);
});

const fixture = (path: string, name: string, mimeType = 'application/json') => ({
  name,
  mimeType,
  buffer: readFileSync(`tests/fixtures/hardware/${path}`),
});

const pickerOf = (dialog: Locator, label: string) => dialog.getByRole('group', { name: label, exact: true }).locator('input[type=file]');

async function openMachineDialog(page: Page, title: string, id: number) {
  await page.goto('/admin?aba=leiloes');
  await page.getByLabel('Nome/Título').fill(title);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await page.getByTestId(`lot-${id}`).getByRole('button', { name: 'Relatório da máquina' }).click();
  const dialog = page.getByRole('dialog', { name: 'Relatório da máquina' });
  await expect(dialog.getByTestId('equipment-attached')).toBeVisible();
  return dialog;
}

test('an administrator attaches the laptop’s report and wipe certificate and sees the summary', async ({ browser, baseURL }) => {
  const admin = await pageAs(browser, baseURL, sessions.admin);
  const { page } = admin;
  const title = `Notebook Dell Latitude 5410 ${Date.now()}`;
  const assetTag = `NB-${Date.now()}`;
  const created = await page.request.post('/api/auctions', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: {
      title,
      description: 'Core i5-10310U, 16 GB, SSD 512 GB.',
      category: 'Notebooks',
      start_price: '1.200,00',
      ends_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      asset_tag: assetTag,
      functional_grade: 'tested',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data as { id: number };

  const dialog = await openMachineDialog(page, title, id);
  await expect(dialog).toContainText('Nenhum relatório anexado.');
  await expect(dialog).toContainText(assetTag);

  // A smartctl file given as lshw: refused, named, nothing attached.
  allowRefusal(422, `/api/auctions/${id}/hardware-report`, 'a smartctl file given as lshw');
  await pickerOf(dialog, 'lshw -json').setInputFiles(fixture('laptop/smartctl.sda.json', 'laptop.lshw.json'));
  await dialog.getByRole('button', { name: 'Anexar relatório' }).click();
  const refused = dialog.getByTestId('equipment-file-errors');
  await expect(refused).toContainText('O arquivo laptop.lshw.json não é uma saída JSON do lshw');
  await expect(dialog).toContainText('Nenhum relatório anexado.');

  await pickerOf(dialog, 'lshw -json').setInputFiles(fixture('laptop/lshw.json', 'laptop.lshw.json'));
  await pickerOf(dialog, 'smartctl --json -a (um por disco)').setInputFiles([
    fixture('laptop/smartctl.sda.json', 'laptop.smartctl.sda.json'),
  ]);
  await pickerOf(dialog, 'Bateria (uevent)').setInputFiles(fixture('laptop/battery.txt', 'laptop.battery.txt', 'text/plain'));
  await expect(dialog).toContainText('laptop.smartctl.sda.json');
  await dialog.getByRole('button', { name: 'Anexar relatório' }).click();
  await expect(page.getByText('Relatório da máquina anexado.')).toBeVisible();
  await expect(refused).toBeHidden();
  const attached = dialog.getByTestId('equipment-attached');
  await expect(attached).toContainText('Dell Latitude 5410');
  await expect(attached).toContainText('16 GB');
  await expect(attached).toContainText('S3TANX0M512345');
  await expect(attached).toContainText('Saudável');
  await expect(attached).toContainText('87% da capacidade original');

  await pickerOf(dialog, 'Manifesto de apagamento (JSON)').setInputFiles(fixture('laptop/wipe.json', 'laptop.wipe.json'));
  await dialog.getByRole('button', { name: 'Anexar certificado' }).click();
  await expect(page.getByText('Certificado de apagamento anexado.')).toBeVisible();
  await expect(attached).toContainText(/ARM-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/);
  await expect(attached).toContainText('Dados apagados — NIST 800-88 Purge');
  await expect(dialog.getByRole('button', { name: 'Remover relatório' })).toBeEnabled();
  await expectAccessible(page);
  await snap(page, 'admin-relatorio-maquina');

  // The catalogue reads the same figures.
  const lot = await page.request.get(`/api/auctions/${id}`);
  expect((await lot.json()).data).toMatchObject({
    memory_gb: 16,
    storage_gb: 512,
    storage_class: 'ssd',
    battery_health: 87,
    wipe_method: 'Purge',
  });

  // The grades and the asset tag in 'Condições do leilão'.
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).last().click();
  const row = page.getByTestId(`lot-${id}`);
  await row.getByRole('button', { name: 'Condições' }).click();
  const terms = page.getByRole('dialog', { name: 'Condições do leilão' });
  await expect(terms.getByLabel('Etiqueta patrimonial')).toHaveValue(assetTag);
  await terms.getByRole('button', { name: /Estado estético/ }).click();
  await page.getByRole('option', { name: 'B — marcas leves' }).click();
  await expectAccessible(page);
  await terms.getByRole('button', { name: 'Salvar' }).click();
  await expect(terms).toBeHidden();
  const graded = await page.request.get(`/api/auctions/${id}`);
  expect((await graded.json()).data).toMatchObject({ functional_grade: 'tested', cosmetic_grade: 'B' });

  // On a phone: the same dialog fits the screen.
  const phone = await pageAs(browser, baseURL, sessions.admin, PHONE);
  const small = await openMachineDialog(phone.page, title, id);
  await expect(small.getByTestId('equipment-attached')).toContainText('S3TANX0M512345');
  await expectAccessible(phone.page);
  await snap(phone.page, 'admin-relatorio-maquina-celular');
  await phone.context.close();
  await admin.context.close();
});
