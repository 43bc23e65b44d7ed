/**
 * Three demo lots that show the bidding rules on `npm start` (decision 0026), after the catalogue's lots:
 * - a lot with a reserve not yet met (two bids below it);
 * - a lot with automatic bids in its history: Marina (comprador@) holds a secret maximum that answered each
 *   of Tecnoserv's manual bids, as the room would have (rule 2), and licitante@ can bid against it;
 * - a closed lot bid on for two days, extended three times by its last bids (its end moved 6 minutes past the
 *   original one, which it keeps for its price chart).
 * The room hydrates its maxima and standings from D1's `bids` and `auto_bids`, so the rows here are what the
 * room would have written. Idempotent: fixed ids, inserted with ON CONFLICT DO NOTHING.
 */
import { feeCents } from '~/domain/bid-rules';
import { paymentDueAt } from '~/domain/payment-rules';
import type { Db } from '~/server/db/client.server';
import { maxima, bids, lotImages, lots, payments } from '~/server/db/schema';
import { DEMO_LOTS } from '../demo/catalogue';
import { demoLotColumns } from './demo-equipment';

type DemoLot = (typeof DEMO_LOTS)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Marina (comprador@), the demo bidder; the others are seeded participants without a sign-in */
const MARINA = 2;
const CARLOS = 4;
const TECNOSERV = 5;
const JULIANA = 6;
const PEDRO = 7;

export interface ShowcaseBid {
  userId: number;
  amountCents: number;
  at: number;
  isAuto?: boolean;
}

export interface Showcase {
  key: string;
  status: 'active' | 'closed';
  startsAt: number;
  endsAt: number;
  reserveCents: number | null;
  /** the end before the first extension (null: never extended) */
  originalEndsAt: number | null;
  history: ShowcaseBid[];
  maximum?: { userId: number; maxCents: number; at: number };
}

function entry(key: string): DemoLot {
  const demo = DEMO_LOTS.find((l) => l.key === key);
  if (!demo) throw new Error(`demo lot ${key} is not in the catalogue`);
  return demo;
}

export function demoBiddingShowcases(now: number): Showcase[] {
  const reserveStart = entry('servidor-lenovo-thinksystem-sr650-xeon-silver').startPriceCents;
  const autoStart = entry('monitor-aoc-27b2h-27-novo').startPriceCents;
  const extendedStart = entry('notebook-lenovo-thinkpad-t14-gen2-i7').startPriceCents;
  const autoFrom = now - 20 * HOUR;
  // The original end of the extended lot, on the minute; its last three bids each came less than 3 minutes
  // before the end of the moment and moved it to 3 minutes after themselves.
  const originalEnd = Math.floor((now - 2 * DAY) / MINUTE) * MINUTE;
  return [
    {
      key: 'servidor-lenovo-thinksystem-sr650-xeon-silver',
      status: 'active',
      startsAt: now - DAY,
      endsAt: now + 2 * DAY + 5 * HOUR,
      reserveCents: reserveStart * 2,
      originalEndsAt: null,
      history: [
        { userId: CARLOS, amountCents: reserveStart + 50_000, at: now - 20 * HOUR },
        { userId: JULIANA, amountCents: reserveStart + 120_000, at: now - 6 * HOUR },
      ],
    },
    {
      key: 'monitor-aoc-27b2h-27-novo',
      status: 'active',
      startsAt: now - DAY,
      endsAt: now + 3 * DAY + 2 * HOUR,
      reserveCents: null,
      originalEndsAt: null,
      // Marina's maximum (start + R$ 400) leads at the minimum, then answers each of Tecnoserv's bids by R$ 10.
      maximum: { userId: MARINA, maxCents: autoStart + 40_000, at: autoFrom },
      history: [
        { userId: MARINA, amountCents: autoStart + 1_000, at: autoFrom, isAuto: true },
        { userId: TECNOSERV, amountCents: autoStart + 10_000, at: autoFrom + 3 * HOUR },
        { userId: MARINA, amountCents: autoStart + 11_000, at: autoFrom + 3 * HOUR, isAuto: true },
        { userId: TECNOSERV, amountCents: autoStart + 25_000, at: autoFrom + 9 * HOUR },
        { userId: MARINA, amountCents: autoStart + 26_000, at: autoFrom + 9 * HOUR, isAuto: true },
      ],
    },
    {
      key: 'notebook-lenovo-thinkpad-t14-gen2-i7',
      status: 'closed',
      startsAt: originalEnd - 5 * DAY,
      endsAt: originalEnd + 6 * MINUTE,
      reserveCents: null,
      originalEndsAt: originalEnd,
      // Steps of R$ 10 to R$ 30 on a price near R$ 2.600: the price chart's axis must tell them apart.
      history: [
        { userId: CARLOS, amountCents: extendedStart + 1_000, at: originalEnd - 46 * HOUR },
        { userId: PEDRO, amountCents: extendedStart + 3_000, at: originalEnd - 40 * HOUR },
        { userId: JULIANA, amountCents: extendedStart + 4_000, at: originalEnd - 30 * HOUR },
        { userId: CARLOS, amountCents: extendedStart + 6_000, at: originalEnd - 22 * HOUR },
        { userId: TECNOSERV, amountCents: extendedStart + 8_000, at: originalEnd - 20 * HOUR },
        { userId: PEDRO, amountCents: extendedStart + 10_000, at: originalEnd - 9 * HOUR },
        { userId: CARLOS, amountCents: extendedStart + 12_000, at: originalEnd - 5 * HOUR },
        { userId: JULIANA, amountCents: extendedStart + 15_000, at: originalEnd - 3 * HOUR },
        { userId: PEDRO, amountCents: extendedStart + 17_000, at: originalEnd - 50 * MINUTE },
        { userId: CARLOS, amountCents: extendedStart + 19_000, at: originalEnd - 20 * MINUTE },
        { userId: JULIANA, amountCents: extendedStart + 21_000, at: originalEnd - 2 * MINUTE },
        { userId: PEDRO, amountCents: extendedStart + 23_000, at: originalEnd + MINUTE / 2 },
        { userId: CARLOS, amountCents: extendedStart + 25_000, at: originalEnd + 3 * MINUTE },
      ],
    },
  ];
}

/**
 * Inserts the three lots with ids `firstId`, `firstId + 1`, `firstId + 2`. `imagesOf` gives a catalogue
 * entry's image URLs (uploaded once).
 */
export async function seedBiddingShowcase(db: Db, now: number, firstId: number, imagesOf: (demo: DemoLot) => Promise<string[]>) {
  for (const [n, lot] of demoBiddingShowcases(now).entries()) {
    const id = firstId + n;
    const demo = entry(lot.key);
    const title = `${demo.title} (Lote 2)`;
    const top = lot.history.at(-1)!;
    const closed = lot.status === 'closed';
    const iso = (ms: number) => new Date(ms).toISOString();
    const images = await imagesOf(demo);
    await db.batch([
      db
        .insert(lots)
        .values({
          ...demoLotColumns(demo, id, title),
          status: lot.status,
          currentPriceCents: top.amountCents,
          topBidUserId: top.userId,
          bidCount: lot.history.length,
          mirrorSeq: lot.history.length,
          startsAt: iso(lot.startsAt),
          endsAt: iso(lot.endsAt),
          closedAt: closed ? iso(lot.endsAt) : null,
          winnerUserId: closed ? top.userId : null,
          finalPriceCents: closed ? top.amountCents : null,
          reservePriceCents: lot.reserveCents,
          extensionMinutes: 3,
          extended: lot.originalEndsAt !== null,
          originalEndsAt: lot.originalEndsAt === null ? null : iso(lot.originalEndsAt),
          outcome: closed ? 'sold' : null,
          createdBy: 1,
          createdAt: iso(lot.startsAt - HOUR),
        })
        .onConflictDoNothing(),
      db
        .insert(lotImages)
        .values(images.map((url, position) => ({ lotId: id, position, url })))
        .onConflictDoNothing(),
      db
        .insert(bids)
        .values(
          lot.history.map((b, i) => ({
            lotId: id,
            seq: i + 1,
            userId: b.userId,
            amountCents: b.amountCents,
            isAuto: b.isAuto ?? false,
            createdAt: iso(b.at),
          })),
        )
        .onConflictDoNothing(),
      ...(lot.maximum
        ? [
            db
              .insert(maxima)
              .values({
                lotId: id,
                userId: lot.maximum.userId,
                maxAmountCents: lot.maximum.maxCents,
                reachedAt: lot.maximum.at,
                createdAt: iso(lot.maximum.at),
                updatedAt: iso(lot.maximum.at),
              })
              .onConflictDoNothing(),
          ]
        : []),
      ...(closed
        ? [
            db
              .insert(payments)
              .values({
                lotId: id,
                userId: top.userId,
                amountCents: top.amountCents,
                feeCents: feeCents(top.amountCents),
                totalCents: top.amountCents + feeCents(top.amountCents),
                status: 'approved',
                method: 'pix',
                approvedAt: iso(lot.endsAt + HOUR),
                createdAt: iso(lot.endsAt),
                dueAt: paymentDueAt(iso(lot.endsAt)),
              })
              .onConflictDoNothing(),
          ]
        : []),
    ]);
  }
}
