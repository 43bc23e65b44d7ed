/**
 * A lot's technical specifications ('Especificações'), as schedules, templates and the lot form send them: a
 * key/value map of strings, trimmed, at most SPEC_LIMITS.count pairs. Empty reads as null (no specs).
 */
import { z } from '~/schemas/zod';

export const SPEC_LIMITS = { count: 30, key: 80, value: 500 } as const;

export type LotSpecs = Record<string, string>;

/** The specs field, `message` naming any failure. */
export const specsField = (message: string) =>
  z
    .record(z.string().trim().min(1).max(SPEC_LIMITS.key), z.string().trim().max(SPEC_LIMITS.value), { error: message })
    .nullish()
    .transform((v, ctx): LotSpecs | null => {
      if (!v) return null;
      if (Object.keys(v).length > SPEC_LIMITS.count) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Object.keys(v).length ? v : null;
    });
