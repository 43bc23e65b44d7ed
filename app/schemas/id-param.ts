import { z } from '~/schemas/zod';

/** An integer id from a path segment (`/lotes/12`, `/api/auctions/12/bid`). */
export const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
