/**
 * 'Financeiro' (GET /api/admin/financial), computed in SQL from the payments table. Per payment:
 *   revenue = the winning amount (amount_cents), what the lot sold for;
 *   fees    = the administrative fee (fee_cents, 10 % of the winning amount);
 *   gross   = revenue + fees (total_cents), what the winner pays.
 * Figures count approved payments, dated by their approval (`approved_at`); `pending` counts the payments
 * still waiting. Months are São Paulo calendar months; amounts leave here in reais.
 */
import { and, desc, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { centsToReais } from '~/domain/money';
import { fillMonths, lastMonths } from '~/domain/report-months';
import type { Db } from '~/server/db/client.server';
import { lots, payments } from '~/server/db/schema';

const DAY_MS = 24 * 60 * 60_000;
export const FINANCE_WINDOW = { recentDays: 30, months: 6, topAuctions: 10 } as const;

const approved = eq(payments.status, 'approved');
const pending = eq(payments.status, 'pending');
const approvedOn = sql`coalesce(${payments.approvedAt}, ${payments.createdAt})`;
const cents = (column: SQL | SQLiteColumn) => sql<number>`coalesce(sum(${column}), 0)`;
/** Sums of approved payments (the summary query also reads pending rows, so the condition is in the sum). */
const onlyApproved = (column: SQL | SQLiteColumn) => cents(sql`case when ${approved} then ${column} end`);
const totals = {
  revenue: onlyApproved(payments.amountCents),
  fees: onlyApproved(payments.feeCents),
  gross: onlyApproved(payments.totalCents),
};
const reais = (row: { revenue: number; fees: number; gross: number }) => ({
  revenue: centsToReais(Number(row.revenue)),
  fees: centsToReais(Number(row.fees)),
  gross: centsToReais(Number(row.gross)),
});

export async function financialReport(db: Db, now = new Date()) {
  const since30 = new Date(now.getTime() - FINANCE_WINDOW.recentDays * DAY_MS).toISOString();
  const months = lastMonths(now, FINANCE_WINDOW.months);
  const monthOf = sql<string>`case ${sql.join(
    months.map((m) => sql`when ${approvedOn} >= ${m.from} and ${approvedOn} < ${m.to} then ${m.month}`),
    sql` `,
  )} end`;

  const [[summary], methods, monthly, top] = await Promise.all([
    db
      .select({
        ...totals,
        count: sql<number>`count(case when ${approved} then 1 end)`,
        pendingCount: sql<number>`count(case when ${pending} then 1 end)`,
        pendingGross: cents(sql`case when ${pending} then ${payments.totalCents} end`),
        recentGross: cents(sql`case when ${approved} and ${approvedOn} >= ${since30} then ${payments.totalCents} end`),
        recentRevenue: cents(sql`case when ${approved} and ${approvedOn} >= ${since30} then ${payments.amountCents} end`),
      })
      .from(payments)
      .where(or(approved, pending)),
    db
      .select({ method: payments.method, count: sql<number>`count(*)`, ...totals })
      .from(payments)
      .where(approved)
      .groupBy(payments.method)
      .orderBy(desc(totals.gross)),
    db
      .select({ month: monthOf, ...totals })
      .from(payments)
      .where(and(approved, gte(approvedOn, months[0]!.from)))
      .groupBy(monthOf),
    db
      .select({ id: lots.id, title: lots.title, ...totals })
      .from(payments)
      .innerJoin(lots, eq(lots.id, payments.lotId))
      .where(approved)
      .groupBy(lots.id)
      .orderBy(desc(totals.gross), desc(lots.id))
      .limit(FINANCE_WINDOW.topAuctions),
  ]);

  return {
    summary: {
      approved: { ...reais(summary!), count: Number(summary!.count) },
      pending: { count: Number(summary!.pendingCount), gross: centsToReais(Number(summary!.pendingGross)) },
      recent_30_days: { gross: centsToReais(Number(summary!.recentGross)), revenue: centsToReais(Number(summary!.recentRevenue)) },
    },
    payment_methods: methods.map((m) => ({ method: m.method, count: Number(m.count), ...reais(m) })),
    monthly_data: fillMonths(
      months,
      monthly.filter((m) => m.month !== null).map((m) => ({ month: m.month, ...reais(m) })),
      (month) => ({ month, revenue: 0, fees: 0, gross: 0 }),
    ),
    top_auctions: top.map((t) => ({ id: t.id, title: t.title, ...reais(t) })),
  };
}

export type FinancialReport = Awaited<ReturnType<typeof financialReport>>;
