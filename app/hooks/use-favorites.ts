/**
 * One lot's heart for the signed-in user. The account's ids come with the page (root loader); a toggle
 * shows at once and is undone, with a toast, if the server refuses it. The browser's `favorites` copy
 * follows the account; right after sign-in, the ids this browser kept (for nobody, or for this same user)
 * are first added to the account — never another account's.
 */
import { useRevalidator, useRouteLoaderData } from '@remix-run/react';
import { useEffect, useSyncExternalStore } from 'react';
import { apiRequest } from '~/client/api-request';
import { readLocalFavorites, takeFavoritesMergeRequest, writeLocalFavorites } from '~/client/favorites-storage';
import { liveText } from '~/i18n/pt-BR-live';
import { useToast } from '~/ui/toasts/toast-provider';

type FavoriteIds = { ids: number[] };
const NO_IDS: readonly number[] = [];

/** This tab's toggles since the page data last came from the server (lot id → favorite?). */
const overrides = new Map<number, boolean>();
const inFlight = new Set<number>();
const listeners = new Set<() => void>();
let version = 0;
let lastServerIds: readonly number[] | null = null;

function emit() {
  version++;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const favoritePath = (lotId: number) => `/api/favorites/${lotId}`;

/** Adds the ids this browser knows and the account does not; true when it added any. */
async function mergeLocalIntoAccount(userId: number, serverIds: readonly number[]): Promise<boolean> {
  const local = readLocalFavorites();
  const known = new Set(serverIds);
  const unknown = local.owner === null || local.owner === userId ? local.ids.filter((id) => !known.has(id)) : [];
  // One at a time: a lot that no longer exists answers 404 and is simply left out.
  for (const id of unknown) await apiRequest(favoritePath(id), { method: 'PUT', fallbackError: liveText.lot.favoriteFailed });
  const account = await apiRequest<FavoriteIds>('/api/favorites', { fallbackError: liveText.lot.favoriteFailed });
  writeLocalFavorites(account.ok ? account.data.ids : serverIds, userId);
  return unknown.length > 0;
}

/** Fresh ids from the server replace this tab's settled toggles and become the browser's copy. */
function syncWithServer(userId: number, serverIds: readonly number[], revalidate: () => void) {
  if (serverIds === lastServerIds) return;
  lastServerIds = serverIds;
  for (const id of [...overrides.keys()]) if (!inFlight.has(id)) overrides.delete(id);
  emit();
  if (takeFavoritesMergeRequest()) {
    void mergeLocalIntoAccount(userId, serverIds).then((added) => added && revalidate());
  } else {
    writeLocalFavorites(serverIds, userId);
  }
}

export function useFavorite(userId: number, lotId: number) {
  const serverIds = useRouteLoaderData<{ favoriteIds?: number[] }>('root')?.favoriteIds ?? NO_IDS;
  const { revalidate } = useRevalidator();
  const toast = useToast();
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  useEffect(() => syncWithServer(userId, serverIds, revalidate), [userId, serverIds, revalidate]);

  const isFavorite = overrides.get(lotId) ?? serverIds.includes(lotId);
  async function toggle() {
    if (inFlight.has(lotId)) return;
    const next = !isFavorite;
    overrides.set(lotId, next);
    inFlight.add(lotId);
    emit();
    const result = await apiRequest<FavoriteIds>(favoritePath(lotId), {
      method: next ? 'PUT' : 'DELETE',
      fallbackError: liveText.lot.favoriteFailed,
    });
    inFlight.delete(lotId);
    if (result.ok) {
      writeLocalFavorites(result.data.ids, userId);
    } else {
      overrides.set(lotId, !next);
      toast.show('error', liveText.lot.favoriteFailed);
    }
    emit();
  }
  return { isFavorite, busy: inFlight.has(lotId), toggle };
}
