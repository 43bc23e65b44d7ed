/**
 * Search alerts at the API's edge (POST, PATCH /api/search-alerts): the filters travel under the catalogue's own
 * parameter names and are checked as the catalogue checks them (`parseLotListQuery`); the list's other
 * parameters (prices, status, sort, page) are not part of an alert and are refused.
 */
import type { StorageFilter } from '~/domain/equipment/catalogue-filters';
import type { CosmeticGrade, FunctionalGrade } from '~/domain/equipment/grades';
import { ALERT_MODES, ALERT_NAME_MAX, type AlertMode } from '~/domain/search-alerts';
import { alertsText } from '~/i18n/pt-BR-alerts';
import { z } from '~/schemas/zod';

/** The catalogue parameters an alert saves. */
export const ALERT_FILTER_PARAMS = [
  'q',
  'category',
  'minMemory',
  'minStorage',
  'storage',
  'minBattery',
  'functional',
  'cosmetic',
  'wiped',
] as const;

const param = z.union([z.string().max(200), z.number(), z.boolean()]);

const alertName = z
  .string({ error: alertsText.errors.nameRequired })
  .trim()
  .min(1, alertsText.errors.nameRequired)
  .max(ALERT_NAME_MAX, alertsText.errors.nameTooLong);

export const searchAlertCreateBody = z
  .object({
    name: alertName,
    mode: z.enum(ALERT_MODES).default('instant'),
    filters: z.object(Object.fromEntries(ALERT_FILTER_PARAMS.map((p) => [p, param.optional()]))).strict(),
  })
  .strict();

export const searchAlertUpdateBody = z
  .object({ name: alertName, mode: z.enum(ALERT_MODES), paused: z.boolean() })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0);

export type SearchAlertCreateBody = z.output<typeof searchAlertCreateBody>;
export type SearchAlertUpdateBody = z.output<typeof searchAlertUpdateBody>;

/** An alert as the API and the dashboard show it. */
export interface SearchAlertDto {
  id: number;
  name: string;
  mode: AlertMode;
  paused: boolean;
  filters: {
    q: string | null;
    category: string | null;
    minMemory: number | null;
    minStorage: number | null;
    storage: StorageFilter | null;
    minBattery: number | null;
    functional: FunctionalGrade | null;
    cosmetic: CosmeticGrade | null;
    wiped: boolean;
  };
  /** the catalogue's URL of the search (`/lotes?…`) */
  search_url: string;
  created_at: string;
  last_matched_at: string | null;
}
