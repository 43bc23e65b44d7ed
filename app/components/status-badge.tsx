import { STATUS_TONE, type DisplayStatus } from '~/domain/lot-status';
import { siteText } from '~/i18n/pt-BR';
import * as s from './status-badge.css';

export function StatusBadge({ status }: { status: DisplayStatus }) {
  return (
    <span className={`${s.badge} ${s.tone[STATUS_TONE[status]]}`} data-status={status}>
      {siteText.status[status]}
    </span>
  );
}
