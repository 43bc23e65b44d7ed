/**
 * The browser's copy of the favorites (localStorage `favorites`: a JSON array of lot ids), kept in
 * step with the account of whoever is signed in (`favorites_owner` says whose), and the request, made at
 * sign-in, to add this browser's ids to the account.
 */
export const FAVORITES_KEY = 'favorites';
const OWNER_KEY = 'favorites_owner';
const MERGE_KEY = 'favorites_merge';

const isLotId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The ids, and the user whose account they were copied from (null: none — kept in this browser only). */
export function readLocalFavorites(): { ids: number[]; owner: number | null } {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(FAVORITES_KEY) ?? '[]');
    const owner = Number(window.localStorage.getItem(OWNER_KEY));
    return { ids: Array.isArray(value) ? [...new Set(value.filter(isLotId))] : [], owner: isLotId(owner) ? owner : null };
  } catch {
    return { ids: [], owner: null };
  }
}

export function writeLocalFavorites(ids: readonly number[], owner: number) {
  try {
    window.localStorage.setItem(FAVORITES_KEY, JSON.stringify(ids));
    window.localStorage.setItem(OWNER_KEY, String(owner));
  } catch {
    /* storage full or blocked: the account still has them */
  }
}

/** Called at sign-in: the next heart to mount adds this browser's ids to the account. */
export function requestFavoritesMerge() {
  try {
    window.sessionStorage.setItem(MERGE_KEY, '1');
  } catch {
    /* storage blocked: nothing to merge either */
  }
}

export function takeFavoritesMergeRequest(): boolean {
  try {
    const requested = window.sessionStorage.getItem(MERGE_KEY) === '1';
    window.sessionStorage.removeItem(MERGE_KEY);
    return requested;
  } catch {
    return false;
  }
}
