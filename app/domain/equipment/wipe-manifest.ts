/**
 * The wipe manifest, format `arremate-wipe/1` (docs/wipe-manifest.md): one record per drive, snake_case in the
 * file, camelCase in WipeRecord. Times are ISO 8601 with an offset, finished_at not before started_at, at least
 * one drive, serials unique, and each wipe verified: a record whose verification failed certifies nothing.
 */
import { z } from '~/schemas/zod';
import type { ParseOutcome, WipeManifest, WipeRecord } from './summary';
import { WIPE_METHODS } from './summary';
import { issuePath, readToolJson, refuse } from './tool-output';

export const WIPE_MANIFEST_FORMAT = 'arremate-wipe/1';

const text = z.string().trim().min(1);
const instant = z.iso.datetime({ offset: true });

const driveSchema = z
  .object({
    serial: text,
    model: text,
    method: z.enum(WIPE_METHODS),
    technique: text,
    tool: z.object({ name: text, version: text }),
    passes: z.number().int().min(0),
    verification: z.object({ method: text, passed: z.literal(true) }),
    started_at: instant,
    finished_at: instant,
    operator: text,
  })
  .refine((d) => Date.parse(d.finished_at) >= Date.parse(d.started_at), { path: ['finished_at'] });

const manifestSchema = z
  .object({
    format: z.literal(WIPE_MANIFEST_FORMAT),
    issuer: text,
    drives: z.array(driveSchema).min(1),
  })
  .superRefine((manifest, ctx) => {
    const seen = new Set<string>();
    manifest.drives.forEach((drive, i) => {
      const serial = drive.serial.toUpperCase();
      if (seen.has(serial)) ctx.addIssue({ code: 'custom', path: ['drives', i, 'serial'], message: 'duplicate' });
      seen.add(serial);
    });
  });

export function parseWipeManifest(source: string): ParseOutcome<WipeManifest> {
  const read = readToolJson(source, 'wipe');
  if (!read.ok) return read;
  const parsed = manifestSchema.safeParse(read.value);
  if (!parsed.success) return refuse('invalid', issuePath(parsed.error.issues));
  const records: WipeRecord[] = parsed.data.drives.map((d) => ({
    serial: d.serial,
    model: d.model,
    method: d.method,
    technique: d.technique,
    tool: { name: d.tool.name, version: d.tool.version },
    passes: d.passes,
    verification: { method: d.verification.method, passed: d.verification.passed },
    startedAt: d.started_at,
    finishedAt: d.finished_at,
    operator: d.operator,
  }));
  return { ok: true, value: { records } };
}
