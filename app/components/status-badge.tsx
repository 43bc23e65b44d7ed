import { STATUS_TONE, type DisplayStatus } from '~/domain/lot-status';
import { siteText } from '~/i18n/pt-BR';
import { liveLot } from '~/i18n/pt-BR-lot-first-paint';
import * as s from './status-badge.css';

export function StatusBadge({ status }: { status: DisplayStatus }) {
  return (
    <span className={`${s.badge} ${s.tone[STATUS_TONE[status]]}`} data-status={status}>
      {siteText.status[status]}
    </span>
  );
}

/** 'Prorrogado': a late bid has moved the lot's end (prorrogação). */
export function ExtendedBadge() {
  return (
    <span className={`${s.badge} ${s.tone.yellow}`} data-testid="extended-badge">
      {liveLot.extended}
    </span>
  );
}
