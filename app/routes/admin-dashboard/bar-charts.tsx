/**
 * The reports' bar charts: the top categories (vertical bars, the 5 colours of spec §9) and the users'
 * behaviour (horizontal bars). Each bar has its value written on it and a tooltip; the tables sit beside.
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { axisLook, integerTick } from '~/components/charts/axis-look';
import { ChartTooltip, useChartTooltip } from '~/components/charts/chart-tooltip';
import * as c from '~/components/charts/charts.css';
import { CATEGORY_BAR_COLORS, colorAt } from '~/components/charts/palette';
import { useChartWidth } from '~/components/charts/use-chart-width';
import { formatInteger } from '~/i18n/format-figures';

export interface BarDatum {
  label: string;
  value: number;
}

const FALLBACK_WIDTH = 420;

export function CategoryBars({ data, ariaLabel, unit }: { data: BarDatum[]; ariaLabel: string; unit: string }) {
  const { tip, show, hide } = useChartTooltip();
  const { ref, width: WIDTH } = useChartWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const height = 280;
  const margin = { top: 20, right: 8, bottom: 76, left: 36 };
  const innerW = WIDTH - margin.left - margin.right;
  const innerH = height - margin.top - margin.bottom;
  const x = scaleBand({ domain: data.map((d) => d.label), range: [0, innerW], padding: 0.25 });
  const y = scaleLinear({ domain: [0, Math.max(1, ...data.map((d) => d.value))], range: [innerH, 0], nice: true });
  return (
    <div className={c.frame} ref={ref} onMouseLeave={hide}>
      <svg width={WIDTH} height={height} viewBox={`0 0 ${WIDTH} ${height}`} className={c.chart} role="img" aria-label={ariaLabel}>
        <Group left={margin.left} top={margin.top}>
          {data.map((d, i) => {
            const left = x(d.label) ?? 0;
            return (
              <g key={d.label}>
                <Bar
                  x={left}
                  y={y(d.value)}
                  width={x.bandwidth()}
                  height={innerH - y(d.value)}
                  fill={colorAt(CATEGORY_BAR_COLORS, i)}
                  rx={3}
                  onMouseMove={() =>
                    show({
                      x: (margin.left + left + x.bandwidth() / 2) / WIDTH,
                      y: (margin.top + y(d.value)) / height,
                      title: d.label,
                      lines: [`${formatInteger(d.value)} ${unit}`],
                    })
                  }
                />
                <text x={left + x.bandwidth() / 2} y={y(d.value) - 4} textAnchor="middle" className={c.valueLabel}>
                  {formatInteger(d.value)}
                </text>
              </g>
            );
          })}
          <AxisLeft scale={y} numTicks={4} tickFormat={integerTick} {...axisLook()} />
          <AxisBottom
            top={innerH}
            scale={x}
            {...axisLook()}
            tickLabelProps={{
              className: c.tickLabelReal,
              angle: data.length > 4 ? -25 : 0,
              textAnchor: data.length > 4 ? 'end' : 'middle',
              width: 90,
            }}
          />
        </Group>
      </svg>
      <ChartTooltip tip={tip} />
    </div>
  );
}

export function HorizontalBars({
  data,
  ariaLabel,
  format = (v) => formatInteger(v),
}: {
  data: BarDatum[];
  ariaLabel: string;
  format?: (v: number) => string;
}) {
  const { tip, show, hide } = useChartTooltip();
  const { ref, width: WIDTH } = useChartWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const left = Math.min(150, Math.round(WIDTH * 0.4));
  const rowHeight = 40;
  const height = data.length * rowHeight + 8;
  const x = scaleLinear({ domain: [0, Math.max(1, ...data.map((d) => d.value))], range: [0, WIDTH - left - 48], nice: true });
  const y = scaleBand({ domain: data.map((d) => d.label), range: [0, data.length * rowHeight], padding: 0.3 });
  return (
    <div className={c.frame} ref={ref} onMouseLeave={hide}>
      <svg width={WIDTH} height={height} viewBox={`0 0 ${WIDTH} ${height}`} className={c.chart} role="img" aria-label={ariaLabel}>
        <Group left={left} top={4}>
          {data.map((d, i) => (
            <g key={d.label}>
              <Bar
                x={0}
                y={y(d.label) ?? 0}
                width={x(d.value)}
                height={y.bandwidth()}
                fill={colorAt(CATEGORY_BAR_COLORS, i)}
                rx={3}
                onMouseMove={() =>
                  show({
                    x: (left + x(d.value) / 2) / WIDTH,
                    y: (4 + (y(d.label) ?? 0)) / height,
                    title: d.label,
                    lines: [format(d.value)],
                  })
                }
              />
              <text x={x(d.value) + 6} y={(y(d.label) ?? 0) + y.bandwidth() / 2} dominantBaseline="middle" className={c.valueLabel}>
                {format(d.value)}
              </text>
            </g>
          ))}
          <AxisLeft scale={y} hideTicks axisLineClassName={c.axisLine} tickLabelProps={{ className: c.tickLabelReal, width: left - 12 }} />
        </Group>
      </svg>
      <ChartTooltip tip={tip} />
    </div>
  );
}
