import { useRouteLoaderData } from '@remix-run/react';
import type { SessionUser } from '~/schemas/viewer';

/** The signed-in user from the root loader, or null for a visitor. */
export function useSessionUser(): SessionUser | null {
  const data = useRouteLoaderData<{ user: SessionUser | null }>('root');
  return data?.user ?? null;
}
