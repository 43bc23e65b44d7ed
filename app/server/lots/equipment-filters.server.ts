/**
 * The catalogue's equipment filters as SQL conditions on the lots' indexed columns (migration 0015), never on
 * the report's JSON: memory and storage at least N GB, the storage kind, battery health at least N %, the
 * functional grade, the cosmetic grade or better, a wipe certificate covering every drive.
 */
import { eq, gte, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { cosmeticGradesAtLeast, storageClassesFor } from '~/domain/equipment/catalogue-filters';
import type { LotListQuery } from '~/schemas/lot-list-query';
import { lots } from '~/server/db/schema';

/** The lot's equipment columns, selected as `equipmentFigures` (app/schemas/lot-equipment.ts) maps them to the wire. */
export const lotEquipmentColumns = {
  verifiedAt: lots.verifiedAt,
  wipeMethod: lots.wipeMethod,
  memoryGb: lots.memoryGb,
  storageGb: lots.storageGb,
  storageClass: lots.storageClass,
  batteryHealth: lots.batteryHealth,
};

export function equipmentConditions(query: LotListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.minMemory !== undefined) where.push(gte(lots.memoryGb, query.minMemory));
  if (query.minStorage !== undefined) where.push(gte(lots.storageGb, query.minStorage));
  if (query.storage) where.push(inArray(lots.storageClass, storageClassesFor(query.storage)));
  if (query.minBattery !== undefined) where.push(gte(lots.batteryHealth, query.minBattery));
  if (query.functional) where.push(eq(lots.functionalGrade, query.functional));
  if (query.cosmetic) where.push(inArray(lots.cosmeticGrade, cosmeticGradesAtLeast(query.cosmetic)));
  // wipe_method is null unless every drive of the report has a wipe record (equipmentColumns()).
  if (query.wiped) where.push(isNotNull(lots.wipeMethod));
  return where;
}
