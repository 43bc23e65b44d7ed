/**
 * Auction templates ('Templates de Leilão'): the paged list, the active ones for the picker, create, edit,
 * delete, and applying one to the schedule form. Every change is audited with what it was and what it became.
 */
import { count, desc, eq } from 'drizzle-orm';
import { centsToReais } from '~/domain/money';
import { pagination, type Page } from '~/schemas/paging';
import type { TemplateInput } from '~/schemas/schedules';
import type { Db } from '~/server/db/client.server';
import { auctionSchedules, auctionTemplates } from '~/server/db/schema';
import { audit, type Actor } from '~/server/platform/audit.server';

type TemplateRow = typeof auctionTemplates.$inferSelect;

export function toTemplateDto(row: TemplateRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    template_title: row.templateTitle,
    template_description: row.templateDescription,
    template_category: row.templateCategory,
    template_condition: row.templateCondition,
    template_specs: row.templateSpecs ?? {},
    default_start_price: centsToReais(row.defaultStartPriceCents),
    default_duration_hours: row.defaultDurationHours,
    is_active: row.isActive,
    created_at: row.createdAt,
  };
}

export type TemplateDto = ReturnType<typeof toTemplateDto>;

export async function listTemplates(db: Db, page: Page) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auctionTemplates)
      .orderBy(desc(auctionTemplates.createdAt), desc(auctionTemplates.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(auctionTemplates),
  ]);
  return { templates: rows.map(toTemplateDto), pagination: pagination(page, total?.n ?? 0) };
}

/** The picker's list: every active template, by name (at most 100). */
export async function activeTemplates(db: Db) {
  const rows = await db
    .select()
    .from(auctionTemplates)
    .where(eq(auctionTemplates.isActive, true))
    .orderBy(auctionTemplates.name)
    .limit(100);
  return rows.map(toTemplateDto);
}

export async function templateRow(db: Db, id: number) {
  const [row] = await db.select().from(auctionTemplates).where(eq(auctionTemplates.id, id)).limit(1);
  return row ?? null;
}

function columns(input: TemplateInput) {
  return {
    name: input.name,
    description: input.description,
    templateTitle: input.template_title,
    templateDescription: input.template_description,
    templateCategory: input.template_category,
    templateCondition: input.template_condition,
    templateSpecs: input.template_specs,
    defaultStartPriceCents: input.default_start_price,
    defaultDurationHours: input.default_duration_hours,
    isActive: input.is_active,
  };
}

export async function createTemplate(db: Db, actor: Actor, input: TemplateInput): Promise<TemplateDto> {
  const [row] = await db
    .insert(auctionTemplates)
    .values({ ...columns(input), createdBy: actor.userId })
    .returning();
  const after = toTemplateDto(row!);
  await audit(db, {
    actorUserId: actor.userId,
    action: 'template.create',
    targetType: 'auction_template',
    targetId: row!.id,
    details: { after },
    ip: actor.ip,
  });
  return after;
}

export async function updateTemplate(db: Db, actor: Actor, id: number, input: TemplateInput): Promise<TemplateDto | null> {
  const current = await templateRow(db, id);
  if (!current) return null;
  const [row] = await db
    .update(auctionTemplates)
    .set({ ...columns(input), updatedAt: new Date().toISOString() })
    .where(eq(auctionTemplates.id, id))
    .returning();
  const after = toTemplateDto(row!);
  await audit(db, {
    actorUserId: actor.userId,
    action: 'template.update',
    targetType: 'auction_template',
    targetId: id,
    details: { before: toTemplateDto(current), after },
    ip: actor.ip,
  });
  return after;
}

/** Deletes a template; schedules made from it keep their fields and forget the link. */
export async function deleteTemplate(db: Db, actor: Actor, id: number): Promise<boolean> {
  const current = await templateRow(db, id);
  if (!current) return false;
  await db.batch([
    db.update(auctionSchedules).set({ templateId: null }).where(eq(auctionSchedules.templateId, id)),
    db.delete(auctionTemplates).where(eq(auctionTemplates.id, id)),
  ]);
  await audit(db, {
    actorUserId: actor.userId,
    action: 'template.delete',
    targetType: 'auction_template',
    targetId: id,
    details: { before: toTemplateDto(current) },
    ip: actor.ip,
  });
  return true;
}

export type ApplyResult = { ok: true; scheduleData: ReturnType<typeof scheduleDataOf> } | { ok: false; reason: 'not_found' | 'inactive' };

/** The schedule form's fields from a template: its auction fields, and the end at start + duration unless given. */
function scheduleDataOf(row: TemplateRow, dates: { scheduled_start: string | null; scheduled_end: string | null }) {
  const end =
    dates.scheduled_end ??
    (dates.scheduled_start ? new Date(Date.parse(dates.scheduled_start) + row.defaultDurationHours * 3_600_000).toISOString() : null);
  return {
    title: row.templateTitle ?? row.name,
    description: row.templateDescription ?? row.description ?? '',
    category: row.templateCategory,
    condition: row.templateCondition,
    specs: row.templateSpecs ?? {},
    start_price: centsToReais(row.defaultStartPriceCents),
    scheduled_start: dates.scheduled_start,
    scheduled_end: end,
    template_id: row.id,
  };
}

export async function applyTemplate(
  db: Db,
  id: number,
  dates: { scheduled_start: string | null; scheduled_end: string | null },
): Promise<ApplyResult> {
  const row = await templateRow(db, id);
  if (!row) return { ok: false, reason: 'not_found' };
  if (!row.isActive) return { ok: false, reason: 'inactive' };
  return { ok: true, scheduleData: scheduleDataOf(row, dates) };
}
