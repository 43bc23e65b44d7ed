/**
 * A wipe certificate's verification code as someone types it: `ARM-XXXX-XXXX`, any case, spaces around
 * ignored. Normalised to upper case, the way codes are stored.
 */
import { z } from '~/schemas/zod';

export const certificateCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^ARM-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
