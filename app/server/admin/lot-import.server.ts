/**
 * The bulk import (Lotes → 'Importar lotes'): a batch of the CSV's rows with their machines' files, checked
 * (`previewImport`, which writes nothing) and applied (`applyImport`). Keyed by asset tag: a row whose lot
 * does not exist creates it (armed as POST /api/auctions arms it); a row whose lot exists without bids updates
 * it (as PUT /api/auctions/{id} does); a lot with bids, a winner or closed is refused and listed; a row equal to
 * what is stored changes nothing. Every row and file is checked again on apply: the client is never trusted.
 */
import { inArray } from 'drizzle-orm';
import { classifyEquipmentFileName } from '~/domain/equipment/equipment-file-names';
import { checkEquipmentUploads, type EquipmentUpload } from '~/domain/equipment/equipment-upload';
import { equipmentText } from '~/i18n/pt-BR-equipment';
import { lotImportText } from '~/i18n/pt-BR-lot-import';
import type { LiveLotMember } from '~/schemas/live';
import type { LotUpdateInput } from '~/schemas/lot-editing';
import {
  checkImportCsv,
  type CheckedRow,
  type ImportApplyBody,
  type ImportError,
  type ImportLotInput,
  type ImportPreview,
  type ImportPreviewBody,
  type ImportRowResult,
} from '~/schemas/lot-import';
import { sha256Hex } from '~/server/auth/tokens.server';
import { inChunks } from '~/server/db/chunked.server';
import type { Db } from '~/server/db/client.server';
import { lotEquipmentFiles, lots } from '~/server/db/schema';
import { attachEquipment } from '~/server/equipment/equipment-files.server';
import { withEquipmentHold, type EquipmentPart } from '~/server/equipment/equipment-lock.server';
import { listActiveCategoryNames } from '~/server/lots/categories.server';
import { audit, type Actor } from '~/server/platform/audit.server';
import type { Env } from '~/server/platform/env.server';
import { lotRoom } from '~/server/platform/objects/stubs.server';
import { unlessAssetTagClash } from './asset-tags.server';
import { createArmedLot, editLot } from './lot-changes.server';

const text = lotImportText;

type StoredLot = Awaited<ReturnType<typeof storedLots>>[number];

/** The lots the batch's tags already name, with what an update compares and the files they hold (a CSV may name 2,000). */
async function storedLots(db: Db, tags: string[]) {
  if (tags.length === 0) return [];
  const rows = await inChunks(tags, (slice) =>
    db
      .select({
        id: lots.id,
        assetTag: lots.assetTag,
        title: lots.title,
        description: lots.description,
        category: lots.category,
        condition: lots.condition,
        status: lots.status,
        bidCount: lots.bidCount,
        winnerUserId: lots.winnerUserId,
        startPriceCents: lots.startPriceCents,
        startsAt: lots.startsAt,
        endsAt: lots.endsAt,
        reservePriceCents: lots.reservePriceCents,
        extensionMinutes: lots.extensionMinutes,
        functionalGrade: lots.functionalGrade,
        cosmeticGrade: lots.cosmeticGrade,
      })
      .from(lots)
      .where(inArray(lots.assetTag, slice)),
  );
  const files = await inChunks(
    rows.map((row) => row.id),
    (ids) =>
      db
        .select({ lotId: lotEquipmentFiles.lotId, name: lotEquipmentFiles.name, sha256: lotEquipmentFiles.sha256 })
        .from(lotEquipmentFiles)
        .where(inArray(lotEquipmentFiles.lotId, ids)),
  );
  return rows.map((row) => ({ ...row, files: files.filter((file) => file.lotId === row.id) }));
}

const partOf = (upload: Pick<EquipmentUpload, 'kind'>): EquipmentPart => (upload.kind === 'wipe' ? 'certificate' : 'report');

/**
 * The parts whose files differ from the lot's (by name and content): a part is attached again as a whole
 * (attaching a manifest issues a new certificate code, so an unchanged one is left alone).
 */
async function partsChanged(
  uploads: readonly EquipmentUpload[],
  stored: readonly { name: string; sha256: string }[],
): Promise<EquipmentPart[]> {
  const storedFiles = new Set(stored.map((f) => `${f.name}\n${f.sha256}`));
  const changed = new Set<EquipmentPart>();
  for (const upload of uploads) if (!storedFiles.has(`${upload.name}\n${await sha256Hex(upload.text)}`)) changed.add(partOf(upload));
  return [...changed];
}

/** Why a stored lot cannot take the import's row, from what the room (or D1's mirror of it) says; null when it can. */
function lockedReason(state: { status: string; bidCount: number; winnerUserId: number | null }): string | null {
  if (state.winnerUserId !== null) return text.refusals.hasWinner;
  if (state.bidCount > 0) return text.refusals.hasBids;
  if (state.status === 'closed') return text.refusals.closed;
  return null;
}

/** The edit a row asks of its stored lot (only what differs); `fixed` when it would move the start price or start. */
function editOf(input: ImportLotInput, startsAtGiven: boolean, lot: StoredLot): { patch: LotUpdateInput; fixed: boolean } {
  const same = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Date.parse(a) === Date.parse(b));
  const fixed = input.start_price !== lot.startPriceCents || (startsAtGiven && !same(input.starts_at, lot.startsAt));
  const changed = <T>(next: T, stored: T) => (next !== stored ? next : undefined);
  const patch: LotUpdateInput = {
    title: changed(input.title, lot.title),
    description: changed(input.description, lot.description),
    category: changed(input.category, lot.category),
    condition: changed(input.condition, lot.condition),
    ends_at: same(input.ends_at, lot.endsAt) ? undefined : input.ends_at,
    reserve_price: changed(input.reserve_price, lot.reservePriceCents),
    extension_minutes: changed(input.extension_minutes, lot.extensionMinutes),
    specs: undefined,
    asset_tag: undefined,
    functional_grade: changed(input.functional_grade, lot.functionalGrade),
    cosmetic_grade: changed(input.cosmetic_grade, lot.cosmeticGrade),
  };
  return { patch, fixed };
}

const isEmptyPatch = (patch: LotUpdateInput) => Object.values(patch).every((v) => v === undefined);

interface PlannedRow extends ImportRowResult {
  input: ImportLotInput | null;
  startsAtGiven: boolean;
  uploads: EquipmentUpload[];
  /** the parts (report, certificate) whose files are new to the lot: only those are attached again */
  parts: EquipmentPart[];
  lot: StoredLot | null;
}

interface Plan {
  errors: ImportError[];
  rows: PlannedRow[];
}

/** The batch read, checked and matched to the stored lots: what each row would do, and why not. Writes nothing. */
async function planImport(db: Db, body: ImportPreviewBody, now: Date): Promise<Plan> {
  const errors: ImportError[] = [];
  const byTag = new Map<string, EquipmentUpload[]>();
  for (const file of body.files) {
    const named = classifyEquipmentFileName(file.name);
    if (!named) {
      errors.push({ row: 0, column: '', file: file.name, message: text.errors.fileNameUnknown });
      continue;
    }
    byTag.set(named.assetTag, [...(byTag.get(named.assetTag) ?? []), { kind: named.kind, name: file.name, text: file.text }]);
  }
  const attachedAt = now.toISOString();
  const checks = new Map([...byTag].map(([tag, uploads]) => [tag, checkEquipmentUploads(uploads, attachedAt)]));
  const describe = (tag: string) => {
    const check = checks.get(tag);
    return check?.ok && check.report ? text.describeMachine(check.report) : null;
  };
  const csv = checkImportCsv(body.csv, { describe, categories: await listActiveCategoryNames(db), now }, body.rows);
  errors.push(...csv.errors);
  const rowTags = new Set(csv.rows.map((row) => row.asset_tag));
  for (const [tag, uploads] of byTag) {
    if (!rowTags.has(tag))
      for (const upload of uploads) errors.push({ row: 0, column: '', file: upload.name, message: text.errors.fileWithoutRow });
  }
  const stored = await storedLots(db, [...rowTags].filter(Boolean));
  const rows = await Promise.all(csv.rows.map((row) => planRow(row, byTag.get(row.asset_tag) ?? [], checks.get(row.asset_tag), stored)));
  return { errors, rows };
}

async function planRow(
  row: CheckedRow,
  uploads: EquipmentUpload[],
  check: ReturnType<typeof checkEquipmentUploads> | undefined,
  stored: StoredLot[],
): Promise<PlannedRow> {
  const errors = [...row.errors];
  if (check && !check.ok) {
    for (const problem of check.problems) {
      errors.push({
        row: row.line,
        column: '',
        file: problem.file,
        message: equipmentText.fileRefused(problem.file, problem.kind, problem.refusal),
      });
    }
  }
  const lot = stored.find((s) => s.assetTag === row.asset_tag) ?? null;
  const allParts = uploads.length ? [...new Set(uploads.map(partOf))] : [];
  const base = { row: row.line, asset_tag: row.asset_tag, title: row.title, errors, uploads, lot, startsAtGiven: row.starts_at_given };
  const input = errors.length ? null : row.input;
  if (!lot) return { ...base, action: 'create', input, parts: allParts };
  const locked = lockedReason(lot);
  // Nothing of a locked lot is written, so its row's errors (an end now past, say) hold nothing up.
  if (locked) return { ...base, action: 'refuse', reason: locked, errors: [], input: null, parts: [] };
  const changedParts = await partsChanged(uploads, lot.files);
  const filesChanged = changedParts.length > 0;
  if (!input) return { ...base, action: 'update', input: null, parts: changedParts };
  const edit = editOf(input, row.starts_at_given, lot);
  if (edit.fixed) return { ...base, action: 'refuse', reason: text.refusals.fixedFields, input: null, parts: [] };
  const unchanged = isEmptyPatch(edit.patch) && !filesChanged;
  return { ...base, action: 'update', input, parts: changedParts, ...(unchanged && { unchanged: true }) };
}

const resultOf = ({
  input: _input,
  uploads: _uploads,
  parts: _parts,
  lot: _lot,
  startsAtGiven: _given,
  ...result
}: PlannedRow): ImportRowResult => result;

/** What the batch would do, row by row, with every error; nothing is written. */
export async function previewImport(db: Db, body: ImportPreviewBody, now = new Date()): Promise<ImportPreview> {
  const plan = await planImport(db, body, now);
  return { errors: plan.errors, rows: plan.rows.map(resultOf) };
}

export type ApplyOutcome = { ok: true; preview: ImportPreview } | { ok: false; preview: ImportPreview };

/**
 * The batch applied when it has no error at all (else nothing is written and the preview comes back):
 * each row's lot created or updated with its files, refusals listed; one audit entry for the batch
 * (`lot.import`: the import's id, the tags created, updated, unchanged and refused), beside each lot's own.
 */
export async function applyImport(
  env: Pick<Env, 'LOT_ROOM' | 'MEDIA'>,
  db: Db,
  actor: Actor,
  body: ImportApplyBody,
  now = new Date(),
): Promise<ApplyOutcome> {
  const plan = await planImport(db, body, now);
  if (plan.errors.length || plan.rows.some((row) => row.errors.length)) {
    return { ok: false, preview: { errors: plan.errors, rows: plan.rows.map(resultOf) } };
  }
  const results: ImportRowResult[] = [];
  for (const row of plan.rows) results.push(await applyRow(env, db, actor, row));
  const tags = (pick: (r: ImportRowResult) => boolean) => results.filter(pick).map((r) => r.asset_tag);
  await audit(db, {
    actorUserId: actor.userId,
    action: 'lot.import',
    targetType: 'lot_import',
    targetId: body.import_id,
    details: {
      created: tags((r) => r.action === 'create'),
      updated: tags((r) => r.action === 'update' && !r.unchanged),
      unchanged: tags((r) => r.action === 'update' && r.unchanged === true),
      refused: results.filter((r) => r.action === 'refuse').map((r) => ({ asset_tag: r.asset_tag, reason: r.reason })),
    },
    ip: actor.ip,
  });
  return { ok: true, preview: { errors: [], rows: results } };
}

/**
 * The row's changed parts attached to its lot, under the room's equipment hold (a bid that came in since the
 * preview refuses them); a refusal (checked already, so rare) becomes the row's errors.
 */
async function attachFiles(
  env: Pick<Env, 'LOT_ROOM' | 'MEDIA'>,
  db: Db,
  actor: Actor,
  lotId: number,
  row: PlannedRow,
): Promise<ImportError[]> {
  const uploads = row.uploads.filter((u) => row.parts.includes(partOf(u)));
  if (!uploads.length) return [];
  const held = await withEquipmentHold(lotRoom(env, lotId), lotId, partOf(uploads[0]!), (writeBy) =>
    attachEquipment(db, env.MEDIA, lotId, actor.userId, uploads, new Date(), writeBy),
  );
  if (held.locked) return [{ row: row.row, column: '', message: held.status === 404 ? text.refusals.closed : held.message }];
  const attached = held.value;
  return attached.ok ? [] : attached.errors.map((e) => ({ row: row.row, column: '', file: e.file, message: e.message }));
}

async function applyRow(env: Pick<Env, 'LOT_ROOM' | 'MEDIA'>, db: Db, actor: Actor, row: PlannedRow): Promise<ImportRowResult> {
  const result = resultOf(row);
  if (row.action === 'refuse' || !row.input) return result;
  if (row.action === 'create') {
    // A lot with this tag came in meanwhile (the tag is unique): this row is refused, the other stands.
    const created = await unlessAssetTagClash(createArmedLot(env, db, actor, row.input));
    if (!created) return { ...result, action: 'refuse', reason: text.errors.tagTaken };
    return { ...result, lot_id: created.id, errors: await attachFiles(env, db, actor, created.id, row) };
  }
  const lot = row.lot!;
  if (row.unchanged) return { ...result, lot_id: lot.id };
  // The room is the authority on bids: a bid that came in after the preview locks the lot now.
  const live: LiveLotMember | null = await lotRoom(env, lot.id).arm();
  const locked = live
    ? lockedReason({ status: live.status, bidCount: live.bid_count, winnerUserId: live.winner_user_id })
    : text.refusals.closed;
  if (locked || !live) return { ...result, action: 'refuse', reason: locked ?? text.refusals.closed };
  const { patch } = editOf(row.input, row.startsAtGiven, lot);
  const edit = isEmptyPatch(patch) ? ({ ok: true } as const) : await editLot(env, db, actor, lot.id, patch, live);
  if (!edit.ok) return { ...result, action: 'refuse', reason: 'message' in edit ? edit.message : text.refusals.closed };
  return { ...result, lot_id: lot.id, errors: await attachFiles(env, db, actor, lot.id, row) };
}
