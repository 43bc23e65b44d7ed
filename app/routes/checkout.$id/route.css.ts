import { globalStyle, style } from '@vanilla-extract/css';
import { panel, panelTitle, raised } from '~/styles/surface.css';
import { mutedNote } from '~/styles/text.css';
import { vars } from '~/styles/theme.css';
import { pageGrid, pageTitle } from '~/styles/utility.css';

export const page = pageGrid;
export const heading = style({ display: 'grid', gap: '4px' });
export const title = pageTitle;
export const subtitle = style({ margin: 0, color: vars.color.inkSoft });
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const column = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
/** On a phone the summary (what to pay) comes first. */
export const summary = style({ '@media': { 'screen and (max-width: 900px)': { order: -1 } } });
export const card = panel;
export const cardTitle = panelTitle;
export const lotLine = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });
export const thumb = style({
  width: '84px',
  height: '63px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.page,
  flex: 'none',
});
export const lotTitle = style({ margin: 0, fontWeight: 700 });
export const muted = mutedNote;
export const sums = style({ margin: 0, display: 'grid', gap: '6px' });
export const sumRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
export const total = style({
  borderTop: `1px solid ${vars.color.line}`,
  paddingTop: vars.space.sm,
  fontSize: vars.text.xl,
  fontWeight: 800,
});
export const deadline = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  background: vars.color.yellowSoft,
  color: vars.color.yellow,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: 600,
});
export const overdue = style({ background: vars.color.redSoft, color: vars.color.red });
export const approved = style({
  background: vars.color.greenSoft,
  color: vars.color.green,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: 700,
  margin: 0,
});
export const tabList = style({ display: 'flex', gap: vars.space.sm, borderBottom: `1px solid ${vars.color.line}`, overflowX: 'auto' });
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  fontWeight: 700,
  color: vars.color.inkSoft,
  borderBottom: '3px solid transparent',
  outline: 'none',
  selectors: {
    '&[data-selected]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});
export const tabPanel = style({ paddingTop: vars.space.md, display: 'grid', gap: vars.space.md, outline: 'none' });
export const pix = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'center' } },
});
export const qr = style({
  width: '180px',
  height: '180px',
  background: '#fff',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
});
export const codeBox = style({ display: 'grid', gap: vars.space.sm, width: '100%' });
export const code = style({
  width: '100%',
  minHeight: '96px',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.text.sm,
  wordBreak: 'break-all',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  resize: 'none',
  background: vars.color.page,
  color: vars.color.ink,
});
export const lines = style({ margin: 0, paddingLeft: '18px', display: 'grid', gap: '4px' });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
export const state = style([raised, { padding: vars.space.xl, display: 'grid', gap: vars.space.md, justifyItems: 'start' }]);
globalStyle(`${sums} dd`, { margin: 0, fontWeight: 700 });
/** The charge's live state ('Aguardando pagamento…'). */
export const chargeStatus = style({ margin: 0, fontWeight: 600, color: vars.color.inkSoft });
/** The boleto's linha digitável: monospace, wrapping between its groups on a phone. */
export const linha = style({
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.text.base,
  wordSpacing: '0.25em',
  overflowWrap: 'anywhere',
  background: vars.color.page,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
});
