/**
 * Verified equipment benchmark (`npm run bench:import`), on one `wrangler dev` seeded with 5,000 lots (a tenth
 * of them with a machine's report and wipe certificate):
 * 1. the catalogue filtered by memory ≥ 16 GB and SSD/NVMe at 20 concurrent clients — `/lotes` and
 *    `GET /api/auctions`, p50/p99, cached and uncached, set against the unfiltered `/lotes` in the same run;
 * 2. 500 machines imported in bulk through /api/admin/lot-imports, the way the import page sends them
 *    (preview, then apply, batch by batch): a CSV of 500 rows and 2,000 files (100 of each fixture machine,
 *    each its own variant: serials of its own) — wall time per lot and workerd's CPU per lot; then the same
 *    import again, which must change nothing.
 * Exits non-zero when a target is missed or a check fails.
 */
import { readFileSync } from 'node:fs';
import { importBatches } from '~/client/lot-import-batches';
import { classifyEquipmentFileName } from '~/domain/equipment/equipment-file-names';
import type { EquipmentUpload } from '~/domain/equipment/equipment-upload';
import { formatDateTime } from '~/i18n/format';
import { MACHINE_NAMES } from '../tests/fixtures/hardware/machines';
import { readHardwareFixtures } from '../tests/fixtures/hardware/read-fixtures';
import { machineVariant } from '../tests/fixtures/hardware/variants';
import { load, timedJson, timeToFirstByte } from './lib/http';
import { keepOutput } from './lib/kept-output';
import { cpuByRole, cpuSpent, nameListeners } from './lib/procfs';
import { benchStateDir, startBenchServer } from './lib/server';
import { loadRow, ms, ratio } from './lib/stats';

await keepOutput('import');

const CATALOGUE_LOTS = 5_000;
const MACHINES_PER_FIXTURE = 100;
const PORT = Number(process.env.BENCH_PORT ?? 8795);
const FILTER = 'minMemory=16&storage=solid';
const TARGETS = {
  /** the filters cost nothing the list did not: the filtered render against the same run's unfiltered one */
  filteredP50VsPlain: 1.5,
  filteredP99VsPlain: 1.5,
  /** as the catalogue bench's /lotes at 20 clients (visitors' micro-cache) and the API's list */
  lotesP50: 30,
  lotesP99: 100,
  /** a machine imported (its row, files in R2, report, certificate, lot created and its room armed) */
  applyMsPerLot: 120,
  cpuMsPerLot: 50,
};

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};
const verdict = (label: string, figure: number, target: number, unit = 'ms') => {
  console.log(`  ${label.padEnd(58)} ${figure.toFixed(2).padStart(9)} ${unit} / ${target} ${unit}   ${ratio(figure, target)}`);
  check(figure <= target, `${label}: ${figure.toFixed(2)} > ${target}`);
};

const persistTo = benchStateDir('import', { fresh: true });
const fixtureFile = `${persistTo}/bench-out.json`;
console.log(`Verified equipment benchmark — ${CATALOGUE_LOTS} lots, state in ${persistTo}`);
const server = await startBenchServer({
  port: PORT,
  persistTo,
  lots: CATALOGUE_LOTS,
  seedArgs: ['--auction-out', fixtureFile],
  inspector: false,
});
const { adminToken } = JSON.parse(readFileSync(fixtureFile, 'utf8')) as { adminToken: string };
const base = server.runtimeUrl;
const runtimePort = Number(new URL(base).port);
const roles = await nameListeners(server.pid, [{ port: runtimePort, role: 'workerd' }]);
check(roles.size === 1, "workerd's process was not found: its CPU is not measured");

try {
  // ── 1. the catalogue, filtered ──
  const matching = (await timedJson(`${base}/api/auctions?${FILTER}&per_page=1`)).body as { pagination?: { total?: number } } | null;
  const total = matching?.pagination?.total;
  console.log(`\nLots with memory ≥ 16 GB and SSD/NVMe only: ${total ?? 'not measured'} of ${CATALOGUE_LOTS}`);
  check(typeof total === 'number' && total > 0, 'the filter found no lot: the seed gave no machine to find');
  for (const path of ['/lotes', `/lotes?${FILTER}`, `/api/auctions?${FILTER}`])
    for (let i = 0; i < 30; i++) await timeToFirstByte(base + path);
  const measure = (url: (n: number) => string, total: number) =>
    load(20, total, async (n) => ({ status: 200, ms: await timeToFirstByte(url(n)) }));
  const runs = {
    plainUncached: await measure((n) => `${base}/lotes?bench=${process.pid}-plain-${n}`, 1_000),
    filteredUncached: await measure((n) => `${base}/lotes?${FILTER}&bench=${process.pid}-f-${n}`, 1_000),
    filteredCached: await measure(() => `${base}/lotes?${FILTER}`, 2_000),
    apiFiltered: await measure((n) => `${base}/api/auctions?${FILTER}&page=${1 + (n % 3)}`, 2_000),
  };
  console.log('\nTime to first byte at 20 concurrent clients (workerd on %s)', base);
  console.log(loadRow('/lotes, uncached render', 44, 20, runs.plainUncached));
  console.log(loadRow(`/lotes?${FILTER}, uncached render`, 44, 20, runs.filteredUncached));
  console.log(loadRow(`/lotes?${FILTER}`, 44, 20, runs.filteredCached));
  console.log(loadRow(`/api/auctions?${FILTER}`, 44, 20, runs.apiFiltered));

  // ── 2. the bulk import ──
  const fixtures = readHardwareFixtures();
  const files: EquipmentUpload[] = [];
  const rows: string[] = [];
  const end = formatDateTime(Date.now() + 7 * 86_400_000);
  const tags: string[] = [];
  for (let i = 0; i < MACHINES_PER_FIXTURE * MACHINE_NAMES.length; i++) {
    const machine = MACHINE_NAMES[i % MACHINE_NAMES.length]!;
    const tag = `BENCH-${String(i + 1).padStart(4, '0')}`;
    tags.push(tag);
    files.push(...machineVariant(fixtures[machine], { tag, salt: `B${i + 1}` }));
    const category =
      machine === 'server-4-drives' ? 'Servidores' : machine === 'laptop' || machine === 'nvme-workstation' ? 'Notebooks' : 'Desktops';
    rows.push([tag, `Máquina ${tag} (${machine})`, '', category, 'Usado - Bom', 'tested', 'B', '1.000,00', '', '3', '', end].join(';'));
  }
  const csv = [
    'etiqueta;titulo;descricao;categoria;condicao;estado_funcional;estado_estetico;lance_inicial;reserva;prorrogacao_min;inicio;fim',
    ...rows,
  ].join('\n');
  const sized = files.map((f) => ({ ...f, size: Buffer.byteLength(f.text) }));
  const batches = importBatches(
    tags.map((asset_tag, i) => ({ line: i + 2, asset_tag })),
    sized,
  );
  check(
    sized.every((f) => classifyEquipmentFileName(f.name) !== null),
    'a generated file name does not follow the import naming',
  );
  const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const importId = `bench-${process.pid}-${Date.now()}`;
  const send = async (path: 'preview' | 'apply', batch: (typeof batches)[number]) => {
    const body = JSON.stringify({
      csv,
      rows: batch.lines,
      files: batch.files.map(({ name, text }) => ({ name, text })),
      ...(path === 'apply' ? { import_id: importId } : {}),
    });
    const res = await timedJson(`${base}/api/admin/lot-imports/${path}`, { method: 'POST', headers, body, timeoutMs: 120_000 });
    const data = (res.body as { data?: { rows: { action: string; unchanged?: boolean; errors: unknown[] }[]; errors: unknown[] } })?.data;
    if (res.status !== 200 || !data) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 400)}`);
    return data;
  };
  const phase = async (path: 'preview' | 'apply') => {
    const cpuBefore = cpuByRole(server.pid, roles);
    const started = performance.now();
    const answers = [];
    for (const batch of batches) answers.push(await send(path, batch));
    const wallMs = performance.now() - started;
    const cpuMs = cpuSpent(cpuBefore, cpuByRole(server.pid, roles)).get('workerd') ?? Number.NaN;
    const rowsOut = answers.flatMap((a) => a.rows);
    const errors = answers.reduce((n, a) => n + a.errors.length, 0) + rowsOut.reduce((n, r) => n + r.errors.length, 0);
    return { wallMs, cpuMs, rows: rowsOut, errors };
  };
  const lots = tags.length;
  console.log(
    `\nBulk import: ${lots} machines, ${files.length} files (${(sized.reduce((n, f) => n + f.size, 0) / 1024 / 1024).toFixed(1)} MB), ${batches.length} batches`,
  );
  const preview = await phase('preview');
  const apply = await phase('apply');
  const again = await phase('apply');
  const count = (rs: { action: string; unchanged?: boolean }[], action: string, unchanged = false) =>
    rs.filter((r) => r.action === action && Boolean(r.unchanged) === unchanged).length;
  for (const [label, p] of [
    ['preview (writes nothing)', preview],
    ['import', apply],
    ['the same import again', again],
  ] as const) {
    console.log(
      `  ${label.padEnd(26)} ${(p.wallMs / 1000).toFixed(1).padStart(6)} s   ${ms(p.wallMs / lots).padStart(9)} per lot   workerd CPU ${Number.isNaN(p.cpuMs) ? 'not measured' : `${ms(p.cpuMs / lots)} per lot`}   create ${count(p.rows, 'create')}, update ${count(p.rows, 'update')}, unchanged ${count(p.rows, 'update', true)}, refused ${count(p.rows, 'refuse')}, errors ${p.errors}`,
    );
  }
  check(preview.errors === 0 && apply.errors === 0 && again.errors === 0, 'an import row or file had errors');
  check(count(preview.rows, 'create') === lots, `preview: ${count(preview.rows, 'create')} of ${lots} rows to create`);
  check(count(apply.rows, 'create') === lots, `import: ${count(apply.rows, 'create')} of ${lots} lots created`);
  check(count(again.rows, 'update', true) === lots, `again: ${count(again.rows, 'update', true)} of ${lots} rows unchanged`);
  // Acknowledged means visible: every imported machine is in the catalogue's next read (its tag is in its title).
  const after = (await timedJson(`${base}/api/auctions?q=BENCH-0&per_page=1`, { headers })).body as {
    pagination?: { total?: number };
  } | null;
  console.log(`  imported lots the catalogue finds afterwards: ${after?.pagination?.total ?? 'not measured'} of ${lots}`);
  check(after?.pagination?.total === lots, `the catalogue finds ${after?.pagination?.total ?? 'no'} of the ${lots} imported lots`);

  console.log('\nTargets (figure / target; ≤ 1.00 meets it)');
  verdict(
    '/lotes filtered p50 ÷ unfiltered p50 (uncached, 20 clients)',
    runs.filteredUncached.p50 / runs.plainUncached.p50,
    TARGETS.filteredP50VsPlain,
    '×',
  );
  verdict(
    '/lotes filtered p99 ÷ unfiltered p99 (uncached, 20 clients)',
    runs.filteredUncached.p99 / runs.plainUncached.p99,
    TARGETS.filteredP99VsPlain,
    '×',
  );
  verdict('/lotes filtered p50 (20 clients)', runs.filteredCached.p50, TARGETS.lotesP50);
  verdict('/lotes filtered p99 (20 clients)', runs.filteredCached.p99, TARGETS.lotesP99);
  verdict('GET /api/auctions filtered p50 (20 clients)', runs.apiFiltered.p50, TARGETS.lotesP50);
  verdict('GET /api/auctions filtered p99 (20 clients)', runs.apiFiltered.p99, TARGETS.lotesP99);
  verdict('import: wall time per lot', apply.wallMs / lots, TARGETS.applyMsPerLot);
  if (Number.isNaN(apply.cpuMs)) failures.push('import: workerd CPU per lot not measured');
  else verdict('import: workerd CPU per lot', apply.cpuMs / lots, TARGETS.cpuMsPerLot);
} catch (error) {
  failures.push(String(error));
} finally {
  await server.stop();
}
if (failures.length) {
  console.log(`\nFAILED: ${failures.length}`);
  for (const f of failures) console.log(`  - ${f}`);
  process.exit(1);
}
console.log('\nEvery target met, every check passed.');
