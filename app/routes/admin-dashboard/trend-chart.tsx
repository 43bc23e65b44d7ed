/**
 * 'Tendências Gerais': the last six months from D1 as lines — lots, bids and new users on the left axis,
 * revenue in R$ on the right — month names on the axis, a tooltip per month, and the table alternative.
 */
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { axisLook, integerTick } from '~/components/charts/axis-look';
import { ChartTable } from '~/components/charts/chart-table';
import { ChartTooltip, useChartTooltip } from '~/components/charts/chart-tooltip';
import * as c from '~/components/charts/charts.css';
import { TREND_COLORS } from '~/components/charts/palette';
import { useChartWidth } from '~/components/charts/use-chart-width';
import { formatReais } from '~/i18n/format';
import { formatInteger, formatMonth } from '~/i18n/format-figures';
import { adminDashboardText } from '~/i18n/pt-BR-admin-dashboard';
import type { MonthlyTrend } from '~/server/admin/reports.server';

const text = adminDashboardText.reports.trends;
const compactBRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 });

type TrendMonth = MonthlyTrend['months'][number];

const HEIGHT = 280;
const MARGIN = { top: 16, right: 72, bottom: 36, left: 44 };
const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;

const COUNT_SERIES = [
  { key: 'lots', label: text.lots, color: TREND_COLORS[0] },
  { key: 'bids', label: text.bids, color: TREND_COLORS[1] },
  { key: 'new_users', label: text.newUsers, color: TREND_COLORS[2] },
] as const;

export function TrendChart({ months }: { months: TrendMonth[] }) {
  const { tip, show, hide } = useChartTooltip();
  const { ref, width: WIDTH } = useChartWidth<HTMLDivElement>(720);
  const innerW = Math.max(120, WIDTH - MARGIN.left - MARGIN.right);
  const x = scalePoint({ domain: months.map((m) => m.month), range: [0, innerW], padding: 0.3 });
  const maxCount = Math.max(1, ...months.flatMap((m) => [m.lots, m.bids, m.new_users]));
  const y = scaleLinear({ domain: [0, maxCount], range: [innerH, 0], nice: true });
  const yRevenue = scaleLinear({ domain: [0, Math.max(1, ...months.map((m) => m.revenue))], range: [innerH, 0], nice: true });
  const describe = (m: TrendMonth) => [
    `${text.lots}: ${formatInteger(m.lots)}`,
    `${text.bids}: ${formatInteger(m.bids)}`,
    `${text.newUsers}: ${formatInteger(m.new_users)}`,
    `${text.revenue}: ${formatReais(m.revenue)}`,
  ];
  const summary = months.map((m) => `${formatMonth(m.month)}: ${describe(m).join(', ')}`).join('; ');
  const step = x.step();
  return (
    <>
      <ul className={c.legend}>
        {[...COUNT_SERIES, { key: 'revenue', label: `${text.revenue} (R$)`, color: TREND_COLORS[3] }].map((series) => (
          <li key={series.key} className={c.legendItem}>
            <span className={c.swatch} style={{ background: series.color }} aria-hidden="true" />
            {series.label}
          </li>
        ))}
      </ul>
      <div className={c.frame} ref={ref} onMouseLeave={hide}>
        <svg
          width={WIDTH}
          height={HEIGHT}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className={c.chart}
          role="img"
          aria-label={text.chart(summary)}
        >
          <Group left={MARGIN.left} top={MARGIN.top}>
            {COUNT_SERIES.map((series) => (
              <LinePath
                key={series.key}
                data={months}
                x={(m) => x(m.month) ?? 0}
                y={(m) => y(m[series.key])}
                stroke={series.color}
                strokeWidth={2.5}
              />
            ))}
            <LinePath
              data={months}
              x={(m) => x(m.month) ?? 0}
              y={(m) => yRevenue(m.revenue)}
              stroke={TREND_COLORS[3]}
              strokeWidth={2.5}
              strokeDasharray="6 4"
            />
            {months.map((m) =>
              COUNT_SERIES.map((series) => (
                <circle key={`${m.month}-${series.key}`} cx={x(m.month)} cy={y(m[series.key])} r={3.5} fill={series.color} />
              )),
            )}
            {tip && <line className={c.guide} x1={tip.x * WIDTH - MARGIN.left} x2={tip.x * WIDTH - MARGIN.left} y1={0} y2={innerH} />}
            {months.map((m) => (
              <rect
                key={m.month}
                className={c.hoverTarget}
                x={(x(m.month) ?? 0) - step / 2}
                y={0}
                width={step}
                height={innerH}
                onMouseMove={() =>
                  show({
                    x: (MARGIN.left + (x(m.month) ?? 0)) / WIDTH,
                    y: MARGIN.top / HEIGHT + 0.1,
                    title: formatMonth(m.month),
                    lines: describe(m),
                  })
                }
              />
            ))}
            <AxisLeft scale={y} numTicks={5} tickFormat={integerTick} {...axisLook()} />
            <AxisRight left={innerW} scale={yRevenue} numTicks={5} tickFormat={(v) => compactBRL.format(Number(v))} {...axisLook()} />
            <AxisBottom top={innerH} scale={x} tickFormat={(v) => formatMonth(String(v))} numTicks={WIDTH < 420 ? 3 : 6} {...axisLook()} />
          </Group>
        </svg>
        <ChartTooltip tip={tip} />
      </div>
      <ChartTable
        summary={adminDashboardText.reports.asTable}
        headers={[text.month, text.lots, text.bids, text.newUsers, text.revenue]}
        rows={months.map((m) => [
          formatMonth(m.month),
          formatInteger(m.lots),
          formatInteger(m.bids),
          formatInteger(m.new_users),
          formatReais(m.revenue),
        ])}
      />
    </>
  );
}
