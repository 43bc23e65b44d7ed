/** Filters of the back office's lists, read from a URL's search params (the admin pages and the API alike). */
import { z } from '~/schemas/zod';
import { idParam } from './id-param';

const flag = z
  .enum(['sim', 'nao', 'true', 'false', '1', '0'])
  .transform((v) => v === 'sim' || v === 'true' || v === '1')
  .optional()
  .catch(undefined);
const text = z.string().trim().max(200).optional().catch(undefined);

export const userListFilter = z.object({
  id: idParam.optional().catch(undefined),
  name: text,
  email: text,
  admin: flag,
  approved: flag,
});

export type UserListFilter = z.infer<typeof userListFilter>;

/** The filters present in `params` (absent and empty ones are left out). */
export function readUserFilter(params: URLSearchParams): UserListFilter {
  const raw = Object.fromEntries([...params.entries()].filter(([, v]) => v.trim() !== ''));
  return userListFilter.parse(raw);
}
