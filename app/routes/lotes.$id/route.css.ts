import { style } from '@vanilla-extract/css';
import { raised } from '~/styles/surface.css';
import { vars } from '~/styles/theme.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  paddingTop: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 860px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});
export const info = style({ display: 'grid', gap: vars.space.md });
export const badges = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const category = style({
  padding: '3px 10px',
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.text.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '.04em',
});
export const title = style({ fontSize: vars.text.headline, fontWeight: 800 });
export const meta = style({ margin: 0, color: vars.color.inkSoft, fontSize: vars.text.md });
export const priceBox = style([raised, { display: 'grid', gap: '10px', padding: vars.space.lg }]);
export const priceLabel = style({ margin: 0, color: vars.color.muted, fontSize: vars.text.md, fontWeight: 600 });
export const price = style({ margin: 0, fontSize: vars.text['5xl'], fontWeight: 800, color: vars.color.ink });
export const locked = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const lockedText = style({ margin: 0, display: 'flex', alignItems: 'center', gap: '8px', fontWeight: 700, fontSize: vars.text.lg });
export const timing = style({ margin: 0, display: 'flex', alignItems: 'center', gap: '8px', color: vars.color.inkSoft });
export const countdown = style({ fontWeight: 800, color: vars.color.ink, fontVariantNumeric: 'tabular-nums', fontSize: vars.text.lg });
export const section = style([raised, { padding: vars.space.lg, minWidth: 0 }]);
export const sectionTitle = style({ fontSize: vars.text.lg, marginBottom: vars.space.sm });
export const paragraph = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.inkSoft });
export const notFound = style({ padding: `${vars.space.xl} ${vars.space.md}`, display: 'grid', gap: vars.space.md, justifyItems: 'start' });
export const topBid = style({ margin: 0, fontWeight: 700, color: vars.color.green, fontSize: vars.text.md });
export const live = style({
  margin: 0,
  minHeight: '20px',
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '6px',
  fontSize: vars.text.sm,
  color: vars.color.muted,
});
export const liveDot = style({
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.color.muted,
  selectors: { [`${live}[data-connection="open"] &`]: { background: vars.color.green } },
});
