/**
 * A model's hammer prices over time: one point per lot at its closing date, the band from the lowest to the
 * highest price and the median as a dashed line. Drawn at the width it has (the phone's too), its ticks chosen
 * for that width (axis-ticks); the text alternative says the range, and the table beside it is the source.
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { axisLook } from '~/components/charts/axis-look';
import { labelWidth, priceTicks, timeTicks, type Tick } from '~/components/charts/axis-ticks';
import * as c from '~/components/charts/charts.css';
import { TREND_COLORS } from '~/components/charts/palette';
import { useChartWidth } from '~/components/charts/use-chart-width';
import { reaisToNearestCents } from '~/domain/money';
import { pricesText } from '~/i18n/pt-BR-prices';
import type { ModelSales } from '~/server/lots/realized-prices.server';

const text = pricesText.page;
const [POINT_COLOR, MEDIAN_COLOR] = TREND_COLORS;
const BAND_COLOR = '#0B5CAD22';

const HEIGHT = 240;
const MARGIN = { top: 12, right: 16, bottom: 32 };
const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
const PRICE_TICKS = Math.floor(innerH / 35);
const DAY = 24 * 60 * 60 * 1000;

const labelOf = (ticks: readonly Tick[]) => {
  const labels = new Map(ticks.map((t) => [t.value, t.label]));
  return (value: unknown) => labels.get(Number(value)) ?? '';
};

export function RealizedPriceChart({ model }: { model: ModelSales }) {
  const { ref, width } = useChartWidth<HTMLDivElement>(640);
  const points = model.sales.map((sale) => ({ id: sale.id, at: Date.parse(sale.closed_at), cents: reaisToNearestCents(sale.final_price) }));
  const minCents = reaisToNearestCents(model.min_price);
  const maxCents = reaisToNearestCents(model.max_price);
  const medianCents = reaisToNearestCents(model.median_price);
  const price = priceTicks(minCents, maxCents, PRICE_TICKS);
  const left = Math.max(...price.ticks.map((t) => labelWidth(t.label))) + 10;
  const innerW = Math.max(120, width - left - MARGIN.right);
  const first = Math.min(...points.map((p) => p.at));
  const span = Math.max(Math.max(...points.map((p) => p.at)) - first, 2 * DAY);
  const domain = [first - span * 0.05, first + span * 1.05] as const;
  const x = scaleLinear({ domain: [...domain], range: [0, innerW] });
  const y = scaleLinear({ domain: price.domain, range: [innerH, 0] });
  const times = timeTicks(domain, innerW, { left: left / 2, right: MARGIN.right });
  const legend = [
    { key: 'point', label: text.pointLegend, style: { background: POINT_COLOR, borderRadius: '50%' } },
    { key: 'median', label: text.medianLegend, style: { borderTop: `3px dashed ${MEDIAN_COLOR}`, height: 0 } },
    { key: 'band', label: text.bandLegend, style: { background: BAND_COLOR, border: `1px solid ${POINT_COLOR}` } },
  ];
  return (
    <section aria-labelledby="realized-chart-title" data-testid="realized-chart">
      <h3 id="realized-chart-title">{text.chartTitle}</h3>
      <ul className={c.legend}>
        {legend.map((item) => (
          <li key={item.key} className={c.legendItem}>
            <span className={c.swatch} style={item.style} aria-hidden="true" />
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
          aria-label={text.chartAlt(model.label, model.min_price, model.max_price, model.sales.length)}
        >
          <Group left={left} top={MARGIN.top}>
            <rect x={0} width={innerW} y={y(maxCents)} height={Math.max(1, y(minCents) - y(maxCents))} fill={BAND_COLOR} />
            <line x1={0} x2={innerW} y1={y(medianCents)} y2={y(medianCents)} stroke={MEDIAN_COLOR} strokeWidth={2} strokeDasharray="6 4" />
            {points.map((p) => (
              <circle key={p.id} cx={x(p.at)} cy={y(p.cents)} r={5} fill={POINT_COLOR} stroke="#fff" strokeWidth={1.5} />
            ))}
            <AxisLeft scale={y} tickValues={price.ticks.map((t) => t.value)} tickFormat={labelOf(price.ticks)} {...axisLook()} />
            <AxisBottom top={innerH} scale={x} tickValues={times.map((t) => t.value)} tickFormat={labelOf(times)} {...axisLook()} />
          </Group>
        </svg>
      </div>
    </section>
  );
}
