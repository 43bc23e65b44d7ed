/** The dashboard's 'Alertas' tab: the member's search alerts (name, filters in words, mode, last match), pause/resume, delete, run the search. */
import { Link } from '@remix-run/react';
import { useState } from 'react';
import { alertFilterWords } from '~/components/search-alert-summary';
import { useApiForm } from '~/hooks/use-api-form';
import { formatDateTime } from '~/i18n/format';
import { alertsText } from '~/i18n/pt-BR-alerts';
import type { SearchAlertDto } from '~/schemas/search-alert';
import { visuallyHidden } from '~/styles/utility.css';
import { Button, buttonClass } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { StatusPill } from '~/ui/status-pill';
import * as s from './route.css';

const t = alertsText.tab;

export function AlertsTab({ alerts }: { alerts: SearchAlertDto[] }) {
  const action = useApiForm();
  const [removing, setRemoving] = useState<SearchAlertDto | null>(null);

  function togglePause(alert: SearchAlertDto) {
    void action.submit(
      `/api/search-alerts/${alert.id}`,
      { method: 'PATCH', body: { paused: !alert.paused }, fallbackError: t.actionFailed },
      { errorTo: 'toast', revalidate: true },
    );
  }

  function remove() {
    if (!removing) return;
    void action.submit(
      `/api/search-alerts/${removing.id}`,
      { method: 'DELETE', fallbackError: t.actionFailed },
      { errorTo: 'toast', revalidate: true, onSuccess: () => setRemoving(null) },
    );
  }

  return (
    <section className={s.section} aria-labelledby="alerts-title">
      <h2 className={s.sectionTitle} id="alerts-title">
        {t.title}
      </h2>
      {alerts.length === 0 ? (
        <p className={s.empty}>{t.empty}</p>
      ) : (
        <ul className={s.alertList}>
          {alerts.map((alert) => (
            <li key={alert.id} className={s.alertItem} data-testid="search-alert">
              <div className={s.sectionHead}>
                <h3 className={s.lotTitle}>{alert.name}</h3>
                <StatusPill tone={alert.paused ? 'yellow' : 'green'} label={alert.paused ? t.paused : t.active} />
              </div>
              <dl className={s.alertFacts}>
                <dt className={s.alertTerm}>{t.filters}</dt>
                <dd className={s.alertValue}>{alertFilterWords(alert.filters).join(', ')}</dd>
                <dt className={s.alertTerm}>{t.mode}</dt>
                <dd className={s.alertValue}>{alertsText.modes[alert.mode]}</dd>
                <dt className={s.alertTerm}>{t.lastMatch}</dt>
                <dd className={s.alertValue}>{alert.last_matched_at ? formatDateTime(alert.last_matched_at) : t.never}</dd>
              </dl>
              <div className={s.actions}>
                <Link to={alert.search_url} className={buttonClass('secondary', 'sm')}>
                  {t.search}
                </Link>
                <Button variant="secondary" size="sm" onPress={() => togglePause(alert)} isDisabled={action.busy}>
                  {alert.paused ? t.resume : t.pause}
                  <span className={visuallyHidden}> {alert.name}</span>
                </Button>
                <Button variant="secondary" size="sm" onPress={() => setRemoving(alert)} isDisabled={action.busy}>
                  {t.remove}
                  <span className={visuallyHidden}> {alert.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        title={t.confirmTitle}
        isOpen={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={remove}
        confirmLabel={t.confirmYes}
        cancelLabel={t.confirmNo}
        busy={action.busy}
      >
        <p>{removing ? t.confirm(removing.name) : ''}</p>
      </ConfirmDialog>
    </section>
  );
}
