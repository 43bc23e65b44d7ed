/**
 * Refunds go out through the PSP's devolução and are followed to their end. A refund row is written first
 * (refunds.server.ts, once per receipt); this sends it with the devolução id derived from the row, so a retry
 * (the PSP slow, the cron again) finds the same devolução instead of sending a second one. The PSP's answer is
 * mirrored: Em processamento → Devolvido, or Não realizado with the PSP's reason.
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import { refundId } from '~/domain/psp-ids';
import { paymentText } from '~/i18n/pt-BR-payments';
import type { Db } from '~/server/db/client.server';
import { refunds } from '~/server/db/schema';
import { audit } from '~/server/platform/audit.server';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';
import type { Settings } from '~/server/platform/settings.server';
import { PspRejectedError, PspUnavailableError, type PaymentProvider, type Refund } from './provider.server';
import { paymentProviderOf } from './psp.server';

type RefundRow = typeof refunds.$inferSelect;

const STATUS = { EM_PROCESSAMENTO: 'processing', DEVOLVIDO: 'refunded', NAO_REALIZADO: 'failed' } as const;

/** Refunds sent or followed per run (the rest wait for the next). */
const BATCH = 50;

/** Mirrors the PSP's word on a refund; audits its end (refunded or not), once. */
async function mirror(db: Db, row: RefundRow, remote: Refund) {
  const status = STATUS[remote.status];
  if (status === row.status) return;
  const now = new Date().toISOString();
  const ended = status !== 'processing';
  const [changed] = await db
    .update(refunds)
    .set({ status, pspReason: remote.reason, rtrId: remote.rtrId, updatedAt: now, settledAt: ended ? (remote.settledAt ?? now) : null })
    .where(and(eq(refunds.id, row.id), eq(refunds.status, row.status)))
    .returning({ id: refunds.id });
  if (changed && ended) {
    await audit(db, {
      actorUserId: null,
      action: status === 'refunded' ? 'refund.settle' : 'refund.fail',
      targetType: 'refund',
      targetId: row.id,
      details: {
        payment_id: row.paymentId,
        end_to_end_id: row.endToEndId,
        reason: remote.reason,
        before: { status: row.status },
        after: { status },
      },
    });
  }
}

/** Sends one queued refund: the PSP refusing it ends it as not made, with its reason; the PSP down leaves it queued. */
async function send(db: Db, provider: PaymentProvider, row: RefundRow) {
  try {
    const remote = await provider.requestRefund(
      row.endToEndId,
      refundId(row.id),
      row.amountCents,
      paymentText.refunds.description(row.paymentId),
    );
    await mirror(db, row, remote);
  } catch (error) {
    if (error instanceof PspUnavailableError) return;
    if (error instanceof PspRejectedError) {
      const reason = error.problem.detail ?? error.problem.title ?? error.message;
      await mirror(db, row, {
        id: refundId(row.id),
        rtrId: null,
        amountCents: row.amountCents,
        status: 'NAO_REALIZADO',
        reason,
        requestedAt: '',
        settledAt: null,
      });
      return;
    }
    throw error;
  }
}

/** Sends the queued refunds, and asks the PSP about those in processing (older than a few seconds). */
export async function sendAndFollowRefunds(db: Db, provider: PaymentProvider, now = Date.now()) {
  const queued = await db.select().from(refunds).where(eq(refunds.status, 'queued')).limit(BATCH);
  for (const row of queued) await send(db, provider, row).catch((error: unknown) => logError('refund send', error, { refundId: row.id }));
  const settled = new Date(now - 5_000).toISOString();
  const processing = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'processing'), lt(refunds.updatedAt, settled)))
    .limit(BATCH);
  for (const row of processing)
    await follow(db, provider, row).catch((error: unknown) => logError('refund follow', error, { refundId: row.id }));
}

async function follow(db: Db, provider: PaymentProvider, row: RefundRow) {
  const remote = await provider.getRefund(row.endToEndId, refundId(row.id));
  if (remote) await mirror(db, row, remote);
}

/** The PSP told us (its webhook's Pix with devoluções) that refunds of a Pix moved: read them again. */
export async function followRefundsOf(db: Db, provider: PaymentProvider, endToEndId: string) {
  const rows = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.endToEndId, endToEndId), inArray(refunds.status, ['queued', 'processing'])));
  for (const row of rows) await (row.status === 'queued' ? send(db, provider, row) : follow(db, provider, row));
}

/** After a refund was queued: send it now, off the request's path (the cron retries what fails). */
export function sendRefundsSoon(rc: { env: Env; settings: Settings; db: Db; ctx: ExecutionContext }): void {
  const provider = paymentProviderOf(rc.env, rc.settings);
  if (!provider) return;
  rc.ctx.waitUntil(sendAndFollowRefunds(rc.db, provider).catch((error: unknown) => logError('refunds', error)));
}
