/**
 * 'Métricas': the four live cards with their secondary figures, the system status panel and the recent
 * activity, as AdminPulse pushes them.
 */
import { TitledPanel } from '~/components/titled-panel';
import { formatDayMonthTime, formatReais } from '~/i18n/format';
import { formatInteger } from '~/i18n/format-figures';
import { adminDashboardText } from '~/i18n/pt-BR-admin-dashboard';
import type { ActivityItem, AdminMetrics, UnusualLeaderView } from '~/schemas/admin-pulse';
import * as s from './route.css';

const text = adminDashboardText;
const PLACEHOLDER = '—';

function MetricCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className={s.card} role="group" aria-label={label}>
      <p className={s.cardLabel}>{label}</p>
      <p className={s.cardValue}>{value}</p>
      {hint && <p className={s.cardHint}>{hint}</p>}
    </div>
  );
}

/** One line of the activity list, in words. */
export function activityLine(item: ActivityItem): string {
  const line = text.activity.line;
  const who = item.user_name ?? text.activity.someone;
  const lot = text.activity.lot(item.lot_id, item.lot_title);
  const amount = item.amount === null ? null : formatReais(item.amount);
  switch (item.kind) {
    case 'bid':
      return line.bid(who, amount ?? PLACEHOLDER, lot);
    case 'lot_closed':
      return line.lot_closed(item.user_name, amount, lot);
    case 'sign_in':
      return line.sign_in(who);
    case 'registration':
      return line.registration(who);
    case 'payment_approved':
      return line.payment_approved(who, amount ?? PLACEHOLDER, lot);
    case 'payment_rejected':
      return line.payment_rejected(who, amount ?? PLACEHOLDER, lot);
    case 'pickup_scheduled':
      return line.pickup_scheduled(who, lot);
    case 'pickup_completed':
      return line.pickup_completed(who, lot);
    case 'pickup_cancelled':
      return line.pickup_cancelled(who, lot);
  }
}

/** The members leading an unusual share of the running lots (decision record 0038). */
function UnusualLeaders({ leaders }: { leaders: UnusualLeaderView[] }) {
  const t = text.unusualLeaders;
  return (
    <TitledPanel titleId="unusual-leaders" title={t.title}>
      <p className={s.empty}>{t.intro}</p>
      {leaders.length === 0 ? (
        <p className={s.empty}>{t.none}</p>
      ) : (
        <ul className={s.activityList} data-testid="unusual-leaders">
          {leaders.map((leader) => (
            <li key={leader.user_id} className={s.activityItem}>
              {t.line(leader.user_name, leader.lots, leader.running)}
            </li>
          ))}
        </ul>
      )}
    </TitledPanel>
  );
}

export function MetricsTab({
  metrics,
  activity,
  leaders,
}: {
  metrics: AdminMetrics | null;
  activity: ActivityItem[];
  leaders: UnusualLeaderView[];
}) {
  const count = (n: number | undefined) => (n === undefined ? PLACEHOLDER : formatInteger(n));
  const m = metrics;
  return (
    <>
      <div className={s.cards}>
        <MetricCard label={text.cards.onlineUsers} value={count(m?.online_users)} hint={text.cards.onlineHint} />
        <MetricCard
          label={text.cards.activeAuctions}
          value={count(m?.active_auctions)}
          hint={m ? text.cards.scheduled(m.scheduled_auctions) : undefined}
        />
        <MetricCard
          label={text.cards.dailyRevenue}
          value={m ? formatReais(m.daily_revenue) : PLACEHOLDER}
          hint={m ? text.cards.monthly(formatReais(m.monthly_revenue)) : undefined}
        />
        <MetricCard
          label={text.cards.dailyBids}
          value={count(m?.daily_bids)}
          hint={m ? text.cards.newUsers(m.new_users_today) : undefined}
        />
      </div>
      <div className={s.panels}>
        <TitledPanel titleId="system-status" title={text.system.title}>
          <dl className={s.statusList}>
            {(
              [
                [text.system.totalUsers, m?.total_users],
                [text.system.totalAuctions, m?.total_auctions],
                [text.system.pendingPayments, m?.pending_payments],
                [text.system.pendingPickups, m?.pending_pickups],
                [text.system.pickupsToday, m?.pickups_today],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className={s.statusRow}>
                <dt className={s.statusTerm}>{label}</dt>
                <dd className={s.statusValue}>{count(value)}</dd>
              </div>
            ))}
          </dl>
        </TitledPanel>
        <TitledPanel titleId="recent-activity" title={text.activity.title}>
          {activity.length === 0 ? (
            <p className={s.empty}>{text.activity.empty}</p>
          ) : (
            <ol className={s.activityList}>
              {activity.map((item) => (
                <li key={item.id} className={s.activityItem}>
                  <time className={s.activityTime} dateTime={item.at}>
                    {formatDayMonthTime(item.at)}
                  </time>
                  <span>{activityLine(item)}</span>
                </li>
              ))}
            </ol>
          )}
        </TitledPanel>
        <UnusualLeaders leaders={leaders} />
      </div>
    </>
  );
}
