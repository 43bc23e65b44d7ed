/** The visx charts' look (axes, labels, tooltips, legends), shared by the member and the admin dashboards. */
import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const frame = style({ position: 'relative' });
export const chart = style({ width: '100%', height: 'auto', overflow: 'visible', display: 'block' });
export const details = style({ fontSize: vars.text.md, minWidth: 0 });
export const summary = style({ cursor: 'pointer', fontWeight: 600, color: vars.color.inkSoft });
export const axisLine = style({ stroke: vars.color.line });
export const tickLabel = style({ fill: vars.color.inkSoft, fontSize: vars.text.xs });
/** Axis labels of charts drawn at their real width (useChartWidth). */
export const tickLabelReal = style({ fill: vars.color.inkSoft, fontSize: vars.text.xs });
export const valueLabel = style({ fill: vars.color.ink, fontSize: vars.text.xs, fontWeight: 700 });
/** A vertical mark's label, haloed in white so that it reads over the lines it crosses. */
export const markLabel = style({
  fill: vars.color.ink,
  fontSize: vars.text.xs,
  fontWeight: 700,
  stroke: '#fff',
  strokeWidth: 3,
  strokeLinejoin: 'round',
  paintOrder: 'stroke',
});
export const hoverTarget = style({ fill: 'transparent', cursor: 'crosshair', outline: 'none' });
export const guide = style({ stroke: vars.color.muted, strokeDasharray: '3 3' });
export const tooltip = style({
  position: 'absolute',
  pointerEvents: 'none',
  transform: 'translate(-50%, calc(-100% - 10px))',
  background: vars.color.graphite,
  color: '#fff',
  borderRadius: vars.radius.sm,
  padding: '6px 10px',
  fontSize: vars.text.sm,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
  boxShadow: vars.shadow.raised,
  zIndex: 2,
});
export const tooltipTitle = style({ fontWeight: 700 });
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `4px ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.text.sm,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: '6px', color: vars.color.inkSoft });
export const swatch = style({ width: '12px', height: '12px', borderRadius: '3px', flex: 'none' });
