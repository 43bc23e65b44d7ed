/**
 * The demo catalogue's verified equipment: the condition grades every lot is inserted with, and six machines (the hardware
 * fixtures, each a variant under its lot's asset tag) with their reports and wipe certificates attached the way
 * an administrator attaches them (attachEquipment: R2, D1, the catalogue's columns). Among them one failing
 * drive (the OptiPlex 3020), one drive needing attention (the R730) and one lot without a wipe certificate
 * (the EliteDesk). Idempotent: a lot that has its report keeps it.
 */
import { eq } from 'drizzle-orm';
import type { CosmeticGrade, FunctionalGrade } from '~/domain/equipment/grades';
import type { LotCondition } from '~/domain/lot-condition';
import { normalizeSearchText } from '~/domain/search-text';
import type { Db } from '~/server/db/client.server';
import { lotHardwareReports, lots } from '~/server/db/schema';
import { attachEquipment } from '~/server/equipment/equipment-files.server';
import type { MachineName } from '../../tests/fixtures/hardware/machines';
import { readMachineFixtures } from '../../tests/fixtures/hardware/read-fixtures';
import { machineVariant } from '../../tests/fixtures/hardware/variants';
import { DEMO_LOTS, type DemoLotEntry } from '../demo/catalogue';

interface DemoMachine {
  machine: MachineName;
  tag: string;
  batteryHealth?: number;
}

/** By demo lot key: the machine its lot sells (catalogue.ts describes these lots as the reports show them). */
export const DEMO_MACHINES: Readonly<Record<string, DemoMachine>> = {
  'notebook-dell-latitude-5420-i5': { machine: 'laptop', tag: 'NB-5410-0117' },
  'notebook-lenovo-thinkpad-t14-gen2-i7': { machine: 'nvme-workstation', tag: 'NB-X1C9-0031' },
  'notebook-lenovo-thinkpad-e14-ryzen5': { machine: 'nvme-workstation', tag: 'NB-X1C9-0044', batteryHealth: 74 },
  'desktop-hp-prodesk-400-g6-sff-i5': { machine: 'desktop', tag: 'DT-ED800-0208' },
  'desktop-positivo-master-d3400-i3': { machine: 'failing-hdd', tag: 'DT-OPX3020-0512' },
  'servidor-dell-poweredge-r740-2x-xeon-silver-128gb': { machine: 'server-4-drives', tag: 'SRV-R730-0003' },
};

const COSMETIC_BY_CONDITION: Record<LotCondition, CosmeticGrade> = {
  Novo: 'A',
  'Usado - Excelente': 'A',
  'Usado - Bom': 'B',
  'Usado - Regular': 'C',
  'Para Reparo': 'D',
};

/** A lot of many units is sold as it came ('Não testado'); a lot for repair is for parts. */
export function demoGrades(demo: Pick<DemoLotEntry, 'key' | 'condition'>): { functional: FunctionalGrade; cosmetic: CosmeticGrade } {
  const functional: FunctionalGrade =
    demo.condition === 'Para Reparo'
      ? 'parts'
      : demo.key.startsWith('lote-')
        ? 'untested'
        : demo.condition === 'Usado - Regular'
          ? 'caveats'
          : 'tested';
  return { functional, cosmetic: COSMETIC_BY_CONDITION[demo.condition] };
}

/**
 * The columns every seeded lot takes from its catalogue entry, under the title it is shown with (a second lot of
 * the same machine, a sold one): its text, search text, category, condition, grades and start price.
 */
export function demoLotColumns(demo: DemoLotEntry, id: number, title: string) {
  const grades = demoGrades(demo);
  return {
    id,
    title,
    description: demo.description,
    searchText: normalizeSearchText(`${title} ${demo.description}`),
    category: demo.category,
    condition: demo.condition,
    functionalGrade: grades.functional,
    cosmeticGrade: grades.cosmetic,
    startPriceCents: demo.startPriceCents,
  };
}

/** Lot `id` is the catalogue's entry `(id - 1) % DEMO_LOTS.length`, in round `floor((id - 1) / length)`. */
export async function seedDemoEquipment(db: Db, bucket: R2Bucket, lotCount: number, log: (line: string) => void = () => {}) {
  const fixtures = new Map<MachineName, ReturnType<typeof readMachineFixtures>>();
  let attached = 0;
  for (let i = 0; i < lotCount; i++) {
    const id = i + 1;
    const demo = DEMO_LOTS[i % DEMO_LOTS.length]!;
    const round = Math.floor(i / DEMO_LOTS.length);
    const machine = DEMO_MACHINES[demo.key];
    if (!machine) continue;
    const tag = round === 0 ? machine.tag : `${machine.tag}-L${round + 1}`;
    await db.update(lots).set({ assetTag: tag }).where(eq(lots.id, id));
    const [has] = await db.select({ lotId: lotHardwareReports.lotId }).from(lotHardwareReports).where(eq(lotHardwareReports.lotId, id));
    if (has) continue;
    if (!fixtures.has(machine.machine)) fixtures.set(machine.machine, readMachineFixtures(machine.machine));
    const files = machineVariant(fixtures.get(machine.machine)!, {
      tag,
      salt: `L${id}`,
      ...(machine.batteryHealth !== undefined ? { batteryHealth: machine.batteryHealth } : {}),
    });
    const result = await attachEquipment(db, bucket, id, 1, files);
    if (!result.ok) throw new Error(`demo lot ${id} (${tag}): ${result.errors.map((e) => e.message).join('; ')}`);
    attached++;
  }
  log(`equipment: ${attached} new hardware reports`);
}
