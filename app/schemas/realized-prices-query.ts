/** /precos's address: `busca` (words of a model's name) or `modelo` (a model's key, as realizedModel makes them). */
import { REALIZED_MODEL_KEY, REALIZED_MODEL_KEY_MAX } from '~/domain/equipment/realized-model';
import { pricesText } from '~/i18n/pt-BR-prices';
import { z } from '~/schemas/zod';

export const MODEL_SEARCH_MAX = 80;

export const realizedPricesQuery = z.object({
  busca: z.string().trim().max(MODEL_SEARCH_MAX, pricesText.errors.badSearch).default(''),
  modelo: z
    .string()
    .max(REALIZED_MODEL_KEY_MAX, pricesText.errors.badModel)
    .regex(REALIZED_MODEL_KEY, pricesText.errors.badModel)
    .optional(),
});
