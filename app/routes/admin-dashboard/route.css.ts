import { style, styleVariants } from '@vanilla-extract/css';
import { panel, panelTitle, raised } from '~/styles/surface.css';
import { emptyNote, fieldLabel, mutedNote } from '~/styles/text.css';
import { vars } from '~/styles/theme.css';
import { pageGrid, pageTitle } from '~/styles/utility.css';

export const page = pageGrid;
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const title = pageTitle;
export const headSide = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
export const updated = mutedNote;
const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  fontWeight: 700,
  fontSize: vars.text.sm,
});
export const connection = styleVariants({
  open: [badge, { background: vars.color.greenSoft, color: vars.color.green }],
  connecting: [badge, { background: vars.color.yellowSoft, color: vars.color.yellow }],
  closed: [badge, { background: vars.color.redSoft, color: vars.color.red }],
});
export const dot = style({ width: '8px', height: '8px', borderRadius: '50%', background: 'currentColor' });
export const cards = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' });
export const card = style([raised, { padding: vars.space.md, display: 'grid', gap: '2px', borderTop: `4px solid ${vars.color.brand}` }]);
export const cardLabel = style({ margin: 0, color: vars.color.inkSoft, fontSize: vars.text.md, fontWeight: 700 });
export const cardValue = style({ margin: 0, fontSize: vars.text['4xl'], fontWeight: 800, fontVariantNumeric: 'tabular-nums' });
export const cardHint = mutedNote;
export const panels = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
  alignItems: 'start',
});
export const section = panel;
export const sectionTitle = panelTitle;
export const sectionSubtitle = mutedNote;
export const statusList = style({ margin: 0, display: 'grid', gap: vars.space.sm });
export const statusRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const statusTerm = style({ color: vars.color.inkSoft });
export const statusValue = style({ margin: 0, fontWeight: 800, fontVariantNumeric: 'tabular-nums' });
export const activityList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const activityItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.sm,
  alignItems: 'baseline',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.line}`,
  fontSize: vars.text.base,
});
export const activityTime = style({
  color: vars.color.muted,
  fontSize: vars.text.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const empty = emptyNote;
export const figures = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  margin: 0,
});
export const figure = style({ margin: 0, display: 'grid', gap: '2px' });
export const figureLabel = fieldLabel;
export const figureValue = style({ margin: 0, fontSize: vars.text['2xl'], fontWeight: 800, fontVariantNumeric: 'tabular-nums' });
export const reports = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 460px), 1fr))',
});
export const wide = style({ gridColumn: '1 / -1' });
