/** A chart's tooltip: what the pointer (or keyboard focus) is on, in words, above the point. */
import { useState } from 'react';
import * as s from './charts.css';

export interface TooltipState {
  /** position in the chart's frame, as fractions of its width and height */
  x: number;
  y: number;
  title: string;
  lines: string[];
}

export function useChartTooltip() {
  const [tip, setTip] = useState<TooltipState | null>(null);
  return { tip, show: setTip, hide: () => setTip(null) };
}

export function ChartTooltip({ tip }: { tip: TooltipState | null }) {
  if (!tip) return null;
  return (
    <div className={s.tooltip} style={{ left: `${tip.x * 100}%`, top: `${tip.y * 100}%` }} aria-hidden="true">
      <div className={s.tooltipTitle}>{tip.title}</div>
      {tip.lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </div>
  );
}
