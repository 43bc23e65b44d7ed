/**
 * 'Relatórios': the six-month trend, auction performance (top categories bar chart), user behaviour
 * (horizontal bars) and conversion by category (pie), each chart with its table. Loaded when the tab is
 * first shown and again on 'Atualizar'; a failed load is only logged (spec §8).
 */
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '~/client/api-request';
import { ChartTable } from '~/components/charts/chart-table';
import { TitledPanel } from '~/components/titled-panel';
import { formatReais } from '~/i18n/format';
import { formatInteger } from '~/i18n/format-figures';
import { adminDashboardText } from '~/i18n/pt-BR-admin-dashboard';
import type { AuctionPerformance, ConversionAnalysis, MonthlyTrend, UserBehaviour } from '~/server/admin/reports.server';
import { CategoryBars, HorizontalBars } from './bar-charts';
import { ConversionPie } from './conversion-pie';
import * as s from './route.css';
import { TrendChart } from './trend-chart';

const text = adminDashboardText.reports;
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

interface Reports {
  trend: MonthlyTrend | null;
  performance: AuctionPerformance | null;
  behaviour: UserBehaviour | null;
  conversion: ConversionAnalysis | null;
}

const EMPTY: Reports = { trend: null, performance: null, behaviour: null, conversion: null };
const PATH = '/api/admin/dashboard/reports';

async function fetchReport<T>(path: string): Promise<T | null> {
  const result = await apiRequest<T>(`${PATH}/${path}`, { fallbackError: 'Request failed' });
  if (result.ok) return result.data;
  console.error('admin report', path, result.status, result.error);
  return null;
}

export function useReports(active: boolean) {
  const [reports, setReports] = useState<Reports>(EMPTY);
  const [loaded, setLoaded] = useState(false);
  const load = useCallback(async () => {
    const [trend, performance, behaviour, conversion] = await Promise.all([
      fetchReport<Reports['trend']>('trends'),
      fetchReport<Reports['performance']>('auction-performance'),
      fetchReport<Reports['behaviour']>('user-behavior'),
      fetchReport<Reports['conversion']>('conversion-analysis'),
    ]);
    setReports({ trend, performance, behaviour, conversion });
    setLoaded(true);
  }, []);
  useEffect(() => {
    if (active && !loaded) void load();
  }, [active, loaded, load]);
  return { reports, loaded, reload: load };
}

function Figures({ items }: { items: [string, string][] }) {
  return (
    <dl className={s.figures}>
      {items.map(([label, value]) => (
        <div key={label} className={s.figure}>
          <dt className={s.figureLabel}>{label}</dt>
          <dd className={s.figureValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ReportsTab({ reports, loaded }: { reports: Reports; loaded: boolean }) {
  if (!loaded) return <p className={s.empty}>{text.loading}</p>;
  const { trend, performance, behaviour, conversion } = reports;
  if (!trend && !performance && !behaviour && !conversion) return <p className={s.empty}>{text.unavailable}</p>;
  const p = text.performance;
  const b = text.behaviour;
  const cv = text.conversion;
  const behaviourBars = behaviour
    ? [
        { label: b.totalUsers, value: behaviour.total_users },
        { label: b.usersWithBids, value: behaviour.users_with_bids },
        { label: b.usersWithWins, value: behaviour.users_with_wins },
      ]
    : [];
  return (
    <div className={s.reports}>
      {trend && (
        <section className={`${s.section} ${s.wide}`} aria-labelledby="report-trends">
          <div>
            <h2 className={s.sectionTitle} id="report-trends">
              {text.trends.title}
            </h2>
            <p className={s.sectionSubtitle}>{text.trends.subtitle}</p>
          </div>
          <TrendChart months={trend.months} />
        </section>
      )}
      {performance && (
        <TitledPanel titleId="report-performance" title={p.title}>
          <Figures
            items={[
              [p.totalAuctions, formatInteger(performance.total_auctions)],
              [p.totalRevenue, formatReais(performance.total_revenue)],
              [p.bidsPerAuction, decimal.format(performance.avg_bids_per_auction)],
            ]}
          />
          <h3 className={s.sectionSubtitle}>{p.topCategories}</h3>
          <CategoryBars
            data={performance.top_categories.map((c) => ({ label: c.category, value: c.count }))}
            unit={p.lots.toLowerCase()}
            ariaLabel={p.chart(performance.top_categories.map((c) => `${c.category}: ${c.count}`).join('; '))}
          />
          <ChartTable
            summary={text.asTable}
            headers={[p.category, p.lots]}
            rows={performance.top_categories.map((c) => [c.category, formatInteger(c.count)])}
          />
        </TitledPanel>
      )}
      {behaviour && (
        <TitledPanel titleId="report-behaviour" title={b.title}>
          <Figures
            items={[
              [b.bidsPerUser, decimal.format(behaviour.avg_bids_per_user)],
              [b.avgSpent, formatReais(behaviour.avg_spent_per_user)],
              [b.retention, percent.format(behaviour.retention_rate)],
            ]}
          />
          <HorizontalBars data={behaviourBars} ariaLabel={b.chart(behaviourBars.map((d) => `${d.label}: ${d.value}`).join('; '))} />
          <ChartTable
            summary={text.asTable}
            headers={[b.measure, b.value]}
            rows={[
              ...behaviourBars.map((d) => [d.label, formatInteger(d.value)]),
              [b.bidsPerUser, decimal.format(behaviour.avg_bids_per_user)],
              [b.avgSpent, formatReais(behaviour.avg_spent_per_user)],
              [b.retention, percent.format(behaviour.retention_rate)],
            ]}
          />
        </TitledPanel>
      )}
      {conversion && (
        <section className={s.section} aria-labelledby="report-conversion">
          <div>
            <h2 className={s.sectionTitle} id="report-conversion">
              {cv.title}
            </h2>
            <p className={s.sectionSubtitle}>{cv.subtitle}</p>
          </div>
          {conversion.category_conversion.length === 0 ? (
            <p className={s.empty}>{cv.empty}</p>
          ) : (
            <>
              <ConversionPie
                data={conversion.category_conversion}
                ariaLabel={cv.chart(
                  conversion.category_conversion.map((c) => `${c.category}: ${percent.format(c.conversion_rate)}`).join('; '),
                )}
              />
              <ChartTable
                summary={text.asTable}
                headers={[cv.category, cv.rate]}
                rows={conversion.category_conversion.map((c) => [c.category, percent.format(c.conversion_rate)])}
              />
            </>
          )}
        </section>
      )}
    </div>
  );
}
