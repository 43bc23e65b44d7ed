/**
 * 'Estatísticas Pessoais': success rate, average bid, lots taken part in, and two visx charts — bids per
 * month (São Paulo months, pt-BR axis) and the top categories — each with a table for screen readers and
 * anyone who prefers one. Each bar shows its value, and its tooltip says what it counts.
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { axisLook, integerTick } from '~/components/charts/axis-look';
import { ChartTable } from '~/components/charts/chart-table';
import * as c from '~/components/charts/charts.css';
import { useHydrated } from '~/components/charts/use-hydrated';
import { formatReais } from '~/i18n/format';
import { formatInteger, formatMonth } from '~/i18n/format-figures';
import { dashboardText } from '~/i18n/pt-BR-dashboard';
import * as s from './route.css';

const text = dashboardText.stats;
const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

export interface Statistics {
  success_rate: number;
  average_bid: number;
  unique_auctions: number;
  top_categories: { category: string; count: number }[];
  monthly_activity: { month: string; bids: number }[];
}

const WIDTH = 520;
const HEIGHT = 240;
const MARGIN = { top: 16, right: 16, bottom: 36, left: 44 };

function MonthlyChart({ data }: { data: Statistics['monthly_activity'] }) {
  const x = scaleBand({ domain: data.map((d) => d.month), range: [0, WIDTH - MARGIN.left - MARGIN.right], padding: 0.25 });
  const max = Math.max(1, ...data.map((d) => d.bids));
  const y = scaleLinear({ domain: [0, max], range: [HEIGHT - MARGIN.top - MARGIN.bottom, 0], nice: true });
  const summary = data.map((d) => `${formatMonth(d.month)}: ${d.bids}`).join('; ');
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={s.chart} role="img" aria-label={text.monthlyChart(summary)}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {data.map((d) => {
          const height = y(0) - y(d.bids);
          const left = x(d.month) ?? 0;
          return (
            <g key={d.month}>
              <Bar x={left} y={y(d.bids)} width={x.bandwidth()} height={height} className={s.bar} rx={3}>
                <title>{`${formatMonth(d.month)}: ${formatInteger(d.bids)} ${text.bids.toLowerCase()}`}</title>
              </Bar>
              <text x={left + x.bandwidth() / 2} y={y(d.bids) - 4} textAnchor="middle" className={c.valueLabel}>
                {formatInteger(d.bids)}
              </text>
            </g>
          );
        })}
        <AxisLeft scale={y} numTicks={4} tickFormat={integerTick} {...axisLook(c.tickLabel)} />
        <AxisBottom
          top={HEIGHT - MARGIN.top - MARGIN.bottom}
          scale={x}
          tickFormat={(v) => formatMonth(String(v))}
          {...axisLook(c.tickLabel)}
        />
      </Group>
    </svg>
  );
}

function CategoryChart({ data }: { data: Statistics['top_categories'] }) {
  // A long category wraps once the browser can measure it: the server cannot, and hydration must draw what it drew.
  const measured = useHydrated();
  const left = 140;
  const rowHeight = 34;
  const height = Math.max(1, data.length) * rowHeight + 28;
  const max = Math.max(1, ...data.map((d) => d.count));
  const x = scaleLinear({ domain: [0, max], range: [0, WIDTH - left - MARGIN.right], nice: true });
  const y = scaleBand({ domain: data.map((d) => d.category), range: [0, data.length * rowHeight], padding: 0.3 });
  const summary = data.map((d) => `${d.category}: ${d.count}`).join('; ');
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} className={s.chart} role="img" aria-label={text.categoriesChart(summary)}>
      <Group left={left} top={4}>
        {data.map((d) => (
          <g key={d.category}>
            <Bar x={0} y={y(d.category) ?? 0} width={x(d.count)} height={y.bandwidth()} className={s.barDark} rx={3}>
              <title>{`${d.category}: ${formatInteger(d.count)} ${text.lots.toLowerCase()}`}</title>
            </Bar>
            <text x={x(d.count) + 6} y={(y(d.category) ?? 0) + y.bandwidth() / 2} dominantBaseline="middle" className={c.valueLabel}>
              {formatInteger(d.count)}
            </text>
          </g>
        ))}
        <AxisLeft
          scale={y}
          hideTicks
          axisLineClassName={c.axisLine}
          tickLabelProps={{ className: c.tickLabel, width: measured ? left - 12 : undefined }}
        />
      </Group>
    </svg>
  );
}

export function StatisticsTab({ stats }: { stats: Statistics }) {
  return (
    <section className={s.section} aria-labelledby="stats-title">
      <h2 className={s.sectionTitle} id="stats-title">
        {dashboardText.statisticsTitle}
      </h2>
      <div className={s.cards}>
        <div className={s.stat}>
          <p className={s.statLabel}>{text.successRate}</p>
          <p className={s.statValue}>{`${percent.format(stats.success_rate)}%`}</p>
        </div>
        <div className={s.stat}>
          <p className={s.statLabel}>{text.averageBid}</p>
          <p className={s.statValue}>{formatReais(stats.average_bid)}</p>
        </div>
        <div className={s.stat}>
          <p className={s.statLabel}>{text.uniqueAuctions}</p>
          <p className={s.statValue}>{formatInteger(stats.unique_auctions)}</p>
        </div>
      </div>
      {stats.monthly_activity.length === 0 ? (
        <p className={s.empty}>{text.empty}</p>
      ) : (
        <div className={s.charts}>
          <figure className={s.figure}>
            <figcaption className={s.sectionTitle}>{text.monthlyActivity}</figcaption>
            <MonthlyChart data={stats.monthly_activity} />
            <ChartTable
              summary={text.asTable}
              headers={[text.month, text.bids]}
              rows={stats.monthly_activity.map((d) => [formatMonth(d.month), formatInteger(d.bids)])}
            />
          </figure>
          <figure className={s.figure}>
            <figcaption className={s.sectionTitle}>{text.topCategories}</figcaption>
            <CategoryChart data={stats.top_categories} />
            <ChartTable
              summary={text.asTable}
              headers={[dashboardText.columns.category, text.lots]}
              rows={stats.top_categories.map((d) => [d.category, formatInteger(d.count)])}
            />
          </figure>
        </div>
      )}
    </section>
  );
}
