/**
 * Realized prices on `npm start` (decision 0046): four lots of the ThinkPad X1 Carbon Gen 9 (Core i7-1165G7,
 * 32 GB, SSD NVMe) sold in the last 90 days, each with its verified sheet attached as an administrator attaches
 * it, so that the catalogue's running lots of that model (lots 2 and 5) show what it sold for and /precos has a
 * model to chart. Their winners are seeded participants without a sign-in; each paid by Pix. Idempotent: fixed
 * ids, inserted with ON CONFLICT DO NOTHING, a lot that has its report keeps it.
 */
import { eq } from 'drizzle-orm';
import { feeCents } from '~/domain/bid-rules';
import { paymentDueAt } from '~/domain/payment-rules';
import type { Db } from '~/server/db/client.server';
import { bids, lotHardwareReports, lotImages, lots, payments } from '~/server/db/schema';
import { attachEquipment } from '~/server/equipment/equipment-files.server';
import { readMachineFixtures } from '../../tests/fixtures/hardware/read-fixtures';
import { machineVariant } from '../../tests/fixtures/hardware/variants';
import { DEMO_LOTS } from '../demo/catalogue';
import { demoLotColumns } from './demo-equipment';

type DemoLot = (typeof DEMO_LOTS)[number];

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const DEMO_KEY = 'notebook-lenovo-thinkpad-t14-gen2-i7';

/** Days since each sale, its hammer price and its winner (Carlos, Tecnoserv, Juliana, Pedro). */
const SALES = [
  { daysAgo: 81, priceCents: 318_000, winner: 4 },
  { daysAgo: 54, priceCents: 345_500, winner: 5 },
  { daysAgo: 27, priceCents: 331_000, winner: 6 },
  { daysAgo: 9, priceCents: 362_050, winner: 7 },
] as const;

/** How far after the catalogue's lots these begin: room for the bidding showcase's lots before them. */
export const REALIZED_PRICE_LOTS_OFFSET = 10;

export async function seedRealizedPriceLots(
  db: Db,
  bucket: R2Bucket,
  now: number,
  firstId: number,
  imagesOf: (demo: DemoLot) => Promise<string[]>,
  log: (line: string) => void = () => {},
) {
  const demo = DEMO_LOTS.find((l) => l.key === DEMO_KEY);
  if (!demo) throw new Error(`demo lot ${DEMO_KEY} is not in the catalogue`);
  const images = await imagesOf(demo);
  const fixture = readMachineFixtures('nvme-workstation');
  const iso = (ms: number) => new Date(ms).toISOString();
  let attached = 0;
  for (const [n, sale] of SALES.entries()) {
    const id = firstId + n;
    const title = `${demo.title} (arrematado)`;
    const endsAt = Math.floor((now - sale.daysAgo * DAY) / HOUR) * HOUR;
    await db.batch([
      db
        .insert(lots)
        .values({
          ...demoLotColumns(demo, id, title),
          status: 'closed',
          currentPriceCents: sale.priceCents,
          topBidUserId: sale.winner,
          bidCount: 1,
          mirrorSeq: 1,
          startsAt: iso(endsAt - 3 * DAY),
          endsAt: iso(endsAt),
          closedAt: iso(endsAt),
          winnerUserId: sale.winner,
          finalPriceCents: sale.priceCents,
          outcome: 'sold',
          createdBy: 1,
          createdAt: iso(endsAt - 4 * DAY),
        })
        .onConflictDoNothing(),
      db
        .insert(lotImages)
        .values(images.map((url, position) => ({ lotId: id, position, url })))
        .onConflictDoNothing(),
      db
        .insert(bids)
        .values({ lotId: id, seq: 1, userId: sale.winner, amountCents: sale.priceCents, createdAt: iso(endsAt - DAY) })
        .onConflictDoNothing(),
      db
        .insert(payments)
        .values({
          lotId: id,
          userId: sale.winner,
          amountCents: sale.priceCents,
          feeCents: feeCents(sale.priceCents),
          totalCents: sale.priceCents + feeCents(sale.priceCents),
          status: 'approved',
          method: 'pix',
          approvedAt: iso(endsAt + HOUR),
          createdAt: iso(endsAt),
          dueAt: paymentDueAt(iso(endsAt)),
        })
        .onConflictDoNothing(),
    ]);
    const [has] = await db.select({ lotId: lotHardwareReports.lotId }).from(lotHardwareReports).where(eq(lotHardwareReports.lotId, id));
    if (has) continue;
    const tag = `NB-X1C9-PR${n + 1}`;
    await db.update(lots).set({ assetTag: tag }).where(eq(lots.id, id));
    const result = await attachEquipment(db, bucket, id, 1, machineVariant(fixture, { tag, salt: `PR${id}` }));
    if (!result.ok) throw new Error(`realized-price lot ${id}: ${result.errors.map((e) => e.message).join('; ')}`);
    attached++;
  }
  log(`realized prices: ${SALES.length} sold lots of one model, ${attached} new hardware reports`);
}
