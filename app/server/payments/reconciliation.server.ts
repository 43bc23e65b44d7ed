/**
 * The cron's side of the PSP, so that nothing waits for an administrator: the webhooks registered where they
 * should be, and every Pix the PSP received in the last hours read back (GET /pix), which settles whatever a
 * webhook missed and queues a Pix that named no charge of ours. (Expiry: after-sale/payment-expiry.server.ts;
 * refunds: refund-sending.server.ts; the cron runs them all: workers/payment-duties.ts.)
 */
import { eq, inArray } from 'drizzle-orm';
import { inChunks } from '~/server/db/chunked.server';
import { paymentCharges, paymentReceipts } from '~/server/db/schema';
import { followRefundsOf } from './refund-sending.server';
import { pixMoney, recordMoney, type SettlementDeps } from './settlement.server';

/** How far back the cron reads the Pix received: a webhook missed for hours is still settled. */
export const RECONCILIATION_WINDOW_HOURS = 6;

/** The URLs the site registers for the PSP's webhooks (the `ignorar` parameter takes the standard's `/pix` suffix). */
export function webhookUrls(siteUrl: string, secret: string) {
  const base = siteUrl.replace(/\/+$/, '');
  const query = `secret=${encodeURIComponent(secret)}&ignorar=`;
  return { pix: `${base}/webhooks/pix?${query}`, boleto: `${base}/webhooks/boleto?${query}` };
}

/** Registers the webhooks when the PSP has another URL (or none) for them. */
export async function ensureWebhooks(deps: Pick<SettlementDeps, 'provider'>, urls: { pix: string; boleto: string }) {
  if ((await deps.provider.getWebhook()) !== urls.pix) await deps.provider.registerWebhook(urls.pix);
  await deps.provider.registerBoletoWebhook(urls.boleto);
}

/**
 * Reads back the Pix received in the window and records each once: one that paid a charge of ours settles
 * it (as its webhook would have), one with no charge of ours goes to the queue ('Pix recebido sem cobrança').
 * Refunds the PSP shows in processing are followed. Returns how many receipts this run recorded.
 */
export async function reconcileReceived(deps: SettlementDeps, now = Date.now()): Promise<number> {
  const received = await deps.provider.listReceived(new Date(now - RECONCILIATION_WINDOW_HOURS * 3_600_000), new Date(now));
  const known = await inChunks(
    received.map((pix) => pix.endToEndId),
    (references) =>
      deps.db.select({ reference: paymentReceipts.reference }).from(paymentReceipts).where(inArray(paymentReceipts.reference, references)),
  );
  const seen = new Set(known.map((row) => row.reference));
  let recorded = 0;
  for (const pix of received) {
    if (
      pix.refunds.some(
        (refund) => refund.status === 'EM_PROCESSAMENTO' || refund.status === 'DEVOLVIDO' || refund.status === 'NAO_REALIZADO',
      )
    ) {
      await followRefundsOf(deps.db, deps.provider, pix.endToEndId);
    }
    if (seen.has(pix.endToEndId)) continue;
    const [charge] = pix.txid ? await deps.db.select().from(paymentCharges).where(eq(paymentCharges.txid, pix.txid)).limit(1) : [];
    if ((await recordMoney(deps, charge ?? null, pixMoney(pix), 'reconciliation')) !== null) recorded += 1;
  }
  return recorded;
}
