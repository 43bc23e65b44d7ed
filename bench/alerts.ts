/**
 * Search alerts at publication (`npm run bench:alerts`): 10,000 alerts from 1,000 members, 500 machines imported
 * through /api/admin/lot-imports as the import page sends them, on workerd's own port.
 * 1. The floor: a `wrangler dev` seeded with the same 1,000 members and no alert imports the same 500 machines;
 *    its import wall time per lot, and the alert lookup per lot on its state (nothing to find).
 * 2. The run: a fresh `wrangler dev` with the 10,000 alerts (bench/seed/alerts.ts) imports them; the bench knows from
 *    the alerts' own rule (domain/search-alerts.ts) which member is told of which lot, and waits until every member
 *    expecting an instant notice has it in their bell (`GET /api/notifications`).
 * 3. From D1, once the server has stopped: per lot, publication (the lot's `created_at`) → its last alert notice
 *    stored (p50/p99), the notices stored per second over the run, and checks (every expected member told once per
 *    lot, nobody else, the digest's matches waiting); then the matching lookup itself (`matchingAlerts`: the indexed
 *    candidates and the rule) timed per lot on that state, against the floor's.
 * 4. Web Push: the run's `wrangler dev` signs with a VAPID pair made for the run and pushes to the tests' push service
 *    (tests/support/push-service-server.ts, its own process, `PUSH_LOCAL_ENDPOINTS=on`); before the import each
 *    member's browser (tests/support/push-browser.ts: its P-256 keys and auth secret) subscribes through the real API,
 *    `POST /api/push/devices` (one subscription per member: the per-account limit is never met), and their quiet hours
 *    are off (bench/seed/alerts.ts). Every push received is decrypted (it must name its lot: the lot's link and title)
 *    and counted: each instant notice pushed exactly once, none doubled, none lost, none unexpected; a sample of
 *    VAPID_SAMPLE has its VAPID header checked (ES256 signature under the run's key, `aud` the push service's origin,
 *    `exp` ahead and within 24 h). Publication here is the acknowledgement of the import batch that published the lot:
 *    publication → each push handed to the push service (its receipt), per lot → its last push (p50/p99), pushes per
 *    second (first publication → last push).
 * Targets, set from the first runs on a 2-core machine other work was loading (bench/results/alerts-20261128-*),
 * with a margin: the matching lookup's p99 per lot ≤ 2× the floor's (the lookup on a state with no alert: what the
 * local D1 costs per statement); publication → last notice p99 ≤ 120 s; publication → last push p99 ≤ 120 s; the
 * import's wall time ≤ 15× the floor's —
 * the run delivers about 20 notices per imported lot (an inbox call, its D1 writes and an e-mail each) on the same
 * two cores while the next batches are applied, which is the work asked, not the import's own cost.
 * `--machines N` another number of machines; `--alerts N` another number of alerts.
 */
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { importBatches } from '~/client/lot-import-batches';
import type { EquipmentUpload } from '~/domain/equipment/equipment-upload';
import { alertMatchesLot, tellingAlert, type MatchableLot } from '~/domain/search-alerts';
import { normalizeSearchText } from '~/domain/search-text';
import { formatDateTime } from '~/i18n/format';
import { matchingAlerts } from '~/server/alerts/alert-matching.server';
import { createDb } from '~/server/db/client.server';
import { lots } from '~/server/db/schema';
import { openLocalPlatform } from '../scripts/lib/local-platform';
import { FIXTURE_COLUMNS } from '../tests/fixtures/hardware/columns';
import { MACHINE_NAMES, type MachineName } from '../tests/fixtures/hardware/machines';
import { readHardwareFixtures } from '../tests/fixtures/hardware/read-fixtures';
import { machineVariant } from '../tests/fixtures/hardware/variants';
import { makeBrowserSubscription, verifyVapid, type BrowserSubscription } from '../tests/support/push-browser';
import type { ReceivedPush } from '../tests/support/push-service';
import { timedJson } from './lib/http';
import { keepOutput } from './lib/kept-output';
import { benchStateDir, startBenchServer, type BenchServer } from './lib/server';
import { ms, percentile, ratio } from './lib/stats';
import { benchAlert, benchAlertTag } from './seed/alerts';
import type { BenchAuction } from './seed/auction';

await keepOutput('alerts');

const { values: options } = parseArgs({ options: { machines: { type: 'string' }, alerts: { type: 'string' } } });
const MACHINES = Number(options.machines ?? 500);
const ALERTS = Number(options.alerts ?? 10_000);
const MEMBERS = 1_000;
const PORT = Number(process.env.BENCH_PORT ?? 8798);
/** the push service the members' browsers subscribed at (tests/support/push-service-server.ts) */
const PUSH_PORT = Number(process.env.BENCH_PUSH_PORT ?? PORT - 2);
const PUSH_ORIGIN = `http://localhost:${PUSH_PORT}`;
/** received pushes whose VAPID header is checked (every one is decrypted and counted) */
const VAPID_SAMPLE = 200;
/** how long the last notices may take after the import's last answer before they count as missing */
const SETTLE_MS = 300_000;
const TARGETS = { lookupP99VsFloor: 2, importVsFloor: 15, publicationToNoticeP99: 120_000, publicationToLastPushP99: 120_000 };

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};
const verdict = (label: string, figure: number, target: number, unit = 'ms') => {
  console.log(`  ${label.padEnd(60)} ${figure.toFixed(2).padStart(10)} ${unit} / ${target} ${unit}   ${ratio(figure, target)}`);
  check(figure <= target, `${label}: ${Number.isNaN(figure) ? 'not measured' : `${figure.toFixed(2)} > ${target}`}`);
};
const sleep = (msToWait: number) => new Promise((r) => setTimeout(r, Math.max(0, msToWait)));
const distribution = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
};
const row = (label: string, d: ReturnType<typeof distribution>) =>
  `  ${label.padEnd(50)} n ${String(d.n).padStart(5)}  p50 ${ms(d.p50).padStart(10)}  p99 ${ms(d.p99).padStart(10)}  max ${ms(d.max).padStart(10)}`;

// ── the machines, as the import page sends them ──
const machineOf = (i: number): MachineName => MACHINE_NAMES[i % MACHINE_NAMES.length]!;
const categoryOf = (machine: MachineName) =>
  machine === 'server-4-drives' ? 'Servidores' : machine === 'laptop' || machine === 'nvme-workstation' ? 'Notebooks' : 'Desktops';
const fixtures = readHardwareFixtures();
const files: EquipmentUpload[] = [];
const csvRows: string[] = [];
const tags: string[] = [];
const end = formatDateTime(Date.now() + 7 * 86_400_000);
/** what matching reads of each machine's lot, by tag */
const expectedLots = new Map<string, MatchableLot>();
const titleOf = new Map<string, string>();
for (let i = 0; i < MACHINES; i++) {
  const machine = machineOf(i);
  const tag = benchAlertTag(i + 1);
  const title = `Máquina ${tag} (${machine})`;
  tags.push(tag);
  titleOf.set(tag, title);
  files.push(...machineVariant(fixtures[machine], { tag, salt: `A${i + 1}` }));
  csvRows.push([tag, title, '', categoryOf(machine), 'Usado - Bom', 'tested', 'B', '1.000,00', '', '3', '', end].join(';'));
  const c = FIXTURE_COLUMNS[machine];
  expectedLots.set(tag, {
    searchText: normalizeSearchText(`${title} `),
    category: categoryOf(machine),
    memoryGb: c.memoryGb,
    storageGb: c.storageGb,
    storageClass: c.storageClass,
    batteryHealth: c.batteryHealth,
    functionalGrade: 'tested',
    cosmeticGrade: 'B',
    wipeMethod: c.wipeMethod,
  });
}
const csv = [
  'etiqueta;titulo;descricao;categoria;condicao;estado_funcional;estado_estetico;lance_inicial;reserva;prorrogacao_min;inicio;fim',
  ...csvRows,
].join('\n');
const batches = importBatches(
  tags.map((asset_tag, i) => ({ line: i + 2, asset_tag })),
  files.map((f) => ({ ...f, size: Buffer.byteLength(f.text) })),
);

// ── who should be told of what, by the alerts' own rule ──
const alerts = Array.from({ length: ALERTS }, (_, i) => ({ id: i, member: i % MEMBERS, ...benchAlert(i, MACHINES) }));
/** member index → tag → the mode that tells (instant before digest) */
const expected = new Map<number, Map<string, 'instant' | 'digest'>>();
for (const [tag, lot] of expectedLots) {
  const byMember = new Map<number, typeof alerts>();
  for (const a of alerts) if (alertMatchesLot(a.filters, lot)) byMember.set(a.member, [...(byMember.get(a.member) ?? []), a]);
  for (const [member, matched] of byMember) {
    const mine = expected.get(member) ?? new Map<string, 'instant' | 'digest'>();
    mine.set(tag, tellingAlert(matched)!.mode);
    expected.set(member, mine);
  }
}
const expectedPairs = [...expected.values()].reduce((n, m) => n + m.size, 0);
const expectedInstant = [...expected.values()].reduce((n, m) => n + [...m.values()].filter((v) => v === 'instant').length, 0);

/** When each batch's apply answered (epoch ms): its lots' publication, as the import page sees it. */
const batchAcks: number[] = [];
/** tag → the batch that published it */
const batchOfTag = new Map(batches.flatMap((batch, b) => batch.lines.map((line) => [tags[line - 2]!, b] as const)));

async function importAll(server: BenchServer, adminToken: string) {
  const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const importId = `bench-alerts-${process.pid}-${Date.now()}`;
  batchAcks.length = 0;
  const started = performance.now();
  for (const batch of batches) {
    const body = JSON.stringify({
      csv,
      rows: batch.lines,
      files: batch.files.map(({ name, text }) => ({ name, text })),
      import_id: importId,
    });
    const res = await timedJson(`${server.runtimeUrl}/api/admin/lot-imports/apply`, { method: 'POST', headers, body, timeoutMs: 120_000 });
    if (res.status !== 200) throw new Error(`apply: ${res.status} ${JSON.stringify(res.body).slice(0, 400)}`);
    batchAcks.push(Date.now());
  }
  return performance.now() - started;
}

/** The matching lookup (`matchingAlerts`) for each imported lot, timed on a stopped server's state. */
async function lookupTimes(persistTo: string) {
  const platform = await openLocalPlatform(persistTo);
  try {
    const db = createDb(platform.env.DB);
    const imported = await db.select().from(lots);
    const samples: number[] = [];
    for (const lot of imported.filter((l) => l.assetTag?.startsWith('AL-'))) {
      const started = performance.now();
      await matchingAlerts(db, lot);
      samples.push(performance.now() - started);
    }
    return distribution(samples);
  } finally {
    await platform.dispose();
  }
}

// ── Web Push: this run's VAPID pair, the push service, one browser per member ──
const vapidJwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
const VAPID_PUBLIC_KEY = Buffer.concat([
  Buffer.from([4]),
  Buffer.from(vapidJwk.x!, 'base64url'),
  Buffer.from(vapidJwk.y!, 'base64url'),
]).toString('base64url');
const PUSH_VARS = {
  VAPID_PUBLIC_KEY,
  VAPID_PRIVATE_KEY: vapidJwk.d!,
  VAPID_SUBJECT: 'mailto:bench@arremate.com.br',
  // the push service below is on this machine, over http: a test-only setting
  PUSH_LOCAL_ENDPOINTS: 'on',
};

/** The tests' push service over HTTP, in a process of its own (its receipt times are not this process's event loop's). */
async function startPushService() {
  const child = spawn('node_modules/.bin/tsx', ['tests/support/push-service-server.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PUSH_SERVICE_PORT: String(PUSH_PORT) },
  });
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  for (let i = 0; ; i++) {
    const up = await fetch(`${PUSH_ORIGIN}/_push/probe`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 150 || child.exitCode !== null) throw new Error(`the push service did not start on ${PUSH_ORIGIN}`);
    await sleep(200);
  }
  return { stop };
}

const pushBox = (member: number) => `m${member}`;
const receivedBy = async (member: number) => (await fetch(`${PUSH_ORIGIN}/_push/${pushBox(member)}`)).json<ReceivedPush[]>();

/**
 * Each member's browser subscribes through the API, as the profile page does (`POST /api/push/devices`): one
 * subscription per member, so the per-account limit is never met.
 */
async function subscribeMembers(server: BenchServer, bidders: BenchAuction['bidders']) {
  const browsers = new Map<number, BrowserSubscription>();
  const started = performance.now();
  for (let i = 0; i < bidders.length; i += 20) {
    await Promise.all(
      bidders.slice(i, i + 20).map(async (bidder, j) => {
        const member = i + j;
        const browser = await makeBrowserSubscription(`${PUSH_ORIGIN}/push/${pushBox(member)}`);
        const res = await timedJson(`${server.runtimeUrl}/api/push/devices`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${bidder.token}`,
            'content-type': 'application/json',
            'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
          },
          body: JSON.stringify(browser.subscription),
        });
        if (res.status !== 201) throw new Error(`subscribe member ${member}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
        browsers.set(member, browser);
      }),
    );
  }
  return { browsers, ms: performance.now() - started };
}

console.log(
  `Search alerts benchmark — ${ALERTS} alerts from ${MEMBERS} members, ${MACHINES} machines imported in ${batches.length} batches`,
);
console.log(
  `  expected from the alerts' rule: ${expectedPairs} members told of a lot (${expectedInstant} at once, the rest in the digest)`,
);

// ── 1. the floor: the same import, no alert ──
const floorState = benchStateDir('alerts-floor', { fresh: true });
const floorFile = `${floorState}/bench-out.json`;
let floorWallMs = Number.NaN;
{
  const server = await startBenchServer({
    port: PORT,
    persistTo: floorState,
    lots: 0,
    seedArgs: ['--bidders', String(MEMBERS), '--live-lots', '0', '--auction-out', floorFile],
    inspector: false,
  });
  try {
    const { adminToken } = JSON.parse(readFileSync(floorFile, 'utf8')) as BenchAuction;
    floorWallMs = await importAll(server, adminToken);
    await sleep(3_000); // the matching after the last answer (nothing to find)
  } catch (error) {
    failures.push(`floor: ${String(error)}`);
  } finally {
    await server.stop();
  }
}
const floorLookup = await lookupTimes(floorState);

// ── 2. the run: 10,000 alerts ──
const pushService = await startPushService();
let browsers = new Map<number, BrowserSubscription>();
/** member → what their browser's push service received */
const received = new Map<number, ReceivedPush[]>();
const state = benchStateDir('alerts', { fresh: true });
const outFile = `${state}/bench-out.json`;
let wallMs = Number.NaN;
let settledMs = Number.NaN;
{
  const server = await startBenchServer({
    port: PORT,
    persistTo: state,
    lots: 0,
    seedArgs: [
      '--bidders',
      String(MEMBERS),
      '--live-lots',
      '0',
      '--auction-out',
      outFile,
      '--search-alerts',
      String(ALERTS),
      '--alert-machines',
      String(MACHINES),
    ],
    inspector: false,
    vars: PUSH_VARS,
  });
  try {
    const { adminToken, bidders } = JSON.parse(readFileSync(outFile, 'utf8')) as BenchAuction;
    const subscribed = await subscribeMembers(server, bidders);
    browsers = subscribed.browsers;
    console.log(`\n${browsers.size} members' browsers subscribed through POST /api/push/devices in ${(subscribed.ms / 1000).toFixed(1)} s`);
    const started = performance.now();
    wallMs = await importAll(server, adminToken);
    // Every member expecting instant notices has them all in their bell.
    const waiting = new Map(
      [...expected]
        .map(([member, told]) => [member, [...told.values()].filter((m) => m === 'instant').length] as const)
        .filter(([, n]) => n > 0),
    );
    const deadline = performance.now() + SETTLE_MS;
    while (waiting.size > 0 && performance.now() < deadline) {
      const members = [...waiting.keys()];
      for (let i = 0; i < members.length; i += 20) {
        await Promise.all(
          members.slice(i, i + 20).map(async (member) => {
            const res = await timedJson(`${server.runtimeUrl}/api/notifications?limit=1`, {
              headers: { authorization: `Bearer ${bidders[member]!.token}` },
            });
            const unread = (res.body as { data?: { unread?: number } } | null)?.data?.unread ?? 0;
            if (unread >= waiting.get(member)!) waiting.delete(member);
          }),
        );
      }
      if (waiting.size > 0) await sleep(1_000);
    }
    settledMs = performance.now() - started;
    check(waiting.size === 0, `${waiting.size} members still waiting for their notices ${SETTLE_MS / 1000} s after the import`);
    // Every member expecting instant notices has as many pushes at the push service.
    const pushWaiting = new Map(
      [...expected]
        .map(([member, told]) => [member, [...told.values()].filter((m) => m === 'instant').length] as const)
        .filter(([, n]) => n > 0),
    );
    while (pushWaiting.size > 0 && performance.now() < deadline) {
      const members = [...pushWaiting.keys()];
      for (let i = 0; i < members.length; i += 20) {
        await Promise.all(
          members.slice(i, i + 20).map(async (member) => {
            if ((await receivedBy(member)).length >= pushWaiting.get(member)!) pushWaiting.delete(member);
          }),
        );
      }
      if (pushWaiting.size > 0) await sleep(1_000);
    }
    check(pushWaiting.size === 0, `${pushWaiting.size} members still waiting for their pushes ${SETTLE_MS / 1000} s after the import`);
    // A push sent twice would come right after the first (the outbox's retry is 30 s later: a double on a retry is not seen here).
    await sleep(2_000);
    for (const member of browsers.keys()) received.set(member, await receivedBy(member));
  } catch (error) {
    failures.push(String(error));
  } finally {
    await server.stop();
    pushService.stop();
  }
}

// ── 3. from D1 ──
const platform = await openLocalPlatform(state);
let published: { tag: string; lotId: number; at: number }[] = [];
const perLot: number[] = [];
let noticesPerSecond = Number.NaN;
try {
  const db = platform.env.DB;
  const lotRows = (
    await db
      .prepare(`select id, asset_tag, created_at from lots where asset_tag like 'AL-%'`)
      .all<{ id: number; asset_tag: string; created_at: string }>()
  ).results;
  published = lotRows.map((l) => ({ tag: l.asset_tag, lotId: l.id, at: Date.parse(l.created_at) }));
  const tagOf = new Map(published.map((p) => [p.lotId, p.tag]));
  const notices = (
    await db
      .prepare(`select user_id, auction_id, created_at from notifications where type = 'search_alert' and auction_id is not null`)
      .all<{ user_id: number; auction_id: number; created_at: string }>()
  ).results;
  const matches = (
    await db
      .prepare(`select user_id, lot_id, mode, notified_at from search_alert_matches`)
      .all<{ user_id: number; lot_id: number; mode: string; notified_at: string | null }>()
  ).results;
  const bidders = (JSON.parse(readFileSync(outFile, 'utf8')) as BenchAuction).bidders;
  const memberOf = new Map(bidders.map((b, i) => [b.id, i]));
  const lastByLot = new Map<number, number>();
  const seen = new Set<string>();
  let doubled = 0;
  let unexpected = 0;
  for (const n of notices) {
    const key = `${n.user_id}:${n.auction_id}`;
    if (seen.has(key)) doubled++;
    seen.add(key);
    const member = memberOf.get(n.user_id);
    const tag = tagOf.get(n.auction_id);
    if (member === undefined || !tag || expected.get(member)?.get(tag) !== 'instant') unexpected++;
    lastByLot.set(n.auction_id, Math.max(lastByLot.get(n.auction_id) ?? 0, Date.parse(n.created_at)));
  }
  for (const p of published) {
    const last = lastByLot.get(p.lotId);
    if (last !== undefined) perLot.push(last - p.at);
  }
  const first = Math.min(...published.map((p) => p.at));
  const last = Math.max(...lastByLot.values());
  noticesPerSecond = notices.length / ((last - first) / 1000);
  const digestWaiting = matches.filter((m) => m.mode === 'digest' && m.notified_at === null).length;
  console.log(
    `\nMatches recorded ${matches.length} (expected ${expectedPairs}); notices stored ${notices.length} (expected ${expectedInstant}); digest matches waiting ${digestWaiting}`,
  );
  check(matches.length === expectedPairs, `matches: ${matches.length}, expected ${expectedPairs}`);
  check(notices.length === expectedInstant, `instant notices: ${notices.length}, expected ${expectedInstant}`);
  check(doubled === 0, `${doubled} members told twice of a lot`);
  check(unexpected === 0, `${unexpected} notices nobody expected`);
} finally {
  await platform.dispose();
}
const lookup = await lookupTimes(state);

// ── 4. the pushes the push service received ──
/** publication (its batch's acknowledgement) → each push handed to the push service */
const perPush: number[] = [];
/** per lot: publication → its last push */
const lastPushByLot = new Map<number, number>();
let pushesPerSecond = Number.NaN;
let pushCount = 0;
{
  const tagOfLot = new Map(published.map((p) => [p.lotId, p.tag]));
  const decoder = new TextDecoder();
  const all = [...received].flatMap(([member, pushes]) => pushes.map((push) => ({ member, push })));
  pushCount = all.length;
  const pairs = new Map<string, number>();
  let undecrypted = 0;
  let unnamed = 0;
  let unexpected = 0;
  for (const { member, push } of all) {
    let payload: { title?: string; body?: string; url?: string; type?: string };
    try {
      const plain = await browsers.get(member)!.decrypt(new Uint8Array(Buffer.from(push.body, 'base64url')));
      payload = JSON.parse(decoder.decode(plain)) as typeof payload;
    } catch {
      undecrypted++;
      continue;
    }
    const lotId = Number(/^\/lotes\/(\d+)$/.exec(payload.url ?? '')?.[1] ?? Number.NaN);
    const tag = tagOfLot.get(lotId);
    // The push names the lot: its link is the lot's page and its text the lot's title.
    if (payload.type !== 'search_alert' || !tag || !payload.body?.includes(`"${titleOf.get(tag)}"`)) {
      unnamed++;
      continue;
    }
    if (expected.get(member)?.get(tag) !== 'instant') unexpected++;
    const key = `${member}:${tag}`;
    pairs.set(key, (pairs.get(key) ?? 0) + 1);
    const ms = push.at - batchAcks[batchOfTag.get(tag)!]!;
    perPush.push(ms);
    lastPushByLot.set(lotId, Math.max(lastPushByLot.get(lotId) ?? Number.NEGATIVE_INFINITY, ms));
  }
  const doubled = [...pairs.values()].filter((n) => n > 1).length;
  const lost =
    expectedInstant -
    [...pairs.keys()].filter((key) => {
      const [member, tag] = key.split(':') as [string, string];
      return expected.get(Number(member))?.get(tag) === 'instant';
    }).length;
  // The VAPID header of a sample, evenly spread: ES256 signature under this run's key, aud the push service, exp ahead.
  let vapidFailures = 0;
  const step = Math.max(1, Math.floor(all.length / VAPID_SAMPLE));
  let sampled = 0;
  for (let i = 0; i < all.length; i += step) {
    const { push } = all[i]!;
    sampled++;
    try {
      await verifyVapid(push.headers.authorization ?? '', {
        audience: PUSH_ORIGIN,
        publicKey: VAPID_PUBLIC_KEY,
        now: Math.floor(push.at / 1000),
      });
      if (push.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
    } catch {
      vapidFailures++;
    }
  }
  if (all.length > 0 && batchAcks.length > 0)
    pushesPerSecond = all.length / ((Math.max(...all.map((a) => a.push.at)) - batchAcks[0]!) / 1000);
  console.log(
    `\nPushes received ${all.length} (expected ${expectedInstant}, one per instant notice): decrypted and naming their lot ${perPush.length}, ` +
      `doubled ${doubled}, lost ${lost}, not expected ${unexpected}; VAPID checked on ${sampled}, failed ${vapidFailures}`,
  );
  check(undecrypted === 0, `${undecrypted} pushes did not decrypt`);
  check(unnamed === 0, `${unnamed} pushes do not name an imported lot`);
  check(doubled === 0, `${doubled} notices pushed twice`);
  check(lost === 0, `${lost} instant notices never pushed`);
  check(unexpected === 0, `${unexpected} pushes nobody expected`);
  check(sampled > 0 && vapidFailures === 0, `VAPID: ${vapidFailures} of ${sampled} sampled pushes failed the check`);
}

console.log(`\nImport of ${MACHINES} machines (workerd's port)`);
console.log(
  `  no alert (floor)        ${(floorWallMs / 1000).toFixed(1).padStart(6)} s   ${ms(floorWallMs / MACHINES).padStart(10)} per lot`,
);
console.log(
  `  ${String(ALERTS).padEnd(6)} alerts           ${(wallMs / 1000).toFixed(1).padStart(6)} s   ${ms(wallMs / MACHINES).padStart(10)} per lot`,
);
console.log(`  import's first batch → every expected bell told: ${(settledMs / 1000).toFixed(1)} s`);
console.log("\nMatching lookup per lot (indexed candidates + the rule, on the run's state)");
console.log(row('no alert (floor)', floorLookup));
console.log(row(`${ALERTS} alerts`, lookup));
console.log('\nDelivery');
console.log(row('publication → last alert notice stored, per lot', distribution(perLot)));
console.log(`  notices stored per second (first publication → last notice)   ${noticesPerSecond.toFixed(1)}`);
console.log(row('publication → each push handed to the push service', distribution(perPush)));
console.log(row('publication → last push handed, per lot', distribution([...lastPushByLot.values()])));
console.log(`  pushes handed per second (first publication → last push)      ${pushesPerSecond.toFixed(1)}   (${pushCount} pushes)`);

console.log('\nTargets (figure / target; ≤ 1.00 meets it)');
verdict('matching lookup p99 per lot ÷ floor p99', lookup.p99 / floorLookup.p99, TARGETS.lookupP99VsFloor, '×');
verdict('import wall time with alerts ÷ floor', wallMs / floorWallMs, TARGETS.importVsFloor, '×');
verdict('publication → last notice p99', distribution(perLot).p99, TARGETS.publicationToNoticeP99);
verdict('publication → last push p99', distribution([...lastPushByLot.values()]).p99, TARGETS.publicationToLastPushP99);
console.log(
  `  (ratios to the floor: lookup p50 ${(lookup.p50 / floorLookup.p50).toFixed(2)}×, p99 ${(lookup.p99 / floorLookup.p99).toFixed(2)}×)`,
);

if (failures.length) {
  console.log(`\nFAILED: ${failures.length}`);
  for (const f of failures) console.log(`  - ${f}`);
  process.exit(1);
}
console.log('\nEvery target met, every check passed.');
