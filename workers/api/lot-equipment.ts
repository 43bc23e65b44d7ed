/**
 * A lot's machine in lot management (administrators): GET /api/auctions/{id}/equipment (what is attached,
 * serials whole), PUT and DELETE /api/auctions/{id}/hardware-report (lshw, smartctl per drive, battery) and
 * /api/auctions/{id}/wipe-certificate (the manifest). The files come as text in JSON; a refused file is
 * answered 422 naming it, and nothing changes. Once the lot has a bid or is closed: 409; the room holds the lot
 * while an edit is written (equipment-lock.server.ts), so the first bid and the edit never both go through.
 */
import { Hono, type Context } from 'hono';
import type { EquipmentUpload } from '~/domain/equipment/equipment-upload';
import { machineName } from '~/domain/equipment/firmware-text';
import type { HardwareSummary } from '~/domain/equipment/summary';
import { authMessages } from '~/i18n/auth-messages';
import { siteText } from '~/i18n/pt-BR';
import { equipmentAdminText } from '~/i18n/pt-BR-equipment-admin';
import { check } from '~/schemas/lot-editing';
import { equipmentFigures, hardwareReportBody, wipeCertificateBody } from '~/schemas/lot-equipment';
import { matchAlertsSoon } from '~/server/alerts/alert-matching.server';
import {
  attachEquipment,
  removeHardwareReport,
  removeWipeCertificate,
  type AttachResult,
  type EquipmentFileError,
} from '~/server/equipment/equipment-files.server';
import { withEquipmentHold, type EquipmentPart } from '~/server/equipment/equipment-lock.server';
import { adminEquipment } from '~/server/equipment/equipment-state.server';
import { deliverNotice } from '~/server/notifications/delivery.server';
import { audit } from '~/server/platform/audit.server';
import { lotRoom } from '~/server/platform/objects/stubs.server';
import { invalidateAnonymousCache } from '../anonymous-cache';
import { actorOf } from './actor';
import { jsonBody } from './body';
import { apiError } from './errors';
import { requireAdmin, type SignedInEnv } from './guards';
import { lotInCatalogue } from './lot-editing';
import type { ApiEnv } from './types';

const text = equipmentAdminText.errors;

type EquipmentContext = Context<SignedInEnv & { Variables: { id: number } }>;

/** The figures the audit keeps of a change: the lot's new columns, in the API's words. */
const machineOf = (report: HardwareSummary) => ({
  system: machineName(report.system),
  cpus: report.cpus.map((cpu) => cpu.model),
  drives: report.drives.length,
  battery_health: report.battery?.healthPercent ?? null,
});

function refused(c: Context, errors: EquipmentFileError[]) {
  return c.json({ error: errors[0]?.message ?? text.filesRefused, files: errors }, 422);
}

/** The lot may still change (else 404 / 409), then the parsed body (else 422), then the files attached. */
async function attach(
  c: EquipmentContext,
  part: EquipmentPart,
  uploadsOf: (body: Record<string, unknown>) => EquipmentUpload[] | { message: string; fields: Record<string, string> },
) {
  const id = c.var.id;
  const body = await jsonBody(c);
  if (!body) return apiError(c, 400, authMessages.invalidBody);
  const uploads = uploadsOf(body);
  if (!Array.isArray(uploads)) return c.json({ error: uploads.message, fields: uploads.fields }, 422);
  const db = c.var.rc.db;
  const actor = actorOf(c);
  // The room holds the lot while the files are written: the first bid and this edit never both go through.
  const held = await withEquipmentHold(lotRoom(c.env, id), id, part, (writeBy) =>
    attachEquipment(db, c.env.MEDIA, id, actor.userId, uploads, new Date(), writeBy),
  );
  if (held.locked) return held.status === 404 ? apiError(c, 404, siteText.errors.lotNotFound) : apiError(c, 409, held.message);
  const result: AttachResult = held.value;
  // The hold about to lapse before the write: nothing written, a conflict in time rather than a refused file.
  if (!result.ok && result.errors[0]?.message === text.holdLapsed) return apiError(c, 409, text.holdLapsed);
  if (!result.ok) return refused(c, result.errors);
  await audit(db, {
    actorUserId: actor.userId,
    action: part === 'report' ? 'lot.hardware_report.attach' : 'lot.wipe_certificate.attach',
    targetType: 'lot',
    targetId: id,
    details: {
      files: result.files,
      figures: equipmentFigures(result.columns),
      ...(result.report && { machine: machineOf(result.report) }),
      ...(result.certificate && { certificate: { code: result.certificate.code, drives: result.certificate.records.length } }),
    },
    ip: actor.ip,
  });
  matchAlertsSoon(c.executionCtx, db, deliverNotice(c.env));
  invalidateAnonymousCache();
  return c.json({ data: await adminEquipment(db, id) });
}

async function remove(c: EquipmentContext, part: EquipmentPart) {
  const id = c.var.id;
  const db = c.var.rc.db;
  const held = await withEquipmentHold(lotRoom(c.env, id), id, part, (writeBy) =>
    part === 'report'
      ? removeHardwareReport(db, c.env.MEDIA, id, new Date(), writeBy)
      : removeWipeCertificate(db, c.env.MEDIA, id, new Date(), writeBy),
  );
  if (held.locked) return held.status === 404 ? apiError(c, 404, siteText.errors.lotNotFound) : apiError(c, 409, held.message);
  const result = held.value;
  if (!result.ok && result.reason === 'lapsed') return apiError(c, 409, text.holdLapsed);
  if (!result.ok) return apiError(c, 404, part === 'report' ? text.noReport : text.noCertificate);
  const actor = actorOf(c);
  await audit(db, {
    actorUserId: actor.userId,
    action: part === 'report' ? 'lot.hardware_report.remove' : 'lot.wipe_certificate.remove',
    targetType: 'lot',
    targetId: id,
    details: { files: result.files, figures: equipmentFigures(result.columns) },
    ip: actor.ip,
  });
  invalidateAnonymousCache();
  return c.json({ data: await adminEquipment(db, id) });
}

export const lotEquipmentApi = new Hono<ApiEnv>()
  .get('/:id{[0-9]+}/equipment', requireAdmin, ...lotInCatalogue, async (c) =>
    c.json({ data: await adminEquipment(c.var.rc.db, c.var.id) }),
  )
  .put('/:id{[0-9]+}/hardware-report', requireAdmin, ...lotInCatalogue, (c) =>
    attach(c, 'report', (body) => {
      const parsed = check(hardwareReportBody.safeParse(body));
      if (!parsed.ok) return parsed;
      const { lshw, smartctl, battery } = parsed.value;
      return [
        { kind: 'lshw', ...lshw },
        ...smartctl.map((file) => ({ kind: 'smartctl' as const, ...file })),
        ...(battery ? [{ kind: 'battery' as const, ...battery }] : []),
      ];
    }),
  )
  .delete('/:id{[0-9]+}/hardware-report', requireAdmin, ...lotInCatalogue, (c) => remove(c, 'report'))
  .put('/:id{[0-9]+}/wipe-certificate', requireAdmin, ...lotInCatalogue, (c) =>
    attach(c, 'certificate', (body) => {
      const parsed = check(wipeCertificateBody.safeParse(body));
      return parsed.ok ? [{ kind: 'wipe', ...parsed.value.manifest }] : parsed;
    }),
  )
  .delete('/:id{[0-9]+}/wipe-certificate', requireAdmin, ...lotInCatalogue, (c) => remove(c, 'certificate'));
