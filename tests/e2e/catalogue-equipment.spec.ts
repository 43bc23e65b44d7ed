import type { MachineName } from '../fixtures/hardware/machines';
import { readMachineFixtures } from '../fixtures/hardware/read-fixtures';
import { machineVariant, type VariantOptions } from '../fixtures/hardware/variants';
import { ACCOUNTS, attachMachine, expect, expectAccessible, PHONE, snap, test } from './helpers';

/**
 * The lots of this file, in a category of their own, each with a machine's real files attached through the admin
 * API (variants of the hardware fixtures: their own serials, a battery health of their own).
 */
const CATEGORY = `Verificados ${Date.now()}`;
const MACHINES = [
  { title: 'Ultrabook NVMe bateria 91', files: variant('nvme-workstation', { batteryHealth: 91 }) },
  { title: 'Notebook NVMe bateria 62', files: variant('nvme-workstation', { batteryHealth: 62, wipe: 'drop' }) },
  { title: 'Notebook SSD bateria 95', files: variant('laptop', { batteryHealth: 95, wipe: 'drop' }) },
  { title: 'Desktop HD sem bateria', files: variant('failing-hdd', { wipe: 'drop' }) },
];
const certificates = new Map<string, string | null>();

function variant(machine: MachineName, options: Omit<VariantOptions, 'tag' | 'salt'>) {
  const salt = `E${Date.now() % 100_000}${machine.length}${options.batteryHealth ?? 0}`;
  return machineVariant(readMachineFixtures(machine), { ...options, tag: `E2E-${salt}`, salt });
}

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/auth/login', { data: ACCOUNTS.admin, headers: { 'X-Arremate-Client': 'api' } });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  // Categories are a managed list: the file's own one is added to it first, as an administrator would.
  const category = await request.post('/api/admin/categories', { headers: { Authorization: `Bearer ${token}` }, data: { name: CATEGORY } });
  expect(category.status(), await category.text()).toBe(201);
  for (const machine of MACHINES) {
    const created = await request.post('/api/auctions', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title: machine.title,
        description: 'Máquina com relatório do lshw e do smartctl.',
        category: CATEGORY,
        starting_price: 500,
        ends_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        functional_grade: 'tested',
        cosmetic_grade: 'B',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    certificates.set(machine.title, await attachMachine(request, token, id, machine.files));
  }
});

test.describe('a visitor searching by what matters', () => {
  test("filters by 'Somente NVMe' and battery ≥ 80 %, keeps the filters in the URL and removes them with the chips", async ({ page }) => {
    await page.goto(`/lotes?category=${encodeURIComponent(CATEGORY)}`);
    const cards = page.getByTestId('lot-grid').locator('article');
    await expect(cards).toHaveCount(4);
    // What the list found, in a polite live region, said again as the filters change.
    const found = page.getByTestId('catalogue-found');
    await expect(found).toHaveAttribute('role', 'status');
    await expect(found).toHaveText('4 lotes encontrados');

    await page.getByRole('button', { name: 'Filtros avançados' }).click();
    await page.getByRole('button', { name: /Tipo de armazenamento/ }).click();
    await page.getByRole('option', { name: 'Somente NVMe' }).click();
    await page.getByRole('textbox', { name: 'Saúde mínima da bateria (%)' }).fill('80');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();

    await expect(page).toHaveURL(/storage=nvme/);
    await expect(page).toHaveURL(/minBattery=80/);
    await expect(cards).toHaveCount(1);
    await expect(found).toHaveText('1 lote encontrado');
    await expect(cards.first()).toContainText('Ultrabook NVMe bateria 91');
    // The card: the grades in short (a link to the page that defines them) and the marks, in words.
    await expect(cards.first().getByRole('link', { name: 'Graus de conservação: Testado · Estético B' })).toHaveAttribute(
      'href',
      '/graus-de-conservacao',
    );
    await expect(cards.first()).toContainText('Verificado');
    await expect(cards.first()).toContainText('Dados apagados');
    const chips = page.getByRole('navigation', { name: 'Filtros aplicados' });
    await expect(chips.getByRole('link')).toHaveText(['Somente NVMe', 'Bateria ≥ 80%']);
    await expectAccessible(page);
    await snap(page, 'catalogue-equipment-filters');

    // A reload keeps them: they live in the URL.
    await page.reload();
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: 'Saúde mínima da bateria (%)' })).toHaveValue('80');

    // Each chip removes its own filter.
    await chips.getByRole('link', { name: 'Remover filtro: Bateria ≥ 80%' }).click();
    await expect(page).not.toHaveURL(/minBattery/);
    await expect(page).toHaveURL(/storage=nvme/);
    await expect(cards).toHaveCount(2);
    await expect(found).toHaveText('2 lotes encontrados');
    await expect(cards.filter({ hasText: 'Notebook NVMe bateria 62' })).toHaveCount(1);
    await chips.getByRole('link', { name: 'Remover filtro: Somente NVMe' }).click();
    await expect(page).not.toHaveURL(/storage=/);
    await expect(cards).toHaveCount(4);
    await expect(page.getByRole('navigation', { name: 'Filtros aplicados' })).toHaveCount(0);
  });

  test('opens the NVMe lot it found, its wipe certificate, and confirms the certificate by its code', async ({ page }) => {
    await page.goto(`/lotes?category=${encodeURIComponent(CATEGORY)}&storage=nvme&minBattery=80`);
    const cards = page.getByTestId('lot-grid').locator('article');
    await expect(cards).toHaveCount(1);
    await cards
      .first()
      .getByRole('link', { name: /Ultrabook NVMe bateria 91/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ultrabook NVMe bateria 91' })).toBeVisible();
    await expect(page.getByTestId('verified-sheet')).toContainText('91%');

    await page.getByTestId('wipe-badge').click();
    const code = certificates.get('Ultrabook NVMe bateria 91')!;
    const certificate = page.getByTestId('wipe-certificate');
    await expect(certificate).toContainText(code);
    // A visitor sees each serial masked to its last 4 characters.
    await expect(certificate).toContainText('•');

    await page.goto(`/certificados/${code}`);
    await expect(page.getByTestId('certificate-confirmation').getByRole('status')).toHaveText('Certificado válido');
    await expect(page.getByTestId('certificate-confirmation')).toContainText('Ultrabook NVMe bateria 91');
    await expectAccessible(page);
  });

  test('a shared link with invalid filters ignores each with a note naming it and its value, and applies the others', async ({ page }) => {
    await page.goto(`/lotes?category=${encodeURIComponent(CATEGORY)}&minMemory=abc&storage=nvme&cosmetic=E`);
    await expect(page.getByRole('list', { name: 'Filtros ignorados' }).getByRole('listitem')).toHaveText([
      'Filtro ignorado: memória mínima “abc”',
      'Filtro ignorado: estado estético “E”',
    ]);
    await expect(page.getByTestId('lot-grid').locator('article')).toHaveCount(2);
    await expect(page.getByTestId('catalogue-found')).toHaveText('2 lotes encontrados');
    await expect(page.getByRole('navigation', { name: 'Filtros aplicados' }).getByRole('link')).toHaveText(['Somente NVMe']);
    await expectAccessible(page);
    await snap(page, 'catalogue-ignored-filters');

    // A filter that finds nothing says so once, in the same live region.
    await page.goto(`/lotes?category=${encodeURIComponent(CATEGORY)}&minMemory=4096`);
    await expect(page.getByTestId('catalogue-found')).toHaveText('Nenhum leilão encontrado');
    await expect(page.getByText('Nenhum leilão encontrado')).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Filtros ignorados' })).toHaveCount(0);
  });

  test('a number out of range is refused in Portuguese and the list stays as it was', async ({ page }) => {
    await page.goto(`/lotes?category=${encodeURIComponent(CATEGORY)}`);
    await page.getByRole('button', { name: 'Filtros avançados' }).click();
    await page.getByRole('textbox', { name: 'Saúde mínima da bateria (%)' }).fill('120');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page.getByText('Informe um número inteiro de 1 a 100.')).toBeVisible();
    await expect(page).not.toHaveURL(/minBattery/);
    await expect(page.getByTestId('lot-grid').locator('article')).toHaveCount(4);
  });

  test('on a 390 px phone the equipment filters fit the screen and pass axe', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`/lotes?category=${encodeURIComponent(CATEGORY)}&storage=solid&minMemory=16&wiped=1&minBattery=muita`);
    await page.getByRole('button', { name: 'Filtros avançados' }).waitFor();
    await expect(page.getByRole('checkbox', { name: 'Com certificado de apagamento' })).toBeChecked();
    await expect(page.getByText('Filtro ignorado: saúde mínima da bateria “muita”')).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'catalogue-equipment-filters-phone');
    await context.close();
  });
});

test.describe('the grades page', () => {
  test('defines both scales step by step and is reached from the footer', async ({ page }) => {
    await page.goto('/lotes');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Graus de conservação' }).click();
    await expect(page).toHaveURL(/\/graus-de-conservacao$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Graus de conservação');
    await expect(page.getByRole('heading', { level: 2, name: 'Estado funcional' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Estado estético' })).toBeVisible();
    await expect(page.getByRole('term')).toHaveText([
      'Testado — 100% funcional',
      'Funcional com ressalvas descritas',
      'Não testado',
      'Para peças',
      'A — como novo',
      'B — marcas leves',
      'C — marcas visíveis',
      'D — danos',
    ]);
    await expectAccessible(page);
    await snap(page, 'graus-de-conservacao');
  });
});
