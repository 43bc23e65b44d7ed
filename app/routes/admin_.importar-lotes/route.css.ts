import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { panel, panelTitle } from '~/styles/surface.css';
import { fieldLabel, mutedNote } from '~/styles/text.css';
import { vars } from '~/styles/theme.css';
import { pageGrid, pageTitle } from '~/styles/utility.css';
import { dropZoneLook } from '~/ui/drop-zone.css';

export const page = pageGrid;
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const title = pageTitle;
export const section = panel;
export const sectionTitle = panelTitle;
export const note = mutedNote;
export const label = fieldLabel;
export const pickers = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' });
export const picker = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 });
export const chosen = style({ margin: 0, overflowWrap: 'anywhere', fontSize: vars.text.md });
export const dropZone = style([
  dropZoneLook,
  {
    display: 'grid',
    placeItems: 'center',
    padding: vars.space.lg,
  },
]);
export const pickButton = style({
  justifySelf: 'start',
  padding: '8px 14px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const summary = style({ margin: 0, fontWeight: 700 });
export const errorList = style({
  margin: 0,
  paddingLeft: '1.2em',
  display: 'grid',
  gap: '2px',
  color: vars.color.red,
  overflowWrap: 'anywhere',
});
export const cellErrors = style({
  margin: 0,
  paddingLeft: '1.1em',
  color: vars.color.red,
  fontSize: vars.text.md,
  overflowWrap: 'anywhere',
});
/** Wide enough to read a sentence a line (squeezed, a row's errors stood one word a line); the title beside it too. */
export const errorsCell = style({ minWidth: '22rem' });
export const titleCell = style({ minWidth: '12rem' });
const badge = style({ fontWeight: 700, whiteSpace: 'nowrap' });
export const action = styleVariants({
  create: [badge, { color: vars.color.green }],
  update: [badge, { color: vars.color.ink }],
  refuse: [badge, { color: vars.color.red }],
  invalid: [badge, { color: vars.color.red }],
});

/** Where the preview's rows turn from a table into cards. */
const phone = 'screen and (max-width: 760px)';
export const wideOnly = style({ minWidth: 0, '@media': { [phone]: { display: 'none' } } });
export const cards = style({
  display: 'none',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gap: vars.space.sm,
  '@media': { [phone]: { display: 'grid' } },
});
export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});
export const cardTitle = style({ fontSize: vars.text.base, fontWeight: 700 });
export const cardFields = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `0 ${vars.space.sm}`,
  fontSize: vars.text.md,
});
globalStyle(`${cardFields} dt`, { color: vars.color.inkSoft, fontWeight: 600 });
globalStyle(`${cardFields} dd`, { margin: 0 });
export const reason = style({ display: 'block', fontSize: vars.text.sm, color: vars.color.inkSoft });
export const progress = style({ display: 'grid', gap: vars.space.xs });
export const track = style({ height: '10px', borderRadius: vars.radius.pill, background: vars.color.page, overflow: 'hidden' });
export const fill = style({ height: '100%', background: vars.color.brand, transition: 'width 0.2s' });
export const format = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.text.md });
export const formatList = style({ margin: 0, paddingLeft: '1.2em', display: 'grid', gap: '2px', overflowWrap: 'anywhere' });
export const example = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.page,
  borderRadius: vars.radius.sm,
  fontSize: vars.text.sm,
  // the frame around it (TableScroll) scrolls sideways, and takes the focus for the keyboard
  whiteSpace: 'pre',
  width: 'max-content',
});
export const lotLinks = style({ margin: 0, paddingLeft: '1.2em', display: 'grid', gap: '2px', overflowWrap: 'anywhere' });
