/**
 * Prorrogação's house setting, from the Worker's vars: `SOFT_CLOSE_MAX_TOTAL_MINUTES`, the cap on a lot's total
 * extension (1–1,440 minutes; unset or invalid: 60). Decision record 0039.
 */
import { DEFAULT_MAX_TOTAL_EXTENSION_MINUTES } from '~/domain/soft-close';
import { z } from '~/schemas/zod';
import type { SoftCloseSettings } from '~/server/platform/settings.server';

const softCloseVars = z.object({
  SOFT_CLOSE_MAX_TOTAL_MINUTES: z.coerce.number().int().min(1).max(1_440).catch(DEFAULT_MAX_TOTAL_EXTENSION_MINUTES),
});

export type SoftCloseVars = Partial<Record<keyof z.input<typeof softCloseVars>, string>>;

export function softCloseSettings(env: SoftCloseVars): SoftCloseSettings {
  const vars = softCloseVars.parse({
    SOFT_CLOSE_MAX_TOTAL_MINUTES: env.SOFT_CLOSE_MAX_TOTAL_MINUTES ?? DEFAULT_MAX_TOTAL_EXTENSION_MINUTES,
  });
  return { maxTotalExtensionMinutes: vars.SOFT_CLOSE_MAX_TOTAL_MINUTES };
}
