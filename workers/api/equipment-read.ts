/**
 * Verified equipment, read: a lot's sheet (public), its raw files (approved members only; a member who may not
 * see the serials gets a copy built from an allow-list, administrators and the paid winner the original:
 * decisions 0027 and 0037) and the wipe certificates' confirmation by code (public).
 */
import { Hono } from 'hono';
import { siteText } from '~/i18n/pt-BR';
import { equipmentSheetText } from '~/i18n/pt-BR-equipment-sheet';
import { certificateCode } from '~/schemas/certificate-code';
import { idParam } from '~/schemas/id-param';
import { confirmCertificate, equipmentFileDownload, lotEquipmentById } from '~/server/equipment/equipment-read.server';
import { attachmentDisposition } from './attachment';
import { apiError } from './errors';
import { publicRoute, requireApproved } from './guards';
import { idFromPath } from './id-param';
import type { ApiEnv } from './types';

export const equipmentReadApi = new Hono<ApiEnv>()
  .get('/:id{[0-9]+}/hardware-report', publicRoute, idFromPath(siteText.errors.lotNotFound), async (c) => {
    const sheet = await lotEquipmentById(c.var.rc.db, c.var.id, c.var.viewer);
    if (sheet === 'no_lot') return apiError(c, 404, siteText.errors.lotNotFound);
    if (!sheet) return apiError(c, 404, equipmentSheetText.reportNotFound);
    return c.json({ data: sheet });
  })
  .get('/:id{[0-9]+}/equipment-files/:fileId', requireApproved, idFromPath(siteText.errors.lotNotFound), async (c) => {
    const fileId = idParam.safeParse(c.req.param('fileId'));
    const file = fileId.success ? await equipmentFileDownload(c.var.rc.db, c.env.MEDIA, c.var.id, fileId.data, c.var.viewer) : null;
    if (!file) return apiError(c, 404, equipmentSheetText.fileNotFound);
    c.header('Content-Type', file.contentType);
    c.header('Content-Disposition', attachmentDisposition(file.name));
    return c.body(file.body);
  });

export const certificatesApi = new Hono<ApiEnv>().get('/:code', publicRoute, async (c) => {
  const code = certificateCode.safeParse(c.req.param('code'));
  const confirmation = code.success ? await confirmCertificate(c.var.rc.db, code.data) : null;
  if (!confirmation) return apiError(c, 404, equipmentSheetText.certificateNotFound);
  return c.json({ data: confirmation });
});
