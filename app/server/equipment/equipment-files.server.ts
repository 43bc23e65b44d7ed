/**
 * Attaching and removing a lot's hardware report and wipe certificate. The files are checked together first
 * (checkEquipmentUploads): one refused file refuses them all, naming each, and nothing changes. Accepted, the
 * raw files go to R2 under a content-addressed key (`equipment/{lot}/{sha256}`: a retry writes the same
 * objects), then ONE D1 batch replaces the report or the certificate with its file rows and sets the lot's
 * catalogue columns, recomputed from what is stored after the change (a new report is matched against the
 * certificate already there, and the other way round). The objects no file row points at any more are
 * deleted after the batch, best effort. No HTTP here: the API and the bulk import both call these, under the
 * room's equipment hold (equipment-lock.server.ts); `writeBy` is the instant past which the batch must not start.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { equipmentColumns, type EquipmentColumns } from '~/domain/equipment/catalogue-columns';
import { CERTIFICATE_CODE_RANDOM_BYTES, certificateCodeFrom } from '~/domain/equipment/certificate-code';
import { checkEquipmentUploads, type EquipmentUpload } from '~/domain/equipment/equipment-upload';
import type { EquipmentFileKind, HardwareSummary, WipeRecord } from '~/domain/equipment/summary';
import { equipmentText } from '~/i18n/pt-BR-equipment';
import { equipmentAdminText } from '~/i18n/pt-BR-equipment-admin';
import { queueLotStatement } from '~/server/alerts/alert-matching.server';
import { sha256Hex } from '~/server/auth/tokens.server';
import type { Db } from '~/server/db/client.server';
import { lotEquipmentFiles, lotHardwareReports, lots, lotWipeCertificates } from '~/server/db/schema';
import { logError } from '~/server/platform/error-log.server';
import { storedEquipment, type StoredEquipment, type StoredEquipmentFile } from './equipment-state.server';
import { realizedModelColumns } from './realized-models.server';

const REPORT_KINDS: readonly EquipmentFileKind[] = ['lshw', 'smartctl', 'battery'];
const CERTIFICATE_KINDS: readonly EquipmentFileKind[] = ['wipe'];

export interface EquipmentFileError {
  file: string;
  message: string;
}

export type AttachResult =
  | {
      ok: true;
      /** what was attached (null: that part was not sent and stays as it was) */
      report: HardwareSummary | null;
      certificate: { code: string; records: WipeRecord[] } | null;
      /** the lot's columns after the change */
      columns: EquipmentColumns;
      files: string[];
    }
  | { ok: false; errors: EquipmentFileError[] };

export type RemoveResult = { ok: true; columns: EquipmentColumns; files: string[] } | { ok: false; reason: 'none' | 'lapsed' };

/** Past `writeBy`, the hold the write runs under may be about to lapse: nothing is written. */
const lapsed = (writeBy: number | undefined) => writeBy !== undefined && Date.now() > writeBy;

/** A fresh verification code: each manifest attached gets one, and the replaced one confirms nothing after. */
export function newCertificateCode(): string {
  return certificateCodeFrom(crypto.getRandomValues(new Uint8Array(CERTIFICATE_CODE_RANDOM_BYTES)));
}

export const equipmentR2Key = (lotId: number, sha256: string) => `equipment/${lotId}/${sha256}`;

const CONTENT_TYPES: Record<EquipmentFileKind, string> = {
  lshw: 'application/json; charset=utf-8',
  smartctl: 'application/json; charset=utf-8',
  battery: 'text/plain; charset=utf-8',
  wipe: 'application/json; charset=utf-8',
};

interface PreparedFile {
  kind: EquipmentFileKind;
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  sha256: string;
  r2Key: string;
}

async function prepare(lotId: number, uploads: readonly EquipmentUpload[]): Promise<PreparedFile[]> {
  return Promise.all(
    uploads.map(async (u) => {
      const bytes = new TextEncoder().encode(u.text);
      const sha256 = await sha256Hex(u.text);
      return { kind: u.kind, name: u.name, bytes, sha256, r2Key: equipmentR2Key(lotId, sha256) };
    }),
  );
}

/** The R2 keys `before` had that `after` no longer points at, deleted (a failure is logged: the object is only orphaned). */
async function deleteOrphans(bucket: R2Bucket, lotId: number, before: readonly string[], after: readonly string[]) {
  const kept = new Set(after);
  const orphans = [...new Set(before)].filter((key) => !kept.has(key));
  if (!orphans.length) return;
  await bucket.delete(orphans).catch((error: unknown) => logError('equipment: orphaned R2 objects', error, { lotId }));
}

/** The write's hold was about to lapse before the batch: nothing written (the objects just put are orphans). */
class HoldLapsed extends Error {}

/** The catalogue's columns and the normalised model, from the report the lot keeps after the change. */
const columnsSet = (columns: EquipmentColumns, report: HardwareSummary | null, now: string) => ({
  ...columns,
  ...realizedModelColumns(report),
  updatedAt: now,
});

/** The files that stay: those of the part not being replaced. */
const untouched = (files: readonly StoredEquipmentFile[], replaced: ReadonlySet<EquipmentFileKind>) =>
  files.filter((f) => !replaced.has(f.kind));

/**
 * Attaches what `uploads` holds: a report (one lshw file, a smartctl file per drive, the battery's uevent)
 * and/or a wipe manifest. Each part sent replaces the lot's; a part not sent stays. The caller has checked
 * the lot exists and may change (no bid, not closed).
 */
export async function attachEquipment(
  db: Db,
  bucket: R2Bucket,
  lotId: number,
  actorId: number | null,
  uploads: readonly EquipmentUpload[],
  now = new Date(),
  writeBy?: number,
): Promise<AttachResult> {
  const nowIso = now.toISOString();
  const checked = checkEquipmentUploads(uploads, nowIso);
  if (!checked.ok) {
    return {
      ok: false,
      errors: checked.problems.map((p) => ({ file: p.file, message: equipmentText.fileRefused(p.file, p.kind, p.refusal) })),
    };
  }
  const replaced = new Set<EquipmentFileKind>([...(checked.report ? REPORT_KINDS : []), ...(checked.wipe ? CERTIFICATE_KINDS : [])]);
  if (!replaced.size) return { ok: false, errors: [{ file: '', message: equipmentAdminText.errors.noFiles }] };

  const stored = await storedEquipment(db, lotId);
  const staying = untouched(stored.files, replaced);
  // A name is the lot's once (lot_equipment_files' unique index): a new file may not take a staying file's name.
  const clashes = uploads.filter((u) => staying.some((f) => f.name === u.name));
  if (clashes.length)
    return { ok: false, errors: clashes.map((u) => ({ file: u.name, message: equipmentAdminText.errors.nameInUse(u.name) })) };

  const files = await prepare(lotId, uploads);
  await Promise.all(files.map((f) => bucket.put(f.r2Key, f.bytes, { httpMetadata: { contentType: CONTENT_TYPES[f.kind] } })));

  const summary = checked.report ?? stored.report?.summary ?? null;
  const records = checked.wipe ?? stored.certificate?.records ?? null;
  const columns = equipmentColumns(summary, records);
  const code = checked.wipe ? newCertificateCode() : null;

  const statements: BatchItem<'sqlite'>[] = [
    db.delete(lotEquipmentFiles).where(and(eq(lotEquipmentFiles.lotId, lotId), inArray(lotEquipmentFiles.kind, [...replaced]))),
  ];
  if (checked.report) {
    const report = { summary: checked.report, reportedAt: checked.report.reportedAt, updatedBy: actorId, updatedAt: nowIso };
    statements.push(
      db
        .insert(lotHardwareReports)
        .values({ lotId, ...report })
        .onConflictDoUpdate({ target: lotHardwareReports.lotId, set: report }),
    );
  }
  if (checked.wipe && code) {
    const certificate = { code, records: checked.wipe, issuedAt: nowIso, updatedBy: actorId };
    statements.push(
      db
        .insert(lotWipeCertificates)
        .values({ lotId, ...certificate })
        .onConflictDoUpdate({ target: lotWipeCertificates.lotId, set: certificate }),
    );
  }
  statements.push(
    db
      .insert(lotEquipmentFiles)
      .values(files.map((f) => ({ lotId, kind: f.kind, name: f.name, r2Key: f.r2Key, sizeBytes: f.bytes.length, sha256: f.sha256 }))),
    db
      .update(lots)
      .set(columnsSet(columns, summary, nowIso))
      .where(eq(lots.id, lotId)),
    // New figures may match search alerts the lot did not match before (decision record 0045).
    queueLotStatement(db, lotId, now),
  );
  const keptKeys = staying.map((f) => f.r2Key);
  try {
    if (lapsed(writeBy)) throw new HoldLapsed();
    await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  } catch (error) {
    // Nothing changed in D1: the objects just written that no row points at go again.
    await deleteOrphans(
      bucket,
      lotId,
      files.map((f) => f.r2Key),
      stored.files.map((f) => f.r2Key),
    );
    if (error instanceof HoldLapsed) return { ok: false, errors: [{ file: '', message: equipmentAdminText.errors.holdLapsed }] };
    throw error;
  }
  await deleteOrphans(
    bucket,
    lotId,
    stored.files.map((f) => f.r2Key),
    [...keptKeys, ...files.map((f) => f.r2Key)],
  );
  return {
    ok: true,
    report: checked.report,
    certificate: code && checked.wipe ? { code, records: checked.wipe } : null,
    columns,
    files: files.map((f) => f.name),
  };
}

/** Removes one part (the report or the certificate) and its files; the lot's columns follow what stays. */
async function removePart(
  db: Db,
  bucket: R2Bucket,
  lotId: number,
  part: 'report' | 'certificate',
  now: Date,
  writeBy?: number,
): Promise<RemoveResult> {
  const stored: StoredEquipment = await storedEquipment(db, lotId);
  if (!stored[part]) return { ok: false, reason: 'none' };
  if (lapsed(writeBy)) return { ok: false, reason: 'lapsed' };
  const kinds = new Set(part === 'report' ? REPORT_KINDS : CERTIFICATE_KINDS);
  const staying = untouched(stored.files, kinds);
  const columns =
    part === 'report'
      ? equipmentColumns(null, stored.certificate?.records ?? null)
      : equipmentColumns(stored.report?.summary ?? null, null);
  const table = part === 'report' ? lotHardwareReports : lotWipeCertificates;
  await db.batch([
    db.delete(table).where(eq(table.lotId, lotId)),
    db.delete(lotEquipmentFiles).where(and(eq(lotEquipmentFiles.lotId, lotId), inArray(lotEquipmentFiles.kind, [...kinds]))),
    db
      .update(lots)
      .set(columnsSet(columns, part === 'report' ? null : (stored.report?.summary ?? null), now.toISOString()))
      .where(eq(lots.id, lotId)),
  ]);
  await deleteOrphans(
    bucket,
    lotId,
    stored.files.map((f) => f.r2Key),
    staying.map((f) => f.r2Key),
  );
  return { ok: true, columns, files: stored.files.filter((f) => kinds.has(f.kind)).map((f) => f.name) };
}

export function removeHardwareReport(db: Db, bucket: R2Bucket, lotId: number, now = new Date(), writeBy?: number): Promise<RemoveResult> {
  return removePart(db, bucket, lotId, 'report', now, writeBy);
}

export function removeWipeCertificate(db: Db, bucket: R2Bucket, lotId: number, now = new Date(), writeBy?: number): Promise<RemoveResult> {
  return removePart(db, bucket, lotId, 'certificate', now, writeBy);
}
