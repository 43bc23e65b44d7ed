/** Looks of the 'Banners', 'Financeiro', 'Relatórios' and 'Auditoria' tabs. */
import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const cards = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(200px, 100%), 1fr))' });
export const card = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: '2px',
  margin: 0,
});
export const cardLabel = style({ fontSize: vars.text.md, color: vars.color.inkSoft, fontWeight: 700 });
export const cardValue = style({ fontSize: vars.text['3xl'], fontWeight: 800, margin: 0, fontVariantNumeric: 'tabular-nums' });
export const cardNote = style({ fontSize: vars.text.sm, color: vars.color.muted, margin: 0 });
export const alert = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.yellowSoft,
  color: vars.color.yellow,
  fontWeight: 700,
});
export const failure = style([alert, { background: vars.color.redSoft, color: vars.color.red }]);
export const subTitle = style({ fontSize: vars.text.base, fontWeight: 800, margin: 0 });
export const grid2 = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))' });
export const block = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', minWidth: 0 });
export const chart = style({ width: '100%', maxWidth: '560px', height: 'auto' });
export const bar = style({ fill: vars.color.brand });
export const axisLabel = style({ fill: vars.color.inkSoft, fontSize: vars.text.xs });

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(220px, 100%), 1fr))',
  alignItems: 'end',
});
export const formWide = style({ gridColumn: '1 / -1' });
export const formActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', gridColumn: '1 / -1' });
export const picker = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
export const preview = style({
  width: '100%',
  maxWidth: '480px',
  aspectRatio: '1600 / 560',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.page,
});
export const thumbnail = style({
  width: '120px',
  aspectRatio: '1600 / 560',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.line}`,
  display: 'block',
});
export const orderCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, whiteSpace: 'nowrap' });
export const fieldError = style({ color: vars.color.red, fontSize: vars.text.md, fontWeight: 600, margin: 0 });
export const change = style({ margin: 0, padding: 0, listStyle: 'none', fontSize: vars.text.sm, display: 'grid', gap: '2px' });
export const changeField = style({ color: vars.color.inkSoft, fontWeight: 700 });
export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: vars.text.sm, wordBreak: 'break-all' });
