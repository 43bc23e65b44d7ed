/**
 * 'Evolução do preço': the lot's price over time as steps, one point per bid — manual bids filled, automatic
 * ones hollow and in another colour — and, once a bid extended the lot, its original end and each end an
 * extension moved it to as labelled vertical lines (price-history). Its ticks are chosen for the width it
 * has (axis-ticks), its marks' labels placed where they touch no other (mark-labels); the table alternative
 * holds the same bids and ends. Members only; loaded on demand (lot-member-parts).
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { curveStepAfter } from '@visx/curve';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { axisLook } from '~/components/charts/axis-look';
import { labelWidth, priceTicks, timeTicks, type Tick } from '~/components/charts/axis-ticks';
import { ChartTable } from '~/components/charts/chart-table';
import * as c from '~/components/charts/charts.css';
import { placeMarkLabels } from '~/components/charts/mark-labels';
import { MARK_COLOR, TREND_COLORS } from '~/components/charts/palette';
import { useChartWidth } from '~/components/charts/use-chart-width';
import { reaisToNearestCents } from '~/domain/money';
import { priceHistory, type EndMark, type PricePoint } from '~/domain/price-history';
import { formatBRL, formatDateTime, formatDayMonthTime } from '~/i18n/format';
import { liveText } from '~/i18n/pt-BR-live';
import type { LiveBid } from '~/schemas/live';
import type { LotBid } from '~/schemas/lot';
import { DataTable } from '~/ui/data-table';
import * as s from './lot-bidding.css';

const text = liveText.priceChart;
const [MANUAL_COLOR, AUTO_COLOR, , EXTENSION_COLOR] = TREND_COLORS;

const HEIGHT = 220;
const MARGIN = { top: 12, right: 16, bottom: 32 };
const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
/** a price label every 35 px at least (its 12 px and room around it) */
const PRICE_TICKS = Math.floor(innerH / 35);
/** the marks' labels: rows up from the time axis, where the price, rising to the end, leaves room */
const MARK_ROWS = 4;
const MARK_ROW_PX = 15;

const markName = (extension: number) => (extension === 0 ? text.originalEnd : text.extensionNumber(extension));
const describePoint = (p: PricePoint) => text.point(formatDateTime(p.at), formatBRL(p.amountCents), p.isAuto, p.extension);
const describeEnd = (e: EndMark) => text.endAt(markName(e.extension), formatDateTime(e.at));
const labelOf = (ticks: readonly Tick[]) => {
  const labels = new Map(ticks.map((t) => [t.value, t.label]));
  return (value: unknown) => labels.get(Number(value)) ?? '';
};

export default function PriceChart({
  bids,
  endsAt,
  originalEndsAt,
  extensionMinutes,
  extended,
  maxTotalExtensionMinutes,
}: {
  bids: readonly (LotBid | LiveBid)[];
  endsAt: string | null;
  originalEndsAt: string | null;
  extensionMinutes: number;
  extended: boolean;
  /** the house's cap on the total extension (minutes) */
  maxTotalExtensionMinutes?: number;
}) {
  const { ref, width } = useChartWidth<HTMLDivElement>(480);
  const { points, ends } = priceHistory(
    bids.map((b) => ({ amountCents: reaisToNearestCents(b.amount), createdAt: b.created_at, isAuto: b.is_auto })),
    { endsAt, originalEndsAt, extensionMinutes, extended, maxTotalExtensionMinutes },
  );
  if (points.length === 0) return null;
  const amounts = points.map((p) => p.amountCents);
  const price = priceTicks(Math.min(...amounts), Math.max(...amounts), PRICE_TICKS);
  const left = Math.max(...price.ticks.map((t) => labelWidth(t.label))) + 10;
  const innerW = Math.max(120, width - left - MARGIN.right);
  const moments = [...points.map((p) => p.at), ...ends.map((e) => e.at)];
  const first = Math.min(...moments);
  const span = Math.max(Math.max(...moments) - first, 60_000);
  const domain = [first - span * 0.04, first + span * 1.04] as const;
  const x = scaleLinear({ domain: [...domain], range: [0, innerW] });
  const y = scaleLinear({ domain: price.domain, range: [innerH, 0] });
  const times = timeTicks(domain, innerW, { left: left / 2, right: MARGIN.right });
  const markLabels = placeMarkLabels(
    ends.map((e) => ({ x: x(e.at), extension: e.extension })),
    innerW,
    MARK_ROWS,
    { one: markName, range: text.extensionRange },
  );
  const legend = [
    { key: 'manual', label: text.manual, color: MANUAL_COLOR, hollow: false },
    { key: 'auto', label: text.auto, color: AUTO_COLOR, hollow: true },
    ...(ends.some((e) => e.extension === 0) ? [{ key: 'original', label: text.originalEnd, color: MARK_COLOR, hollow: false }] : []),
    ...(ends.some((e) => e.extension > 0) ? [{ key: 'extension', label: text.extensionMark, color: EXTENSION_COLOR, hollow: false }] : []),
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
          aria-label={text.chart([...points.map(describePoint), ...ends.map(describeEnd)].join('; '))}
        >
          <Group left={left} top={MARGIN.top}>
            {ends.map((e) => (
              <line
                key={e.extension}
                x1={x(e.at)}
                x2={x(e.at)}
                y1={0}
                y2={innerH}
                stroke={e.extension === 0 ? MARK_COLOR : EXTENSION_COLOR}
                strokeWidth={e.extension === 0 ? 1.5 : 2}
                strokeDasharray={e.extension === 0 ? undefined : '4 3'}
                data-testid={e.extension === 0 ? 'chart-original-end' : 'chart-extension'}
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
            {markLabels.map((label) => (
              <text
                key={label.text}
                x={label.x}
                y={innerH - 6 - label.row * MARK_ROW_PX}
                textAnchor={label.anchor}
                className={c.markLabel}
                data-testid="chart-mark-label"
              >
                {label.text}
              </text>
            ))}
            <AxisLeft scale={y} tickValues={price.ticks.map((t) => t.value)} tickFormat={labelOf(price.ticks)} {...axisLook()} />
            <AxisBottom top={innerH} scale={x} tickValues={times.map((t) => t.value)} tickFormat={labelOf(times)} {...axisLook()} />
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
          p.extension ? text.extensionNumber(p.extension) : text.extensionNo,
        ])}
      >
        {ends.length > 0 && <h4 className={s.endsTitle}>{text.endsTable}</h4>}
        {ends.length > 0 && (
          <DataTable
            label={text.endsTable}
            rows={ends}
            rowKey={(e) => e.extension}
            columns={[
              { key: 'mark', header: text.mark, rowHeader: true, cell: (e: EndMark) => markName(e.extension) },
              { key: 'time', header: text.time, cell: (e: EndMark) => formatDayMonthTime(e.at) },
            ]}
          />
        )}
      </ChartTable>
    </section>
  );
}
