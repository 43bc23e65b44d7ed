/** The conditions a lot can be in (the spec's list): stored as written and shown as they are. */
export const LOT_CONDITIONS = ['Novo', 'Usado - Excelente', 'Usado - Bom', 'Usado - Regular', 'Para Reparo'] as const;

export type LotCondition = (typeof LOT_CONDITIONS)[number];

export function isLotCondition(value: string): value is LotCondition {
  return (LOT_CONDITIONS as readonly string[]).includes(value);
}
