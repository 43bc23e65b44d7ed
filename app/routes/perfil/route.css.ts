import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 860px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const main = style({ display: 'grid', gap: vars.space.lg });
export const side = style({ display: 'grid', gap: vars.space.md });
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.sm,
});
export const cardTitle = style({ fontSize: vars.text.lg });
export const row = style({ margin: 0, display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
export const ok = style({ color: vars.color.green });
export const warn = style({ color: vars.color.yellow });
export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.text.md });
export const list = style({ margin: 0, paddingLeft: '18px', display: 'grid', gap: '4px', fontSize: vars.text.md });
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const qr = style({
  width: '200px',
  height: '200px',
  background: '#fff',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
});
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.text.base,
  letterSpacing: '.05em',
  overflowWrap: 'anywhere',
});
export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '6px',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
globalStyle(`${codes} li`, {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  background: vars.color.page,
  padding: '6px 10px',
  borderRadius: vars.radius.sm,
});
export const badgeOn = style({ color: vars.color.green, fontWeight: 700 });
export const badgeOff = style({ color: vars.color.muted, fontWeight: 700 });
export const limitList = style({ margin: 0, display: 'grid', gap: '4px' });
/** a label and its figures, the figures under it when the card is too narrow for both */
export const limitRow = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: vars.space.sm });
export const limitValue = style({ margin: 0, marginLeft: 'auto', fontWeight: 600, whiteSpace: 'nowrap' });
