/**
 * The condition grades Arremate publishes (page /graus-de-conservacao defines each step), beside the spec's
 * five conditions (lot-condition.ts), which stay. Stored as these keys; labels live in app/i18n.
 */
export const FUNCTIONAL_GRADES = ['tested', 'caveats', 'untested', 'parts'] as const;
export type FunctionalGrade = (typeof FUNCTIONAL_GRADES)[number];

export const COSMETIC_GRADES = ['A', 'B', 'C', 'D'] as const;
export type CosmeticGrade = (typeof COSMETIC_GRADES)[number];

export const isFunctionalGrade = (value: string): value is FunctionalGrade => (FUNCTIONAL_GRADES as readonly string[]).includes(value);
export const isCosmeticGrade = (value: string): value is CosmeticGrade => (COSMETIC_GRADES as readonly string[]).includes(value);
