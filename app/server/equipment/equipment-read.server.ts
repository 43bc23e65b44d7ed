/**
 * The reading side of verified equipment: a lot's verified sheet (from `lot_hardware_reports`), its wipe
 * certificate (from `lot_wipe_certificates`), the raw files behind them (R2) and the serials the pickup counter
 * compares. Serials are masked (`maskSerial`) unless the viewer is an administrator or the lot's winner whose
 * payment is approved (`seesWholeSerials`); the raw files are for approved members only, and a member who may not
 * see the serials gets a copy built from an allow-list of the sheet's fields (`memberCopyOf`, decision 0037).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { weakestWipeMethod, wipeRecordOf } from '~/domain/equipment/catalogue-columns';
import { memberCopyOf } from '~/domain/equipment/member-copy';
import { memoryPart } from '~/domain/equipment/memory-parts';
import { maskSerial } from '~/domain/equipment/serial-mask';
import { seesWholeSerials, type WonLot } from '~/domain/equipment/serial-visibility';
import type { EquipmentFileKind, HardwareSummary, WipeRecord } from '~/domain/equipment/summary';
import {
  driveFigures,
  type CertificateConfirmation,
  type EquipmentSheet,
  type PickupSerials,
  type SheetCertificate,
  type SheetFile,
  type WipeCertificate,
} from '~/schemas/equipment-sheet';
import type { Viewer } from '~/schemas/viewer';
import { isApprovedMember } from '~/server/auth/viewer';
import type { Db } from '~/server/db/client.server';
import { lotEquipmentFiles, lotHardwareReports, lotWipeCertificates, lots, payments } from '~/server/db/schema';

export interface EquipmentLot extends WonLot {
  id: number;
  title: string;
}

/** The lot's winner has an approved payment for it (a second-chance winner's own payment, once reassigned). */
const winnerPaid =
  sql<boolean>`exists (select 1 from ${payments} where ${payments.lotId} = ${lots.id} and ${payments.userId} = ${lots.winnerUserId} and ${payments.status} = 'approved')`.mapWith(
    (value: unknown) => Boolean(value),
  );

const equipmentLotColumns = { id: lots.id, title: lots.title, winnerUserId: lots.winnerUserId, outcome: lots.outcome, winnerPaid };

async function equipmentLot(db: Db, lotId: number): Promise<EquipmentLot | null> {
  const [lot] = await db.select(equipmentLotColumns).from(lots).where(eq(lots.id, lotId)).limit(1);
  return lot ?? null;
}

/** A wipe certificate with its lot and the lot's report (null without one), where `where` says. */
const certificateWithLot = (db: Db, where: SQL) =>
  db
    .select({
      ...equipmentLotColumns,
      code: lotWipeCertificates.code,
      issuedAt: lotWipeCertificates.issuedAt,
      records: lotWipeCertificates.records,
      summary: lotHardwareReports.summary,
    })
    .from(lotWipeCertificates)
    .innerJoin(lots, eq(lots.id, lotWipeCertificates.lotId))
    .leftJoin(lotHardwareReports, eq(lotHardwareReports.lotId, lotWipeCertificates.lotId))
    .where(where)
    .limit(1);

const serialShown = (whole: boolean) => (serial: string) => (whole ? serial : maskSerial(serial));

function certificateOf(row: { code: string; issuedAt: string; records: WipeRecord[] }, summary: HardwareSummary | null): SheetCertificate {
  const records = row.records;
  return {
    code: row.code,
    issued_at: row.issuedAt,
    // Without a report, the manifest's own drives stand for the machine's (as for the catalogue's column).
    method: summary ? weakestWipeMethod(summary.drives, records) : weakestWipeMethod(records, records),
  };
}

function toSheet(summary: HardwareSummary, records: WipeRecord[] | null, whole: boolean): Omit<EquipmentSheet, 'certificate' | 'files'> {
  const shown = serialShown(whole);
  return {
    verified_at: summary.reportedAt,
    serials_whole: whole,
    system: {
      vendor: summary.system.vendor,
      model: summary.system.model,
      serial: summary.system.serial && shown(summary.system.serial),
      chassis: summary.system.chassis,
    },
    cpus: summary.cpus.map((cpu) => ({ model: cpu.model, cores: cpu.cores, threads: cpu.threads })),
    memory: {
      total_bytes: summary.memory.totalBytes,
      modules: summary.memory.modules.map((m) => {
        const part = memoryPart(m);
        return {
          slot: m.slot,
          size_bytes: part.sizeBytes,
          vendor: m.vendor,
          product: m.product,
          type: part.type,
          speed_mhz: part.speedMhz,
          soldered: part.soldered,
        };
      }),
    },
    graphics: summary.graphics.map((d) => ({ product: d.product, vendor: d.vendor })),
    network: summary.network.map((d) => ({ product: d.product, vendor: d.vendor })),
    drives: summary.drives.map((drive) => {
      const record = records ? wipeRecordOf(drive, records) : undefined;
      return {
        ...driveFigures(drive, shown),
        wipe: record
          ? {
              method: record.method,
              technique: record.technique,
              tool: `${record.tool.name} ${record.tool.version}`,
              finished_at: record.finishedAt,
              verified: record.verification.passed,
            }
          : null,
      };
    }),
    battery: summary.battery && {
      health_percent: summary.battery.healthPercent,
      cycle_count: summary.battery.cycleCount,
      serial: summary.battery.serial && shown(summary.battery.serial),
    },
  };
}

/** What the lot page shows of a lot's equipment: the sheet (null without a report) and the certificate's badge. */
export interface LotEquipmentView {
  sheet: EquipmentSheet | null;
  certificate: SheetCertificate | null;
}

/** The lot's verified sheet and certificate badge, as `viewer` may see them. */
export async function lotEquipmentView(db: Db, lot: EquipmentLot, viewer: Viewer | null): Promise<LotEquipmentView> {
  const [[report], [wipe], files] = await Promise.all([
    db.select({ summary: lotHardwareReports.summary }).from(lotHardwareReports).where(eq(lotHardwareReports.lotId, lot.id)).limit(1),
    db
      .select({ code: lotWipeCertificates.code, issuedAt: lotWipeCertificates.issuedAt, records: lotWipeCertificates.records })
      .from(lotWipeCertificates)
      .where(eq(lotWipeCertificates.lotId, lot.id))
      .limit(1),
    viewer && isApprovedMember(viewer)
      ? db
          .select({
            id: lotEquipmentFiles.id,
            name: lotEquipmentFiles.name,
            kind: lotEquipmentFiles.kind,
            size_bytes: lotEquipmentFiles.sizeBytes,
          })
          .from(lotEquipmentFiles)
          .where(eq(lotEquipmentFiles.lotId, lot.id))
          .orderBy(lotEquipmentFiles.name)
      : Promise.resolve([] as SheetFile[]),
  ]);
  const summary = report?.summary ?? null;
  const certificate = wipe ? certificateOf(wipe, summary) : null;
  if (!summary) return { sheet: null, certificate };
  return { sheet: { ...toSheet(summary, wipe?.records ?? null, seesWholeSerials(lot, viewer)), certificate, files }, certificate };
}

/** The lot page's part: the sheet and the certificate's badge of lot `lotId` (nothing of either for an unknown lot). */
export async function lotEquipmentViewById(db: Db, lotId: number, viewer: Viewer | null): Promise<LotEquipmentView> {
  const lot = await equipmentLot(db, lotId);
  return lot ? lotEquipmentView(db, lot, viewer) : { sheet: null, certificate: null };
}

/** The lot's verified sheet as `viewer` may see it; null when the lot has no hardware report. */
export async function lotEquipment(db: Db, lot: EquipmentLot, viewer: Viewer | null): Promise<EquipmentSheet | null> {
  return (await lotEquipmentView(db, lot, viewer)).sheet;
}

/** GET /api/auctions/{id}/hardware-report: 'no_lot' for an unknown lot, null for a lot without a report. */
export async function lotEquipmentById(db: Db, lotId: number, viewer: Viewer | null): Promise<EquipmentSheet | 'no_lot' | null> {
  const lot = await equipmentLot(db, lotId);
  return lot ? lotEquipment(db, lot, viewer) : 'no_lot';
}

/** The printable certificate of `/lotes/{id}/certificado`; null when the lot (or its certificate) does not exist. */
export async function lotWipeCertificate(
  db: Db,
  houseName: string | null,
  lotId: number,
  viewer: Viewer | null,
): Promise<WipeCertificate | null> {
  const [row] = await certificateWithLot(db, eq(lotWipeCertificates.lotId, lotId));
  if (!row) return null;
  const whole = seesWholeSerials(row, viewer);
  const shown = serialShown(whole);
  return {
    ...certificateOf(row, row.summary),
    house: houseName ?? '',
    lot: { id: row.id, title: row.title },
    serials_whole: whole,
    drives: row.records.map((r) => ({
      model: r.model,
      serial: shown(r.serial),
      method: r.method,
      technique: r.technique,
      tool: { name: r.tool.name, version: r.tool.version },
      passes: r.passes,
      verification: { method: r.verification.method, passed: r.verification.passed },
      started_at: r.startedAt,
      finished_at: r.finishedAt,
      operator: r.operator,
    })),
  };
}

/**
 * What `/certificados/{code}` confirms (`code` already normalised to upper case): the lot, the issue date and
 * the drives, serials always masked (anyone holding a code may look). Null for a code no certificate has.
 */
export async function confirmCertificate(db: Db, code: string): Promise<CertificateConfirmation | null> {
  const [row] = await certificateWithLot(db, eq(lotWipeCertificates.code, code));
  if (!row) return null;
  return {
    ...certificateOf(row, row.summary),
    lot: { id: row.id, title: row.title },
    drives: row.records.map((r) => ({
      model: r.model,
      serial: maskSerial(r.serial),
      method: r.method,
      finished_at: r.finishedAt,
      verified: r.verification.passed,
    })),
  };
}

export interface EquipmentFileDownload {
  name: string;
  contentType: string;
  body: ReadableStream | string;
}

const CONTENT_TYPES: Record<EquipmentFileKind, string> = {
  lshw: 'application/json; charset=utf-8',
  smartctl: 'application/json; charset=utf-8',
  wipe: 'application/json; charset=utf-8',
  battery: 'text/plain; charset=utf-8',
};

/**
 * One raw file of the lot, for an approved member (the route's guard): the original bytes for whoever sees the
 * serials whole (an administrator, the winner once paid), the member's copy (`memberCopyOf`) for everyone else.
 * Null when the file is not the lot's (another lot's id reads as unknown), when R2 no longer has it, or when the
 * copy cannot be made (the original is never served by mistake).
 */
export async function equipmentFileDownload(
  db: Db,
  bucket: R2Bucket,
  lotId: number,
  fileId: number,
  viewer: Viewer,
): Promise<EquipmentFileDownload | null> {
  const [file] = await db
    .select({
      name: lotEquipmentFiles.name,
      kind: lotEquipmentFiles.kind,
      r2Key: lotEquipmentFiles.r2Key,
      winnerUserId: lots.winnerUserId,
      outcome: lots.outcome,
      winnerPaid,
    })
    .from(lotEquipmentFiles)
    .innerJoin(lots, eq(lots.id, lotEquipmentFiles.lotId))
    .where(and(eq(lotEquipmentFiles.id, fileId), eq(lotEquipmentFiles.lotId, lotId)))
    .limit(1);
  if (!file) return null;
  const object = await bucket.get(file.r2Key);
  if (!object) return null;
  const contentType = CONTENT_TYPES[file.kind];
  if (seesWholeSerials(file, viewer)) return { name: file.name, contentType, body: object.body };
  const copy = memberCopyOf(file.kind, await object.text());
  return copy === null ? null : { name: file.name, contentType, body: copy };
}

/** The serials of each lot's report, for the pickup counter (staff see them whole). Lots without a report are absent. */
export async function pickupSerials(db: Db, lotIds: readonly number[]): Promise<Map<number, PickupSerials>> {
  const serials = new Map<number, PickupSerials>();
  if (lotIds.length === 0) return serials;
  const rows = await db
    .select({ lotId: lotHardwareReports.lotId, summary: lotHardwareReports.summary })
    .from(lotHardwareReports)
    .where(inArray(lotHardwareReports.lotId, [...new Set(lotIds)]));
  for (const { lotId, summary } of rows) {
    serials.set(lotId, {
      system: summary.system.serial,
      drives: summary.drives.map((d) => ({ model: d.model, serial: d.serial })),
      battery: summary.battery?.serial ?? null,
    });
  }
  return serials;
}
