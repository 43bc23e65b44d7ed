/**
 * Winners waiting to pay, for the payments benchmark (`npm run bench:payments`): approved members with a CPF (a
 * Pix charge names its payer), each the winner of a lot of their own that closed a few minutes ago with their
 * one bid, and its pending payment with the fee and deadline the room sets at close. Written straight into D1
 * (the rooms' mirror tables, as bench/seed/dashboard.ts does): a lot's room, asked for the first time at
 * checkout, hydrates from D1 and agrees the lot is closed with that winner. Accounts are created once (by
 * e-mail), with push on at any hour; lots and payments anew on every call, with a fresh bearer session per winner.
 */
import { eq } from 'drizzle-orm';
import { feeCents } from '~/domain/bid-rules';
import { cpfCheckDigits } from '~/domain/documents';
import { paymentDueAt } from '~/domain/payment-rules';
import { normalizeSearchText } from '~/domain/search-text';
import { createSession } from '~/server/auth/sessions.server';
import { createDb } from '~/server/db/client.server';
import { bids, lots, notificationSettings, payments, users } from '~/server/db/schema';
import type { LocalBindings } from '../../scripts/lib/local-platform';
import { ensureBenchAccounts } from './auction';

const winnerEmail = (n: number) => `comprador${n}@bench.example.com`;
/** A valid CPF of its own per winner (9 digits from 700000001 on, then the check digits). */
const winnerCpf = (n: number) => {
  const nine = String(700_000_000 + n);
  return `${nine}${cpfCheckDigits(nine)}`;
};

export interface BenchPayments {
  /** in creation order; `token` is a bearer access token */
  winners: { userId: number; email: string; token: string; lotId: number; paymentId: number; totalCents: number }[];
}

export async function seedBenchPayments(env: LocalBindings, { winners, now = Date.now() }: { winners: number; now?: number }) {
  const db = createDb(env.DB);
  const emails = Array.from({ length: winners }, (_, i) => winnerEmail(i + 1));
  await ensureBenchAccounts(db, emails, (n) => ({ name: `Comprador ${n}`, cpf: winnerCpf(n) }));

  const closedAt = new Date(now - 10 * 60_000).toISOString();
  const out: BenchPayments['winners'] = [];
  for (const [i, email] of emails.entries()) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    const userId = user!.id;
    // Quiet hours would hold the push back for part of the day (São Paulo's 22:00–08:00): equal bounds, never quiet.
    const neverQuiet = { quietHoursStart: '00:00', quietHoursEnd: '00:00' };
    await db
      .insert(notificationSettings)
      .values({ userId, ...neverQuiet })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: neverQuiet });
    const priceCents = 150_000 + (i % 50) * 1_000;
    const title = `Lote de benchmark de pagamento ${now}-${i + 1}`;
    const [lot] = await db
      .insert(lots)
      .values({
        title,
        description: 'Lote criado para medir pagamentos confirmados pelo PSP.',
        searchText: normalizeSearchText(title),
        category: 'Notebooks',
        condition: 'Usado - Bom',
        status: 'closed',
        startPriceCents: priceCents,
        currentPriceCents: priceCents,
        topBidUserId: userId,
        bidCount: 1,
        mirrorSeq: 1,
        startsAt: new Date(now - 7 * 86_400_000).toISOString(),
        endsAt: closedAt,
        closedAt,
        winnerUserId: userId,
        finalPriceCents: priceCents,
        createdBy: 1,
      })
      .returning({ id: lots.id });
    const lotId = lot!.id;
    await db.insert(bids).values({ lotId, seq: 1, userId, amountCents: priceCents, createdAt: new Date(now - 60 * 60_000).toISOString() });
    const fee = feeCents(priceCents);
    const [payment] = await db
      .insert(payments)
      .values({
        lotId,
        userId,
        amountCents: priceCents,
        feeCents: fee,
        totalCents: priceCents + fee,
        status: 'pending',
        createdAt: closedAt,
        dueAt: paymentDueAt(closedAt),
      })
      .returning({ id: payments.id });
    const { token } = await createSession(db, userId, 'bearer', { userAgent: 'bench:payments' }, now);
    out.push({ userId, email, token, lotId, paymentId: payment!.id, totalCents: priceCents + fee });
  }
  return { winners: out } satisfies BenchPayments;
}
