/** 'Análise de Conversão' as a pie (the 6 colours of spec §9): one slice per category, sized by its rate. */
import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { ChartTooltip, useChartTooltip } from '~/components/charts/chart-tooltip';
import * as c from '~/components/charts/charts.css';
import { CONVERSION_PIE_COLORS, ringColorAt } from '~/components/charts/palette';

export interface ConversionSlice {
  category: string;
  conversion_rate: number;
}

const SIZE = 260;
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

export function ConversionPie({ data, ariaLabel }: { data: ConversionSlice[]; ariaLabel: string }) {
  const { tip, show, hide } = useChartTooltip();
  const radius = SIZE / 2 - 4;
  const slices = data.filter((d) => d.conversion_rate > 0);
  return (
    <>
      <div className={c.frame} style={{ maxWidth: SIZE, margin: '0 auto', width: '100%' }} onMouseLeave={hide}>
        <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className={c.chart} role="img" aria-label={ariaLabel}>
          <Group top={SIZE / 2} left={SIZE / 2}>
            <Pie data={slices} pieValue={(d) => d.conversion_rate} outerRadius={radius} innerRadius={radius * 0.45} padAngle={0.02}>
              {(pie) =>
                pie.arcs.map((arc) => {
                  const [cx, cy] = pie.path.centroid(arc);
                  return (
                    <path
                      key={arc.data.category}
                      d={pie.path(arc) ?? ''}
                      fill={ringColorAt(CONVERSION_PIE_COLORS, slices.indexOf(arc.data), slices.length)}
                      stroke="#fff"
                      strokeWidth={1}
                      onMouseMove={() =>
                        show({
                          x: (SIZE / 2 + cx) / SIZE,
                          y: (SIZE / 2 + cy) / SIZE,
                          title: arc.data.category,
                          lines: [percent.format(arc.data.conversion_rate)],
                        })
                      }
                    />
                  );
                })
              }
            </Pie>
          </Group>
        </svg>
        <ChartTooltip tip={tip} />
      </div>
      <ul className={c.legend}>
        {data.map((d) => (
          <li key={d.category} className={c.legendItem}>
            <span
              className={c.swatch}
              style={{
                background: d.conversion_rate > 0 ? ringColorAt(CONVERSION_PIE_COLORS, slices.indexOf(d), slices.length) : 'transparent',
              }}
              aria-hidden="true"
            />
            {`${d.category}: ${percent.format(d.conversion_rate)}`}
          </li>
        ))}
      </ul>
    </>
  );
}
