/**
 * A lot's statuses, how each is shown, and the list's status groups.
 * Stored statuses: active, closed, pending. A stored-active lot that has not started yet shows as
 * 'scheduled' (badge 'Aguardando'); one whose end has passed shows as closed, because no bid is
 * accepted after ends_at even before the closing alarm has run.
 */
export const LOT_STATUSES = ['active', 'closed', 'pending'] as const;
export type LotStatus = (typeof LOT_STATUSES)[number];
export type DisplayStatus = LotStatus | 'scheduled';

export interface LotTiming {
  status: LotStatus;
  startsAt: string | null;
  endsAt: string | null;
}

const ms = (iso: string | null) => (iso ? Date.parse(iso) : Number.NaN);

export function displayStatus(lot: LotTiming, now: number): DisplayStatus {
  if (lot.status !== 'active') return lot.status;
  if (ms(lot.endsAt) <= now) return 'closed';
  if (ms(lot.startsAt) > now) return 'scheduled';
  return 'active';
}

/** List order of the status groups: active → scheduled → closed → others. */
export const STATUS_GROUP_RANK: Record<DisplayStatus, number> = {
  active: 0,
  scheduled: 1,
  closed: 2,
  pending: 3,
};

/** Badge colour per shown status (Ativo green, Encerrado red, Pendente and Aguardando yellow). */
export const STATUS_TONE: Record<DisplayStatus, 'green' | 'red' | 'yellow'> = {
  active: 'green',
  scheduled: 'yellow',
  closed: 'red',
  pending: 'yellow',
};
