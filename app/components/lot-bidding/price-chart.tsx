/**
 * 'Evolução do preço': the lot's price over time as steps, one point per bid — manual bids filled, automatic
 * ones hollow and in another colour — and a dashed line where a bid extended the lot (price-history), with
 * the table alternative. Members only; loaded on demand (lot-member-parts).
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { curveStepAfter } from '@visx/curve';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { axisLook } from '~/components/charts/axis-look';
import { ChartTable } from '~/components/charts/chart-table';
import * as c from '~/components/charts/charts.css';
import { TREND_COLORS } from '~/components/charts/palette';
import { useChartWidth } from '~/components/charts/use-chart-width';
import { reaisToNearestCents } from '~/domain/money';
import { pricePoints, type PricePoint } from '~/domain/price-history';
import { formatBRL, formatDateTime, formatDayMonthTime, formatTime } from '~/i18n/format';
import { liveText } from '~/i18n/pt-BR-live';
import type { LiveBid } from '~/schemas/live';
import type { LotBid } from '~/schemas/lot';
import * as s from './lot-bidding.css';

const text = liveText.priceChart;
const [MANUAL_COLOR, AUTO_COLOR, , EXTENSION_COLOR] = TREND_COLORS;
const compactBRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 });

const HEIGHT = 220;
const MARGIN = { top: 12, right: 16, bottom: 32, left: 60 };
const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;

const describe = (p: PricePoint) => text.point(formatDateTime(p.at), formatBRL(p.amountCents), p.isAuto, p.extended);

export default function PriceChart({
  bids,
  endsAt,
  extensionMinutes,
  extended,
}: {
  bids: readonly (LotBid | LiveBid)[];
  endsAt: string | null;
  extensionMinutes: number;
  extended: boolean;
}) {
  const { ref, width } = useChartWidth<HTMLDivElement>(480);
  const points = pricePoints(
    bids.map((b) => ({ amountCents: reaisToNearestCents(b.amount), createdAt: b.created_at, isAuto: b.is_auto })),
    { endsAt, extensionMinutes, extended },
  );
  if (points.length === 0) return null;
  const innerW = Math.max(120, width - MARGIN.left - MARGIN.right);
  const first = points[0]!.at;
  const last = points.at(-1)!.at;
  const span = Math.max(last - first, 60_000);
  const x = scaleLinear({ domain: [first - span * 0.04, first + span * 1.04], range: [0, innerW] });
  const amounts = points.map((p) => p.amountCents);
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  const pad = Math.max((high - low) * 0.1, 1_000);
  const y = scaleLinear({ domain: [low - pad, high + pad], range: [innerH, 0], nice: true });
  const sameDay = formatDateTime(first).slice(0, 10) === formatDateTime(last).slice(0, 10);
  const timeLabel = (ms: number) => (sameDay ? formatTime(ms) : formatDayMonthTime(ms));
  // Ticks to the minute: a short history would repeat one label, so each label is kept once.
  const labels = new Set<string>();
  const timeTicks: number[] = [];
  for (const ms of x.ticks(width < 420 ? 3 : 5)) {
    if (labels.has(timeLabel(ms))) continue;
    labels.add(timeLabel(ms));
    timeTicks.push(ms);
  }
  const legend = [
    { key: 'manual', label: text.manual, color: MANUAL_COLOR, hollow: false },
    { key: 'auto', label: text.auto, color: AUTO_COLOR, hollow: true },
    ...(points.some((p) => p.extended) ? [{ key: 'extension', label: text.extension, color: EXTENSION_COLOR, hollow: false }] : []),
  ];
  return (
    <section className={s.chartSection} aria-labelledby="price-chart-title" data-testid="price-chart">
      <h3 className={s.chartTitle} id="price-chart-title">
        {text.title}
      </h3>
      <ul className={c.legend}>
        {legend.map((item) => (
          <li key={item.key} className={c.legendItem}>
            <span
              className={c.swatch}
              style={item.hollow ? { border: `2px solid ${item.color}` } : { background: item.color }}
              aria-hidden="true"
            />
            {item.label}
          </li>
        ))}
      </ul>
      <div className={c.frame} ref={ref}>
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className={c.chart}
          role="img"
          aria-label={text.chart(points.map(describe).join('; '))}
        >
          <Group left={MARGIN.left} top={MARGIN.top}>
            {points
              .filter((p) => p.extended)
              .map((p) => (
                <line
                  key={`ext-${p.at}`}
                  x1={x(p.at)}
                  x2={x(p.at)}
                  y1={0}
                  y2={innerH}
                  stroke={EXTENSION_COLOR}
                  strokeWidth={2}
                  strokeDasharray="4 3"
                  data-testid="chart-extension"
                />
              ))}
            <LinePath
              data={points}
              x={(p) => x(p.at)}
              y={(p) => y(p.amountCents)}
              stroke={MANUAL_COLOR}
              strokeWidth={2}
              curve={curveStepAfter}
            />
            {points.map((p, i) => (
              <circle
                key={i}
                cx={x(p.at)}
                cy={y(p.amountCents)}
                r={p.isAuto ? 4.5 : 4}
                fill={p.isAuto ? '#fff' : MANUAL_COLOR}
                stroke={p.isAuto ? AUTO_COLOR : MANUAL_COLOR}
                strokeWidth={p.isAuto ? 2.5 : 1}
              />
            ))}
            <AxisLeft scale={y} numTicks={4} tickFormat={(v) => compactBRL.format(Number(v) / 100)} {...axisLook()} />
            <AxisBottom top={innerH} scale={x} tickValues={timeTicks} tickFormat={(v) => timeLabel(Number(v))} {...axisLook()} />
          </Group>
        </svg>
      </div>
      <ChartTable
        summary={text.asTable}
        headers={[text.number, text.time, text.amount, text.kind, text.extensionColumn]}
        rows={points.map((p, i) => [
          String(i + 1),
          formatDayMonthTime(p.at),
          formatBRL(p.amountCents),
          p.isAuto ? text.auto : text.manual,
          p.extended ? text.extensionYes : text.extensionNo,
        ])}
      />
    </section>
  );
}
