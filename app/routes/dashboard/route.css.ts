import { style, styleVariants } from '@vanilla-extract/css';
import { panelTitle, raised } from '~/styles/surface.css';
import { emptyNote, fieldLabel } from '~/styles/text.css';
import { vars } from '~/styles/theme.css';
import { pageGrid, pageTitle } from '~/styles/utility.css';

export const page = pageGrid;
export const title = pageTitle;
export const cards = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' });
export const stat = style([raised, { padding: vars.space.md, display: 'grid', gap: '2px' }]);
export const statLabel = style([fieldLabel, { margin: 0 }]);
export const statValue = style({ margin: 0, fontSize: vars.text['3xl'], fontWeight: 800 });
export const alerts = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' });
const alertBase = style({
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  fontWeight: 600,
});
export const alert = styleVariants({
  warn: [alertBase, { background: vars.color.yellowSoft, color: vars.color.yellow }],
  info: [alertBase, { background: vars.color.blueSoft, color: vars.color.blue }],
  offer: [alertBase, { background: vars.color.brandSoft, color: vars.color.brandDark, display: 'grid' }],
});
export const alertLink = style({ color: 'inherit', fontWeight: 800 });
export const section = style([raised, { padding: vars.space.lg, display: 'grid', gap: vars.space.md }]);
export const sectionHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.md });
export const sectionTitle = panelTitle;
export const empty = emptyNote;
export const grid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' });
export const lotCard = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  display: 'grid',
  background: vars.color.surface,
});
export const lotImage = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', background: vars.color.page });
export const lotBody = style({ padding: vars.space.md, display: 'grid', gap: '4px' });
export const lotTitle = style({ margin: 0, fontWeight: 700, fontSize: vars.text.base });
export const meta = style({ margin: 0, color: vars.color.inkSoft, fontSize: vars.text.md });
export const trophy = style({ color: vars.color.yellow, display: 'inline-flex', alignItems: 'center', gap: '4px', fontWeight: 700 });
export const charts = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))',
});
export const chart = style({ width: '100%', height: 'auto', overflow: 'visible' });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const figure = style({ margin: 0, display: 'grid', gap: vars.space.sm });
export const bar = style({ fill: vars.color.brand, selectors: { '&:hover': { fill: vars.color.brandDark } } });
export const barDark = style({ fill: vars.color.graphite, selectors: { '&:hover': { fill: vars.color.ink } } });
export const plain = style({ margin: 0 });
export const alertList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const alertItem = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
});
export const alertFacts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: '4px 12px',
  fontSize: vars.text.md,
  overflowWrap: 'anywhere',
});
export const alertTerm = style({ color: vars.color.muted, fontWeight: 600 });
export const alertValue = style({ margin: 0 });
