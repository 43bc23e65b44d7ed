/**
 * Verified equipment as people see it: the lot page's 'Ficha técnica verificada' (desktop and a 390 px phone,
 * axe clean), the printable wipe certificate (as printed: screenshot with print media) and /certificados/{code}.
 * The lot is made through the admin API with the NVMe ultrabook's fixture files, as the back office sends them.
 */
import { readMachineFixtures } from '../fixtures/hardware/read-fixtures';
import { expect, expectAccessible, PHONE, signInOnce, snap, test } from './helpers';

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
  const files = readMachineFixtures('nvme-workstation');
  const file = (kind: string) => files.filter((f) => f.kind === kind).map(({ name, text }) => ({ name, text }));
  const report = await context.request.put(`/api/auctions/${lotId}/hardware-report`, {
    data: { lshw: file('lshw')[0], smartctl: file('smartctl'), battery: file('battery')[0] ?? null },
  });
  expect(report.status(), await report.text()).toBe(200);
  const wipe = await context.request.put(`/api/auctions/${lotId}/wipe-certificate`, { data: { manifest: file('wipe')[0] } });
  expect(wipe.status(), await wipe.text()).toBe(200);
  const sheet = await context.request.get(`/api/auctions/${lotId}/hardware-report`);
  code = ((await sheet.json()) as { data: { certificate: { code: string } } }).data.certificate.code;
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
  await page.screenshot({ path: 'test-results/screenshots/wipe-certificate-print.png', fullPage: true });
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

  const unknown = await page.goto('/certificados/ARM-ZZZZ-ZZZZ');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificado não encontrado.' })).toBeVisible();
  await snap(page, 'certificate-unknown');
});
