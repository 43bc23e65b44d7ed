/**
 * Demo data for a local Arremate: users, lots (with images in R2), bids, payments and banners.
 * Idempotent: fixed ids and unique keys, inserted with ON CONFLICT DO NOTHING; images uploaded once.
 */
import { sql } from 'drizzle-orm';
import { feeCents } from '~/domain/bid-rules';
import { CATALOGUE_CATEGORIES, categoryKey } from '~/domain/categories';
import { cpfCheckDigits, cnpjCheckDigits } from '~/domain/documents';
import type { LotStatus } from '~/domain/lot-status';
import { paymentDueAt } from '~/domain/payment-rules';
import { nextDay, zonedParts, zonedTimeToUtc } from '~/domain/sao-paulo-time';
import { lotOutcome } from '~/domain/soft-close';
import { hashPassword } from '~/server/auth/password.server';
import { createDb, type Db } from '~/server/db/client.server';
import {
  auctionSchedules,
  auctionTemplates,
  banners,
  bids,
  categories,
  favorites,
  lotImages,
  lots,
  notificationSettings,
  payments,
  users,
} from '~/server/db/schema';
import { mediaUrl } from '~/server/media/media.server';
import { DEMO_BANNERS, DEMO_LOTS, type Category } from '../demo/catalogue';
import { renderBannerImage, renderLotImages } from '../demo/images';
import { seedBiddingShowcase } from './demo-bidding-lots';
import { demoLotColumns, seedDemoEquipment } from './demo-equipment';
import { REALIZED_PRICE_LOTS_OFFSET, seedRealizedPriceLots } from './demo-realized-prices';
import type { LocalBindings } from './local-platform';

export const DEMO_CREDENTIALS = {
  admin: { email: 'admin@arremate.com.br', password: 'Arremate@2026', name: 'Administrador Arremate' },
  bidder: { email: 'comprador@arremate.com.br', password: 'Comprador@2026', name: 'Marina Duarte' },
  pending: { email: 'pendente@arremate.com.br', password: 'Pendente@2026', name: 'Rafael Nogueira' },
  /** a second bidder, to bid against Marina from another browser */
  rival: { email: 'licitante@arremate.com.br', password: 'Licitante@2026', name: 'Bruno Ferreira' },
} as const;

type DemoLot = (typeof DEMO_LOTS)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Small deterministic PRNG (mulberry32), so every run builds the same history. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cpf = (nine: string) => `${nine}${cpfCheckDigits(nine)}`;
const cnpj = (twelve: string) => `${twelve}${cnpjCheckDigits(twelve)}`;

interface Timeline {
  status: LotStatus;
  startsAt: Date | null;
  endsAt: Date;
  createdAt: Date;
  bidCount: number;
}

/**
 * Spreads lots over the states a visitor should see: active ending in minutes, hours and days,
 * not started yet, pending, and closed with winners. `i` is the lot's index, `n` the total.
 */
export function demoTimeline(i: number, n: number, now: number): Timeline {
  const r = prng(i * 7919 + 17);
  const slot = i % 11;
  const created = (daysAgo: number) => new Date(now - daysAgo * DAY - Math.floor(r() * 12) * HOUR);
  if (slot === 0) {
    const mins = [4, 9, 17, 28, 41, 55][Math.floor(i / 11) % 6]!;
    return {
      status: 'active',
      startsAt: created(3),
      endsAt: new Date(now + mins * MINUTE),
      createdAt: created(3),
      bidCount: 4 + Math.floor(r() * 8),
    };
  }
  if (slot === 1 || slot === 2) {
    return {
      status: 'active',
      startsAt: created(2),
      endsAt: new Date(now + (1 + Math.floor(r() * 20)) * HOUR + Math.floor(r() * 50) * MINUTE),
      createdAt: created(2),
      bidCount: 2 + Math.floor(r() * 8),
    };
  }
  if (slot <= 5) {
    return {
      status: 'active',
      startsAt: created(1),
      endsAt: new Date(now + (1 + Math.floor(r() * 9)) * DAY + Math.floor(r() * 23) * HOUR),
      createdAt: created(1),
      bidCount: Math.floor(r() * 6),
    };
  }
  if (slot === 6) {
    const startsAt = new Date(now + (1 + Math.floor(r() * 3)) * DAY + 9 * HOUR);
    return {
      status: 'active',
      startsAt,
      endsAt: new Date(startsAt.getTime() + (3 + Math.floor(r() * 4)) * DAY),
      createdAt: created(0.5),
      bidCount: 0,
    };
  }
  if (slot === 7) {
    return {
      status: 'pending',
      startsAt: null,
      endsAt: new Date(now + (10 + Math.floor(r() * 10)) * DAY),
      createdAt: created(0.2),
      bidCount: 0,
    };
  }
  // closed, most with a winner
  const endsAt = new Date(now - (1 + Math.floor(r() * 20)) * DAY - Math.floor(r() * 10) * HOUR);
  return {
    status: 'closed',
    startsAt: new Date(endsAt.getTime() - 7 * DAY),
    endsAt,
    createdAt: new Date(endsAt.getTime() - 8 * DAY),
    bidCount: slot === 10 && i % 2 === 0 ? 0 : 3 + Math.floor(r() * 9),
  };
}

async function seedUsers(db: Db): Promise<number[]> {
  const { admin, bidder, pending, rival } = DEMO_CREDENTIALS;
  const base = {
    phone: '11987654321',
    cep: '01310100',
    address: 'Avenida Paulista',
    number: '1578',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  };
  const people = [
    { id: 1, ...admin, isAdmin: true, isApproved: true, accountType: 'PF' as const, cpf: cpf('529982247'), ...base },
    {
      id: 2,
      ...bidder,
      isAdmin: false,
      isApproved: true,
      accountType: 'PF' as const,
      cpf: cpf('390533447'),
      ...base,
      phone: '21998765432',
      cep: '22071000',
      address: 'Avenida Atlântica',
      number: '1702',
      complement: 'Apto 801',
      neighborhood: 'Copacabana',
      city: 'Rio de Janeiro',
      state: 'RJ',
    },
    { id: 3, ...pending, isAdmin: false, isApproved: false, accountType: 'PF' as const, cpf: cpf('111444777') },
    // Other approved participants, so that lots have a believable bid history (no sign-in: random passwords).
    {
      id: 4,
      email: 'carlos.andrade@example.com.br',
      name: 'Carlos Andrade',
      password: null,
      isAdmin: false,
      isApproved: true,
      accountType: 'PF' as const,
      cpf: cpf('123456789'),
      ...base,
      city: 'Campinas',
    },
    {
      id: 5,
      email: 'compras@tecnoserv.example.com.br',
      name: 'Tecnoserv Informática Ltda',
      password: null,
      isAdmin: false,
      isApproved: true,
      accountType: 'PJ' as const,
      cnpj: cnpj('12ABC34501DE'),
      ...base,
      city: 'Curitiba',
      state: 'PR',
    },
    {
      id: 6,
      email: 'juliana.costa@example.com.br',
      name: 'Juliana Costa',
      password: null,
      isAdmin: false,
      isApproved: true,
      accountType: 'PF' as const,
      cpf: cpf('987654321'),
      ...base,
      city: 'Belo Horizonte',
      state: 'MG',
    },
    {
      id: 7,
      email: 'pedro.lima@example.com.br',
      name: 'Pedro Henrique Lima',
      password: null,
      isAdmin: false,
      isApproved: true,
      accountType: 'PF' as const,
      cpf: cpf('456789123'),
      ...base,
      city: 'Porto Alegre',
      state: 'RS',
    },
    { id: 8, ...rival, isAdmin: false, isApproved: true, accountType: 'PF' as const, cpf: cpf('714602380'), ...base, city: 'Santos' },
  ];
  const existing = new Set((await db.select({ id: users.id }).from(users)).map((u) => u.id));
  for (const { password, ...person } of people) {
    if (existing.has(person.id)) continue;
    const passwordHash = await hashPassword(password ?? crypto.randomUUID());
    await db
      .insert(users)
      .values({ ...person, passwordHash })
      .onConflictDoNothing();
    await db.insert(notificationSettings).values({ userId: person.id }).onConflictDoNothing();
  }
  // The seeded bid history is drawn among the first bidders only (the rival starts with a clean slate).
  return people.filter((p) => p.isApproved && !p.isAdmin && p.id !== 8).map((p) => p.id);
}

async function upload(bucket: R2Bucket, image: { key: string; contentType: string; body: Buffer }) {
  // A plain Uint8Array: the platform proxy cannot serialise Node's Buffer.
  await bucket.put(image.key, new Uint8Array(image.body), { httpMetadata: { contentType: image.contentType } });
}

async function imagesFor(bucket: R2Bucket, lot: DemoLot): Promise<string[]> {
  const keys = Array.from({ length: lot.imageCount }, (_, n) => `lots/${lot.key}/${n + 1}.webp`);
  const present = await Promise.all(keys.map((key) => bucket.head(key)));
  if (present.some((p) => !p)) {
    for (const image of await renderLotImages(lot)) await upload(bucket, image);
  }
  return keys.map(mediaUrl);
}

export interface SeedOptions {
  /** How many lots (the catalogue repeats with numbered variants past its own size). */
  lotCount?: number;
  now?: number;
  log?: (line: string) => void;
}

export async function seedDemo(env: LocalBindings, options: SeedOptions = {}) {
  const db = createDb(env.DB);
  const now = options.now ?? Date.now();
  const log = options.log ?? (() => {});
  const lotCount = options.lotCount ?? DEMO_LOTS.length;

  const bidderIds = await seedUsers(db);
  log(`users: ${bidderIds.length + 3}`);
  await seedCategories(db);

  const existingLots = new Set((await db.select({ id: lots.id }).from(lots)).map((l) => l.id));
  const imageCache = new Map<string, string[]>();
  let created = 0;
  for (let i = 0; i < lotCount; i++) {
    const id = i + 1;
    if (existingLots.has(id)) continue;
    const demo = DEMO_LOTS[i % DEMO_LOTS.length]!;
    const round = Math.floor(i / DEMO_LOTS.length);
    const title = round === 0 ? demo.title : `${demo.title} (Lote ${round + 1})`;
    let images = imageCache.get(demo.key);
    if (!images) {
      images = await imagesFor(env.MEDIA, demo);
      imageCache.set(demo.key, images);
    }
    const timeline = demoTimeline(i, lotCount, now);
    const r = prng(id * 104729);
    const history: { userId: number; amountCents: number; createdAt: string }[] = [];
    let price = demo.startPriceCents;
    let last = 0;
    const from = timeline.startsAt?.getTime() ?? timeline.createdAt.getTime();
    const until = Math.min(now, timeline.endsAt.getTime());
    for (let b = 0; b < timeline.bidCount; b++) {
      let userId = bidderIds[Math.floor(r() * bidderIds.length)]!;
      if (userId === last) userId = bidderIds[(bidderIds.indexOf(userId) + 1) % bidderIds.length]!;
      price += 1000 * (1 + Math.floor(r() * 10)); // R$ 10 to R$ 100 over the current price
      const at = from + ((until - from) * (b + 1)) / (timeline.bidCount + 1);
      history.push({ userId, amountCents: price, createdAt: new Date(at).toISOString() });
      last = userId;
    }
    const top = history.at(-1);
    const closed = timeline.status === 'closed';
    await db.batch([
      db
        .insert(lots)
        .values({
          ...demoLotColumns(demo, id, title),
          status: timeline.status,
          currentPriceCents: price,
          topBidUserId: top?.userId ?? null,
          bidCount: history.length,
          mirrorSeq: history.length,
          startsAt: timeline.startsAt?.toISOString() ?? null,
          endsAt: timeline.endsAt.toISOString(),
          closedAt: closed ? timeline.endsAt.toISOString() : null,
          winnerUserId: closed ? (top?.userId ?? null) : null,
          finalPriceCents: closed && top ? top.amountCents : null,
          outcome: closed ? lotOutcome(price, history.length, null) : null,
          createdBy: 1,
          createdAt: timeline.createdAt.toISOString(),
        })
        .onConflictDoNothing(),
      db
        .insert(lotImages)
        .values(images.map((url, position) => ({ lotId: id, position, url })))
        .onConflictDoNothing(),
      ...(history.length
        ? [
            db
              .insert(bids)
              .values(history.map((bid, seq) => ({ lotId: id, seq: seq + 1, ...bid })))
              .onConflictDoNothing(),
          ]
        : []),
      ...(closed && top
        ? [
            db
              .insert(payments)
              .values({
                lotId: id,
                userId: top.userId,
                amountCents: top.amountCents,
                feeCents: feeCents(top.amountCents),
                totalCents: top.amountCents + feeCents(top.amountCents),
                status: i % 3 === 0 ? 'approved' : 'pending',
                method: (['pix', 'boleto', 'transfer'] as const)[i % 3],
                approvedAt: i % 3 === 0 ? timeline.endsAt.toISOString() : null,
                createdAt: timeline.endsAt.toISOString(),
                dueAt: paymentDueAt(timeline.endsAt.toISOString()),
              })
              .onConflictDoNothing(),
          ]
        : []),
    ]);
    created++;
    if (created % 250 === 0) log(`lots: ${created}…`);
  }
  log(`lots: ${created} new, ${existingLots.size} already there`);
  await seedDemoEquipment(db, env.MEDIA, lotCount, log);
  // Lance automático, reserva and prorrogação, one lot each, after the catalogue's.
  await seedBiddingShowcase(db, now, lotCount + 1, async (demo) => imageCache.get(demo.key) ?? (await imagesFor(env.MEDIA, demo)));
  // Realized prices: sold lots of a model the catalogue has running (decision 0046).
  await seedRealizedPriceLots(
    db,
    env.MEDIA,
    now,
    lotCount + REALIZED_PRICE_LOTS_OFFSET,
    async (demo) => imageCache.get(demo.key) ?? (await imagesFor(env.MEDIA, demo)),
    log,
  );

  for (const [index, banner] of DEMO_BANNERS.entries()) {
    const key = `banners/${banner.key}.webp`;
    if (!(await env.MEDIA.head(key))) await upload(env.MEDIA, await renderBannerImage(banner));
    await db
      .insert(banners)
      .values({
        id: index + 1,
        title: banner.title,
        subtitle: banner.subtitle,
        text: banner.text,
        imageUrl: mediaUrl(key),
        linkUrl: banner.linkUrl,
        ctaLabel: banner.ctaLabel,
        displayOrder: index,
      })
      .onConflictDoNothing();
  }
  // The demo bidder follows a few lots.
  const followed = [1, 3, 5].filter((id) => id <= lotCount).map((lotId) => ({ userId: 2, lotId }));
  if (followed.length) await db.insert(favorites).values(followed).onConflictDoNothing();

  await seedSchedules(db, now, imageCache.get(DEMO_LOTS[0]!.key) ?? []);

  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)` }).from(lots);
  log(`banners: ${DEMO_BANNERS.length}; lots in the database: ${n}`);
}

/**
 * The nine catalogue categories, in their order. Migration 0016 gives every new house them; the seed makes sure
 * again, as the demo's lots, schedule and template are filed under them (one renamed since comes back under its
 * first name; one that exists in any case is left as it is).
 */
async function seedCategories(db: Db) {
  await db
    .insert(categories)
    .values(CATALOGUE_CATEGORIES.map((name, index) => ({ name, nameKey: categoryKey(name), position: index + 1 })))
    .onConflictDoNothing();
}

/**
 * A template for the house's weekly notebook auction and a schedule made from it: the next Monday at
 * 10:00 (São Paulo) for three days, every week until the end of next year, with its pre-start notice.
 * Their category is one of the demo catalogue's: schedules and templates take only the catalogue's own.
 */
const SCHEDULE_CATEGORY: Category = 'Notebooks';

async function seedSchedules(db: Db, now: number, images: string[]) {
  await db
    .insert(auctionTemplates)
    .values({
      id: 1,
      name: 'Notebook corporativo semanal',
      description: 'Notebooks de frota corporativa, revisados, leiloados toda segunda-feira.',
      templateTitle: 'Notebook corporativo revisado',
      templateDescription: 'Notebook de frota corporativa, revisado e testado, com carregador original.',
      templateCategory: SCHEDULE_CATEGORY,
      templateCondition: 'Usado - Bom',
      templateSpecs: { Processador: 'Intel Core i5', 'Memória RAM': '8 GB', Armazenamento: 'SSD 256 GB' },
      defaultStartPriceCents: 120_000,
      defaultDurationHours: 72,
      createdBy: 1,
    })
    .onConflictDoNothing();
  const today = zonedParts(new Date(now));
  let day = `${today.year}-${today.month}-${today.day}`;
  do day = nextDay(day);
  while (zonedTimeToUtc(day, '12:00').getUTCDay() !== 1);
  const start = zonedTimeToUtc(day, '10:00');
  await db
    .insert(auctionSchedules)
    .values({
      id: 1,
      title: 'Notebook corporativo revisado — leilão semanal',
      description: 'Notebook de frota corporativa, revisado e testado, com carregador original.',
      category: SCHEDULE_CATEGORY,
      condition: 'Usado - Bom',
      specs: { Processador: 'Intel Core i5', 'Memória RAM': '8 GB', Armazenamento: 'SSD 256 GB' },
      images,
      startPriceCents: 120_000,
      scheduledStart: start.toISOString(),
      scheduledEnd: new Date(start.getTime() + 72 * 3_600_000).toISOString(),
      isRecurring: true,
      recurrenceType: 'weekly',
      recurrenceInterval: 1,
      recurrenceEndDate: `${new Date(now).getUTCFullYear() + 1}-12-31`,
      templateId: 1,
      notifyBeforeStart: true,
      notificationMinutes: 30,
      createdBy: 1,
    })
    .onConflictDoNothing();
}
