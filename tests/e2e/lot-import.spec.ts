/**
 * 'Importar lotes': an administrator imports a CSV of 20 machines with their report and wipe files (copies of
 * the five fixture machines, each under its own asset tag, with its drives' and system's serials made its own
 * in every file, the wipe manifest's included), sees the preview, the progress, and then the lots in the
 * admin list. Each state is checked with axe; the preview is photographed on a computer and a phone.
 */
import type { Page } from '@playwright/test';
import { MACHINE_NAMES } from '../fixtures/hardware/machines';
import { readMachineFixtures } from '../fixtures/hardware/read-fixtures';
import { DESKTOP, expectAccessible, pageAs, PHONE, signInOnce, snap, type Session, type Who, expect, test } from './helpers';

let sessions: Record<Who, Session>;

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async ({ browser, baseURL }) => {
  sessions = await signInOnce(browser, baseURL, ['admin']);
});

const MACHINES = 20;
const stamp = Date.now().toString(36).toUpperCase();
const tagOf = (i: number) => `E2E-${stamp}-${String(i + 1).padStart(2, '0')}`;
const titleOf = (i: number) => `Máquina importada ${stamp} nº ${i + 1}`;

/** dd/mm/aaaa HH:mm in São Paulo, `days` from now. */
function wallClock(days: number, hhmm: string) {
  const day = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });
  return `${day.format(new Date(Date.now() + days * 86_400_000))} ${hhmm}`;
}

/** Every serial a machine's files carry for itself: the system's (lshw) and each drive's (smartctl). */
function serialsOf(files: { kind: string; text: string }[]): string[] {
  const lshw = files.find((f) => f.kind === 'lshw');
  const system = lshw ? [(JSON.parse(lshw.text) as { serial?: string }).serial] : [];
  const drives = files.filter((f) => f.kind === 'smartctl').map((f) => (JSON.parse(f.text) as { serial_number: string }).serial_number);
  return [...system, ...drives].filter((s): s is string => !!s);
}

/** Machine i: a copy of one fixture machine under its tag, its serials suffixed with its number everywhere. */
function machineFiles(i: number) {
  const machine = MACHINE_NAMES[i % MACHINE_NAMES.length]!;
  const files = readMachineFixtures(machine);
  const serials = serialsOf(files);
  return files.map((f) => ({
    name: f.name.replace(`${machine}.`, `${tagOf(i)}.`),
    mimeType: f.name.endsWith('.txt') ? 'text/plain' : 'application/json',
    buffer: Buffer.from(serials.reduce((text, serial) => text.split(serial).join(`${serial}N${i + 1}`), f.text)),
  }));
}

const HEADER =
  'etiqueta;titulo;descricao;categoria;condicao;estado_funcional;estado_estetico;lance_inicial;reserva;prorrogacao_min;inicio;fim';
const GRADES = ['tested', 'caveats', 'untested', 'parts'];

function csv() {
  const rows = Array.from({ length: MACHINES }, (_, i) =>
    [
      tagOf(i),
      titleOf(i),
      '',
      'Informática',
      'Usado - Bom',
      GRADES[i % 4],
      'ABCD'[i % 4],
      '1.200,00',
      '',
      '',
      '',
      wallClock(5, '20:00'),
    ].join(';'),
  );
  return Buffer.from(`\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`);
}

async function choose(page: Page, button: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: button }).click()]);
  await chooser.setFiles(files);
}

test('an administrator imports 20 machines with their files: preview, progress, and the lots in the admin list', async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await pageAs(browser, baseURL, sessions.admin, DESKTOP);
  await page.goto('/admin?aba=lotes');
  await page.getByRole('link', { name: 'Importar lotes' }).click();
  await expect(page).toHaveURL(/\/admin\/importar-lotes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Importar lotes' })).toBeVisible();
  await expectAccessible(page);

  await choose(page, 'Escolher planilha', [{ name: 'lotes.csv', mimeType: 'text/csv', buffer: csv() }]);
  const files = Array.from({ length: MACHINES }, (_, i) => machineFiles(i)).flat();
  await choose(page, 'Escolher arquivos', files);
  await expect(page.getByTestId('import-csv-name')).toHaveText('lotes.csv');
  await expect(page.getByTestId('import-files-count')).toHaveText(`${files.length} arquivos escolhidos`);

  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(page.getByTestId('import-summary')).toHaveText('20 lotes: 20 novos, 0 atualizações, 0 recusados, 0 com erros');
  const table = page.getByRole('region', { name: 'Pré-visualização da importação' });
  await expect(table.getByRole('row')).toHaveCount(MACHINES + 1);
  const first = page.getByTestId('import-row-2');
  await expect(first).toContainText(tagOf(0));
  await expect(first).toContainText(titleOf(0));
  await expect(first).toContainText('Criar');
  await expect(page.getByTestId('import-row-21')).toContainText(tagOf(19));
  await expectAccessible(page);
  await snap(page, 'lot-import-preview-desktop');
  await page.setViewportSize(PHONE);
  await snap(page, 'lot-import-preview-phone');
  await page.getByRole('heading', { name: 'Pré-visualização da importação' }).scrollIntoViewIfNeeded();
  await snap(page, 'lot-import-preview-phone-table', { fullPage: false });
  await expectAccessible(page);
  await page.setViewportSize(DESKTOP);

  // Each batch waits for its turn, so the progress between batches can be seen and checked.
  let permits = 0;
  let wake: (() => void) | null = null;
  await page.route('**/api/admin/lot-imports/apply', async (route) => {
    while (permits === 0) await new Promise<void>((resolve) => (wake = resolve));
    permits--;
    await route.continue();
  });
  const release = () => {
    permits++;
    wake?.();
  };
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  const progress = page.getByRole('progressbar', { name: 'Progresso da importação' });
  await expect(progress).toHaveAttribute('aria-valuetext', 'Importando… 0 de 20');
  await expectAccessible(page);
  release();
  await expect(progress).toHaveAttribute('aria-valuetext', 'Importando… 10 de 20');
  await expect(page.getByRole('status').filter({ hasText: 'Importando… 10 de 20' })).toBeAttached();
  release();
  await expect(page.getByTestId('import-done')).toHaveText(
    'Importação concluída: 20 lotes criados, 0 atualizados, 0 sem alterações, 0 recusados.',
  );
  await expect(page.getByRole('link', { name: titleOf(7) })).toHaveAttribute('href', /^\/lotes\/\d+$/);
  await expectAccessible(page);
  await snap(page, 'lot-import-done-desktop');

  await page.getByRole('link', { name: 'Voltar para Lotes' }).click();
  await expect(page).toHaveURL(/aba=lotes/);
  for (const i of [19, 10, 0]) await expect(page.getByRole('cell', { name: titleOf(i), exact: true })).toBeVisible();
  await context.close();
});
