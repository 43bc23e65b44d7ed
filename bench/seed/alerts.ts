/**
 * Search alerts for the alerts benchmark (`npm run bench:alerts`): `count` alerts spread over the bench's members
 * (ten each for 1,000 members), written straight into D1 as POST /api/search-alerts stores them. What each alert
 * asks is `benchAlert(i)`, deterministic, so the benchmark knows which lots each should match:
 * - half name one imported machine by its tag (`q: "al-0042"`: one lot each, about ten alerts per lot);
 * - a fifth ask a notebook with NVMe, memory ≥ N and battery ≥ 90 % (N spread up to 600 GB: few match);
 * - a fifth ask memory ≥ N only (N from 100 GB to 4 TB: the servers' 128 GB match the smallest);
 * - a tenth ask what no imported machine has (cosmetic A or 'Para peças').
 * One alert in ten is 'Resumo diário'.
 */
import { sql } from 'drizzle-orm';
import { alertAnchor, type AlertFilters, type AlertMode } from '~/domain/search-alerts';
import { createDb } from '~/server/db/client.server';
import type { LocalBindings } from '../../scripts/lib/local-platform';

/** The imported machines' tags: `AL-0001` … (the alerts of the first kind name them). */
export const benchAlertTag = (n: number) => `AL-${String(n).padStart(4, '0')}`;

const none: AlertFilters = {
  q: null,
  category: null,
  minMemoryGb: null,
  minStorageGb: null,
  storage: null,
  minBattery: null,
  functionalGrade: null,
  cosmeticGrade: null,
  wiped: false,
};

/** A small deterministic generator (mulberry32), so every run asks the same alerts. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Alert `i` (0-based) of a run importing `machines` machines. */
export function benchAlert(i: number, machines: number): { filters: AlertFilters; mode: AlertMode; name: string } {
  const r = random(i + 1);
  const kind = r();
  const mode: AlertMode = i % 10 === 9 ? 'digest' : 'instant';
  let filters: AlertFilters;
  if (kind < 0.5) filters = { ...none, q: benchAlertTag(1 + Math.floor(r() * machines)).toLowerCase() };
  else if (kind < 0.7)
    filters = { ...none, category: 'Notebooks', storage: 'nvme', minMemoryGb: 17 + Math.floor(r() * 584), minBattery: 90 };
  else if (kind < 0.9) filters = { ...none, minMemoryGb: 100 + Math.floor(r() * 3997) };
  else filters = r() < 0.5 ? { ...none, cosmeticGrade: 'A' } : { ...none, functionalGrade: 'parts', category: 'Desktops' };
  return { filters, mode, name: `Alerta ${i + 1}` };
}

/** Writes `count` alerts, `perMember` to each of `memberIds` in turn. */
export async function seedBenchAlerts(
  env: LocalBindings,
  { memberIds, count, machines }: { memberIds: number[]; count: number; machines: number },
) {
  const db = createDb(env.DB);
  const rows = Array.from({ length: count }, (_, i) => {
    const { filters: f, mode, name } = benchAlert(i, machines);
    const { anchor, min } = alertAnchor(f);
    return { ...f, userId: memberIds[i % memberIds.length]!, name, mode, anchor, min, wiped: f.wiped ? 1 : 0 };
  });
  // A thousand rows a statement, each row one JSON value (D1 binds at most 100 variables).
  for (let i = 0; i < rows.length; i += 1_000) {
    await db.run(sql`
      insert into search_alerts (user_id, name, q, category, min_memory_gb, min_storage_gb, storage, min_battery,
        functional_grade, cosmetic_grade, wiped, mode, anchor, anchor_min)
      select value ->> '$.userId', value ->> '$.name', value ->> '$.q', value ->> '$.category', value ->> '$.minMemoryGb',
        value ->> '$.minStorageGb', value ->> '$.storage', value ->> '$.minBattery', value ->> '$.functionalGrade',
        value ->> '$.cosmeticGrade', value ->> '$.wiped', value ->> '$.mode', value ->> '$.anchor', value ->> '$.min'
      from json_each(${JSON.stringify(rows.slice(i, i + 1_000))})`);
  }
  // Quiet hours would hold the pushes back for part of the day (São Paulo's 22:00–08:00): equal bounds, never quiet.
  await db.run(sql`
    insert into notification_settings (user_id, quiet_hours_start, quiet_hours_end)
    select value, '00:00', '00:00' from json_each(${JSON.stringify(memberIds)}) where true
    on conflict (user_id) do update set quiet_hours_start = '00:00', quiet_hours_end = '00:00'`);
  return rows.length;
}
