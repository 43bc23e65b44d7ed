import { style, styleVariants } from '@vanilla-extract/css';
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
export const action = styleVariants({
  create: { color: vars.color.green, fontWeight: 700 },
  update: { color: vars.color.ink, fontWeight: 700 },
  refuse: { color: vars.color.red, fontWeight: 700 },
});
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
