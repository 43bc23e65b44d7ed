/**
 * Verified equipment as people see it: the lot page's 'Ficha técnica verificada' (desktop and a 390 px phone,
 * axe clean), the printable wipe certificate (as printed: screenshot with print media) and /certificados/{code}.
 * The lot is made through the admin API with the NVMe ultrabook's fixture files, as the back office sends them.
 */
import { readFileSync } from 'node:fs';
import { HARDWARE_FIXTURES_DIR, readMachineFixtures } from '../fixtures/hardware/read-fixtures';
import { allowRefusal, attachMachine, expect, expectAccessible, lotEndingIn, pageAs, PHONE, signInOnce, snap, test } from './helpers';

/** A real smartctl report (tests/fixtures/hardware/real/), as an upload. */
const realReport = (name: string) => ({ kind: 'smartctl', name, text: readFileSync(`${HARDWARE_FIXTURES_DIR}real/${name}`, 'utf8') });

let lotId = 0;
let code = '';

test.beforeAll(async ({ browser, baseURL }) => {
  const { admin } = await signInOnce(browser, baseURL, ['admin']);
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${admin.token}` } });
  const created = await context.request.post('/api/auctions', {
    data: {
      title: `Ultrabook NVMe verificado ${Date.now()}`,
      description: 'Ultrabook com relatório da máquina e certificado de apagamento.',
      category: 'Notebooks',
      starting_price: 2400,
      ends_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      functional_grade: 'tested',
      cosmetic_grade: 'B',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  lotId = ((await created.json()) as { data: { id: number } }).data.id;
  code = (await attachMachine(context.request, admin.token, lotId, readMachineFixtures('nvme-workstation')))!;
  await context.close();
});

test('a visitor reads the verified sheet on the lot page, on a desktop and on a 390 px phone', async ({ page }) => {
  await page.goto(`/lotes/${lotId}`);
  const sheet = page.getByTestId('verified-sheet');
  await expect(sheet.getByRole('heading', { name: 'Ficha técnica verificada' })).toBeVisible();
  await expect(sheet.getByTestId('verified-badge')).toContainText(/Verificado pelo relatório da máquina em \d{2}\/\d{2}\/\d{4}/);
  await expect(sheet.getByTestId('verified-drive')).toHaveCount(1);
  await expect(sheet.getByTestId('verified-drive')).toContainText('NVMe');
  await expect(sheet.getByTestId('verified-drive')).toContainText(/Saudável|Atenção|Falhando/);
  await expect(sheet).toContainText('da capacidade original');
  // The sheet speaks Portuguese, not lshw: the model from the firmware's SKU, the soldered memory.
  await expect(sheet).toContainText('Lenovo ThinkPad X1 Carbon Gen 9');
  await expect(sheet).toContainText('LPDDR4 4267 MHz (soldada)');
  await expect(sheet).not.toContainText('Row of chips');
  await expect(sheet).not.toContainText('LENOVO_MT');
  await expect(sheet).toContainText('Números de série parcialmente ocultos.');
  await expect(page.getByTestId('lot-grades')).toContainText('Testado — 100% funcional');
  await expect(page.getByTestId('lot-grades').getByRole('link', { name: 'O que significam os graus' })).toHaveAttribute(
    'href',
    '/graus-de-conservacao',
  );
  await expect(sheet.getByTestId('wipe-badge')).toHaveText(/^Dados apagados — NIST 800-88 (Clear|Purge|Destroy)$/);
  await expectAccessible(page, { within: '[data-testid="verified-sheet"]' });
  await snap(page, 'verified-lot-desktop');

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByTestId('verified-sheet')).toBeVisible();
  await expectAccessible(page, { within: '[data-testid="verified-sheet"]' });
  await snap(page, 'verified-lot-phone');
});

test('drives whose real reports leave things unknown say so on the sheet, on a desktop and on a 390 px phone', async ({
  browser,
  baseURL,
  page,
}) => {
  const { admin } = await signInOnce(browser, baseURL, ['admin']);
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${admin.token}` } });
  const created = await context.request.post('/api/auctions', {
    data: {
      title: `Servidor com discos SAS e RAID ${Date.now()}`,
      description: 'Servidor com relatório da máquina.',
      category: 'Servidores',
      starting_price: 1800,
      ends_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const lshw = readMachineFixtures('laptop').filter((f) => f.kind === 'lshw');
  await attachMachine(context.request, admin.token, id, [
    ...lshw,
    realReport('sas-smartctl-6.7-seagate-st1200mm0088.json'),
    realReport('raid-volume-no-smart-intel-raid1.json'),
    realReport('ata-no-rotation-rate-seagate-st3200820as.json'),
  ]);
  await context.close();

  await page.goto(`/lotes/${id}`);
  const drives = page.getByTestId('verified-drive');
  await expect(drives).toHaveCount(3);
  await expect(drives.nth(0)).toContainText('SEAGATE ST1200MM0088');
  await expect(drives.nth(0)).toContainText('1,2 TB');
  await expect(drives.nth(0)).toContainText('Saudável — 0 setores realocados');
  await expect(drives.nth(1)).toContainText('Intel Raid 1 Volume');
  await expect(drives.nth(1).locator('[data-health]')).toHaveText('Sem dados SMART');
  await expect(drives.nth(1)).not.toContainText('Saudável');
  await expect(drives.nth(2)).toContainText('Tipo não informado');
  await expect(drives.nth(2)).toContainText('200 GB');
  await expectAccessible(page, { within: '[data-testid="verified-sheet"]' });
  await snap(page, 'verified-real-drives-desktop');

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByTestId('verified-drive')).toHaveCount(3);
  await expectAccessible(page, { within: '[data-testid="verified-sheet"]' });
  await snap(page, 'verified-real-drives-phone');
});

test('the wipe badge opens the printable certificate, which prints without the site around it', async ({ page }) => {
  await page.goto(`/lotes/${lotId}`);
  await page.getByTestId('wipe-badge').click();
  await expect(page).toHaveURL(new RegExp(`/lotes/${lotId}/certificado$`));
  const certificate = page.getByTestId('wipe-certificate');
  await expect(certificate.getByRole('heading', { level: 1, name: 'Certificado de apagamento de dados' })).toBeVisible();
  await expect(certificate).toContainText('Arremate Leilões Ltda.');
  await expect(certificate).toContainText(code);
  await expect(certificate).toContainText(`/certificados/${code}`);
  await expect(certificate.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'wipe-certificate-screen');

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('body > header, header').first()).toBeHidden();
  await expect(page.locator('footer').first()).toBeHidden();
  await expect(certificate.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await snap(page, 'wipe-certificate-print');
  await page.emulateMedia({ media: 'screen' });
});

test('/certificados/{code} confirms a valid code in any case and refuses an unknown one', async ({ page }) => {
  await page.goto(`/certificados/${code.toLowerCase()}`);
  const confirmation = page.getByTestId('certificate-confirmation');
  await expect(confirmation.getByRole('status')).toHaveText('Certificado válido');
  await expect(confirmation.getByRole('link', { name: new RegExp(`Leilão #${lotId}`) })).toBeVisible();
  await expect(confirmation).toContainText(code);
  await expect(confirmation).toContainText('•');
  await expectAccessible(page);
  await snap(page, 'certificate-valid');

  allowRefusal(404, '/certificados/ARM-ZZZZ-ZZZZ', 'no certificate has that code');
  const unknown = await page.goto('/certificados/ARM-ZZZZ-ZZZZ');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificado não encontrado.' })).toBeVisible();
  await snap(page, 'certificate-unknown');
});

test('at the pickup counter, Marcar Retirado shows the machine’s and the drives’ serials before the release code', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { admin, bidder } = await signInOnce(browser, baseURL, ['admin', 'bidder']);
  const office = await pageAs(browser, baseURL, admin);
  const request = office.context.request;
  const asAdmin = { Authorization: `Bearer ${admin.token}` };
  const asBidder = { Authorization: `Bearer ${bidder.token}` };
  // A desktop with two drives, attached before the first bid, won by the bidder, paid and booked.
  const lot = await lotEndingIn(request, admin.token, 20, `Desktop relâmpago verificado ${Date.now()}`, 0);
  const files = readMachineFixtures('desktop');
  const file = (kind: string) => files.filter((f) => f.kind === kind).map(({ name, text }) => ({ name, text }));
  const report = await request.put(`/api/auctions/${lot}/hardware-report`, {
    headers: asAdmin,
    data: { lshw: file('lshw')[0], smartctl: file('smartctl') },
  });
  expect(report.status(), await report.text()).toBe(200);
  expect((await request.post(`/api/auctions/${lot}/bid`, { headers: asBidder, data: { amount: 110 } })).status()).toBe(201);
  await expect
    .poll(
      async () => (await (await request.get(`/api/auctions/${lot}/payment-status`, { headers: asBidder })).json()).data?.payment_exists,
      {
        timeout: 60_000,
        intervals: [1_000],
      },
    )
    .toBe(true);
  const { payments } = (await (await request.get('/api/admin/payments?per_page=100', { headers: asAdmin })).json()).data as {
    payments: {
      id: number;
      auction_id: number;
    }[];
  };
  const payment = payments.find((p) => p.auction_id === lot)!;
  expect(
    (await request.post(`/api/admin/payments/${payment.id}/status`, { headers: asAdmin, data: { status: 'approved' } })).status(),
  ).toBe(200);
  const info = (await (await request.get(`/api/auctions/${lot}/pickup-info`, { headers: asBidder })).json()).data as {
    slots: { date: string; times: { time: string; available: number }[] }[];
  };
  const slot = info.slots.flatMap((d) =>
    d.times.filter((t) => t.available > 0).map((t) => ({ pickup_date: d.date, pickup_time: t.time })),
  )[0]!;
  expect((await request.post(`/api/auctions/${lot}/schedule-pickup`, { headers: asBidder, data: slot })).status()).toBe(201);

  await office.page.goto('/admin?aba=agendamentos');
  await office.page.getByTestId(`pickup-${lot}`).getByRole('button', { name: 'Marcar Retirado' }).click();
  const dialog = office.page.getByRole('dialog', { name: 'Marcar Retirado' });
  const serials = dialog.getByTestId('pickup-serials');
  await expect(serials.getByRole('heading', { name: 'Confira os números de série' })).toBeVisible();
  await expect(serials).toContainText('BRJ9341KQ7');
  await expect(serials).toContainText('S4GENX0N123456');
  await expect(serials).toContainText('ZN1ABC12');
  await expect(dialog.getByLabel('Código de liberação')).toBeVisible();
  await expectAccessible(office.page, { within: '[role="dialog"]' });
  await snap(office.page, 'pickup-counter-serials', { fullPage: false });
  await office.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await office.context.close();
});
