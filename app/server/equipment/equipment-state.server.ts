/**
 * What D1 holds of a lot's machine: its hardware report, its wipe certificate and the raw files behind them,
 * and the back office's view of all three. The writes (equipment-files.server.ts) read it to recompute the
 * lot's columns from what stays and to find the R2 objects a change leaves behind.
 */
import { eq } from 'drizzle-orm';
import { NO_EQUIPMENT } from '~/domain/equipment/catalogue-columns';
import type { HardwareSummary, WipeRecord } from '~/domain/equipment/summary';
import { driveFigures } from '~/schemas/equipment-sheet';
import { equipmentFigures, type AdminEquipment, type EquipmentFigures } from '~/schemas/lot-equipment';
import type { Db } from '~/server/db/client.server';
import { lotEquipmentFiles, lotHardwareReports, lots, lotWipeCertificates } from '~/server/db/schema';
import { lotEquipmentColumns } from '~/server/lots/equipment-filters.server';

export interface StoredEquipmentFile {
  id: number;
  kind: (typeof lotEquipmentFiles.$inferSelect)['kind'];
  name: string;
  r2Key: string;
  sizeBytes: number;
}

export interface StoredEquipment {
  report: { summary: HardwareSummary; reportedAt: string } | null;
  certificate: { code: string; records: WipeRecord[]; issuedAt: string } | null;
  files: StoredEquipmentFile[];
}

export async function storedEquipment(db: Db, lotId: number): Promise<StoredEquipment> {
  const [reports, certificates, files] = await db.batch([
    db
      .select({ summary: lotHardwareReports.summary, reportedAt: lotHardwareReports.reportedAt })
      .from(lotHardwareReports)
      .where(eq(lotHardwareReports.lotId, lotId)),
    db
      .select({ code: lotWipeCertificates.code, records: lotWipeCertificates.records, issuedAt: lotWipeCertificates.issuedAt })
      .from(lotWipeCertificates)
      .where(eq(lotWipeCertificates.lotId, lotId)),
    db
      .select({
        id: lotEquipmentFiles.id,
        kind: lotEquipmentFiles.kind,
        name: lotEquipmentFiles.name,
        r2Key: lotEquipmentFiles.r2Key,
        sizeBytes: lotEquipmentFiles.sizeBytes,
      })
      .from(lotEquipmentFiles)
      .where(eq(lotEquipmentFiles.lotId, lotId))
      .orderBy(lotEquipmentFiles.id),
  ]);
  return { report: reports[0] ?? null, certificate: certificates[0] ?? null, files };
}

/** The back office's view: what is attached, serials whole (only administrators get it), and the lot's figures. */
export function adminEquipmentView(stored: StoredEquipment, figures: EquipmentFigures): AdminEquipment {
  const summary = stored.report?.summary;
  return {
    report: summary
      ? {
          reported_at: summary.reportedAt,
          system: summary.system,
          cpus: summary.cpus.map((cpu) => cpu.model),
          memory_bytes: summary.memory.totalBytes,
          drives: summary.drives.map((d) => ({ file: d.file, ...driveFigures(d) })),
          battery: summary.battery ? { health_percent: summary.battery.healthPercent, cycle_count: summary.battery.cycleCount } : null,
        }
      : null,
    certificate: stored.certificate
      ? {
          code: stored.certificate.code,
          issued_at: stored.certificate.issuedAt,
          drives: stored.certificate.records.map((r) => ({ serial: r.serial, model: r.model, method: r.method })),
        }
      : null,
    files: stored.files.map((f) => ({ kind: f.kind, name: f.name, size_bytes: f.sizeBytes })),
    figures,
  };
}

export async function adminEquipment(db: Db, lotId: number): Promise<AdminEquipment> {
  const [stored, [figures]] = await Promise.all([
    storedEquipment(db, lotId),
    db.select(lotEquipmentColumns).from(lots).where(eq(lots.id, lotId)),
  ]);
  return adminEquipmentView(stored, equipmentFigures(figures ?? NO_EQUIPMENT));
}
