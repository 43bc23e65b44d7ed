/**
 * A lot's normalised model (realizedModel()) on its row: set in the same batch as the catalogue's columns whenever
 * the hardware report is attached, replaced or removed (equipment-files.server.ts), and, for the reports stored
 * before the key existed or keyed by an older normalisation, by the cron in small batches (decision 0046).
 */
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { REALIZED_MODEL_VERSION, realizedModel } from '~/domain/equipment/realized-model';
import type { HardwareSummary } from '~/domain/equipment/summary';
import { pricesText } from '~/i18n/pt-BR-prices';
import type { Db } from '~/server/db/client.server';
import { lotHardwareReports, lots } from '~/server/db/schema';

export interface RealizedModelColumns {
  modelKey: string | null;
  modelLabel: string | null;
  modelVersion: number;
}

/** The columns for the report the lot keeps after a change (null: none). */
export function realizedModelColumns(summary: HardwareSummary | null): RealizedModelColumns {
  const model = summary ? realizedModel(summary) : null;
  return { modelKey: model?.key ?? null, modelLabel: model ? pricesText.modelLabel(model) : null, modelVersion: REALIZED_MODEL_VERSION };
}

/** Lots per cron run: a run keys its batch in one D1 batch. */
export const MODEL_KEY_BATCH = 100;

/**
 * Keys up to `limit` lots whose report is not keyed with the current normalisation; returns how many. A lot
 * whose report names no model is keyed too (key null, version set), so it is not read again.
 */
export async function keyPendingModels(db: Db, limit = MODEL_KEY_BATCH): Promise<number> {
  const pending = await db
    .select({ id: lots.id, summary: lotHardwareReports.summary })
    .from(lots)
    .innerJoin(lotHardwareReports, eq(lotHardwareReports.lotId, lots.id))
    .where(or(and(isNull(lots.modelVersion), isNotNull(lots.verifiedAt)), lt(lots.modelVersion, REALIZED_MODEL_VERSION)))
    .limit(limit);
  if (!pending.length) return 0;
  const [first, ...rest] = pending.map(({ id, summary }) =>
    db
      .update(lots)
      .set(realizedModelColumns(summary))
      .where(and(eq(lots.id, id), or(isNull(lots.modelVersion), lt(lots.modelVersion, REALIZED_MODEL_VERSION)))),
  );
  await db.batch([first!, ...rest]);
  return pending.length;
}
