/**
 * 'Importar lotes': an administrator imports a CSV of 20 machines with their report and wipe files (copies of
 * the five fixture machines, each under its own asset tag, with its drives' and system's serials made its own
 * in every file, the wipe manifest's included), sees the preview, the progress, and then the lots in the
 * admin list. A sheet of 50 rows with mistakes is previewed on a computer (a table whose errors read a
 * sentence a line) and on a 390 px phone (a card a row, its errors first). Each state is checked with axe;
 * the previews are photographed.
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
      'Notebooks',
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

/** A sheet of 50 rows, described by hand: line 2 has four mistakes, line 30 a reserve below its start. */
const SHEET_ROWS = 50;
const sheetTag = (line: number) => `E2E-${stamp}-F${line}`;
const FOUR_ERRORS = [
  'Etiqueta: Etiqueta inválida: use letras, números, - ou _, começando por letra ou número (sem pontos: o ponto separa a etiqueta no nome dos arquivos)',
  'categoria: Categoria desconhecida: Informática. Use uma das categorias do catálogo.',
  'reserva: O preço de reserva deve ser de pelo menos o preço inicial (R$ 1.200,00)',
  'fim: A data de término deve ser no futuro',
];

function sheetWithMistakes() {
  const header = HEADER.replace('etiqueta', 'Etiqueta');
  const rows = Array.from({ length: SHEET_ROWS }, (_, i) => {
    const line = i + 2;
    const cells = {
      tag: sheetTag(line),
      category: 'Notebooks',
      reserve: '',
      end: wallClock(5, '20:00'),
      ...(line === 2 && { tag: 'NB 1', category: 'Informática', reserve: '1.000,00', end: '01/01/2020 10:00' }),
      ...(line === 30 && { reserve: '100,00' }),
    };
    return [
      cells.tag,
      `Monitor ${line}`,
      'Monitor de 24 polegadas.',
      cells.category,
      'Usado - Bom',
      'tested',
      'B',
      '1.200,00',
      cells.reserve,
      '',
      '',
      cells.end,
    ].join(';');
  });
  return Buffer.from([header, ...rows].join('\n'));
}

const SHEET_SUMMARY = '50 lotes: 47 novos, 0 atualizações, 0 recusados, 3 com erros';

/** The 50-row sheet and two files — one refused under its row, one that belongs to no row — previewed. */
async function previewSheetWithMistakes(page: Page) {
  await page.goto('/admin/importar-lotes');
  await choose(page, 'Escolher planilha', [{ name: 'com-erros.csv', mimeType: 'text/csv', buffer: sheetWithMistakes() }]);
  await choose(page, 'Escolher arquivos', [
    { name: `${sheetTag(3)}.lshw.json`, mimeType: 'application/json', buffer: Buffer.from('<html><body>Erro</body></html>') },
    { name: 'OUTRA-1.wipe.json', mimeType: 'application/json', buffer: Buffer.from('{}') },
  ]);
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(page.getByTestId('import-summary')).toHaveText(SHEET_SUMMARY);
  // A machine's file is named as a file, never as a column of the sheet.
  await expect(page.getByTestId('import-errors')).toHaveText('OUTRA-1.wipe.json: Arquivo sem linha correspondente no CSV');
  await expect(page.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
}

test('a sheet with mistakes on a computer: every problem of a row at once, in a column wide enough to read', async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await pageAs(browser, baseURL, sessions.admin, DESKTOP);
  await previewSheetWithMistakes(page);
  const table = page.getByRole('region', { name: 'Pré-visualização da importação' });
  await expect(table.getByRole('row')).toHaveCount(SHEET_ROWS + 1);
  await expect(page.getByTestId('import-card-2')).toBeHidden();

  const first = page.getByTestId('import-row-2');
  await expect(first.getByRole('listitem')).toHaveText(FOUR_ERRORS);
  // A row with errors is never shown as one to create.
  await expect(first.getByRole('cell').nth(2)).toHaveText('Com erros');
  await expect(page.getByTestId('import-row-30').getByRole('cell').nth(2)).toHaveText('Com erros');
  await expect(page.getByTestId('import-row-4').getByRole('cell').nth(2)).toHaveText('Criar');
  // The refused file's message names it; the row says no column.
  await expect(page.getByTestId('import-row-3').getByRole('listitem')).toHaveText(/^O arquivo E2E-.*\.lshw\.json não é/);

  // The errors column reads a sentence a line: far wider than the 54 px it was squeezed to.
  const errorsCell = first.getByRole('cell').last();
  expect((await errorsCell.boundingBox())!.width).toBeGreaterThanOrEqual(300);
  expect((await errorsCell.boundingBox())!.height).toBeLessThan(200);
  await expectAccessible(page);
  await snap(page, 'lot-import-errors-desktop');
  await page.getByRole('heading', { name: 'Pré-visualização da importação' }).evaluate((h) => h.scrollIntoView());
  await snap(page, 'lot-import-errors-desktop-screen', { fullPage: false });
  await context.close();
});

test('a sheet with mistakes on a phone: a card a row, its errors first, nothing to scroll sideways', async ({ browser, baseURL }) => {
  const { page, context } = await pageAs(browser, baseURL, sessions.admin, PHONE);
  await previewSheetWithMistakes(page);
  await expect(page.getByRole('table', { name: 'Pré-visualização da importação' })).toBeHidden();
  const cards = page.getByRole('list', { name: 'Pré-visualização da importação' });
  await expect(cards.getByRole('article')).toHaveCount(SHEET_ROWS);

  const first = page.getByRole('article', { name: `Linha 2 — NB 1` });
  const errors = first.getByRole('list', { name: 'Erros da linha 2' });
  await expect(errors.getByRole('listitem')).toHaveText(FOUR_ERRORS);
  await expect(first.getByRole('definition')).toHaveText([`Monitor 2`, 'Com erros']);
  await expect(page.getByRole('article', { name: `Linha 4 — ${sheetTag(4)}` }).getByRole('definition')).toHaveText(['Monitor 4', 'Criar']);
  // The errors come before the row's fields.
  const errorsBox = (await errors.boundingBox())!;
  expect(errorsBox.y).toBeLessThan((await first.getByRole('definition').first().boundingBox())!.y);

  // With the preview's title at the top of the screen, the first row's errors are all in sight.
  await page.getByRole('heading', { name: 'Pré-visualização da importação' }).evaluate((h) => h.scrollIntoView());
  const seen = (await errors.boundingBox())!;
  const header = (await page.getByRole('banner').boundingBox())!;
  expect(seen.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(seen.y + seen.height).toBeLessThanOrEqual(PHONE.height);
  // A row without errors takes a few lines, not a screen: the 50 rows are far from the 10,000 px they once were.
  expect((await page.getByRole('article', { name: `Linha 4 — ${sheetTag(4)}` }).boundingBox())!.height).toBeLessThan(120);
  expect((await cards.boundingBox())!.height).toBeLessThan(SHEET_ROWS * 130);

  await expectAccessible(page);
  await snap(page, 'lot-import-errors-phone');
  await snap(page, 'lot-import-errors-phone-screen', { fullPage: false });
  await context.close();
});
