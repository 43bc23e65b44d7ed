/**
 * The bulk import (administrators, under the admin prefix's guard): POST /api/admin/lot-imports/preview
 * (a batch of the CSV's rows and their files → what each row would do and its errors; writes nothing) and
 * POST /api/admin/lot-imports/apply (the same batch, checked again, applied; 422 with the preview and nothing
 * written while any row or file has an error). Bodies up to the import's limit (index.ts).
 */
import { Hono } from 'hono';
import { lotImportText } from '~/i18n/pt-BR-lot-import';
import { importApplyBody, importPreviewBody, readImportBody } from '~/schemas/lot-import';
import { applyImport, previewImport } from '~/server/admin/lot-import.server';
import { matchAlertsSoon } from '~/server/alerts/alert-matching.server';
import { deliverNotice } from '~/server/notifications/delivery.server';
import { invalidateAnonymousCache } from '../../anonymous-cache';
import { actorOf } from '../actor';
import { jsonBody } from '../body';
import { apiError } from '../errors';
import type { SignedInEnv } from '../guards';
import { reportToPulse } from '../pulse';

export const adminLotImportsApi = new Hono<SignedInEnv>()
  .post('/preview', async (c) => {
    const body = readImportBody(importPreviewBody, await jsonBody(c));
    if (!body.ok) return apiError(c, 422, body.message);
    return c.json({ data: await previewImport(c.var.rc.db, body.value) });
  })
  .post('/apply', async (c) => {
    const body = readImportBody(importApplyBody, await jsonBody(c));
    if (!body.ok) return apiError(c, 422, body.message);
    const outcome = await applyImport(c.env, c.var.rc.db, actorOf(c), body.value);
    if (!outcome.ok) return c.json({ error: lotImportText.errors.hasErrors, data: outcome.preview }, 422);
    if (outcome.preview.rows.some((row) => row.lot_id !== undefined && !row.unchanged)) {
      matchAlertsSoon(c.executionCtx, c.var.rc.db, deliverNotice(c.env));
      invalidateAnonymousCache();
      reportToPulse(c, { event: 'lots' });
    }
    return c.json({ data: outcome.preview });
  });
