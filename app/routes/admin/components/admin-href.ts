import type { AdminTab } from '~/i18n/pt-BR-admin';

type Params = Record<string, string | number | boolean | undefined>;

/**
 * The address of one admin tab with its filters (`/admin?aba=…`): empty and absent values are left out,
 * flags are written 'sim' / 'nao'.
 */
export function adminHref(tab: AdminTab, params: Params = {}): string {
  const query = new URLSearchParams({ aba: tab });
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    query.set(key, typeof value === 'boolean' ? (value ? 'sim' : 'nao') : String(value));
  }
  return `/admin?${query.toString()}`;
}
