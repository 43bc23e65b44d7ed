/** Layout of the scheduled auctions' and templates' screens: forms in two columns, the card grid, image strips. */
import { style } from '@vanilla-extract/css';
import { panel, raised } from '~/styles/surface.css';
import { mutedNote } from '~/styles/text.css';
import { vars } from '~/styles/theme.css';
import { pageGrid, pageTitle } from '~/styles/utility.css';

export const page = pageGrid;
export const head = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const title = style([pageTitle, { margin: 0 }]);
export const form = style({ display: 'grid', gap: vars.space.md });
export const grid2 = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  alignItems: 'start',
});
export const fieldset = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
});
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'end', flexWrap: 'wrap' });
export const grow = style({ flex: '1 1 140px', minWidth: 0 });
export const textarea = style({
  width: '100%',
  minHeight: '90px',
  padding: '10px 12px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.muted}`,
  font: 'inherit',
  resize: 'vertical',
  background: vars.color.surface,
  color: vars.color.ink,
});
export const label = style({ fontWeight: 600, fontSize: vars.text.md, display: 'grid', gap: vars.space.xs });
export const hint = style({ fontSize: vars.text.sm, color: vars.color.muted, margin: 0 });
export const thumbs = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
export const thumb = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'center' });
export const thumbImage = style({
  width: '88px',
  height: '66px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.page,
});
export const more = style({
  width: '88px',
  height: '66px',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.sm,
  background: vars.color.page,
  color: vars.color.inkSoft,
  fontWeight: 700,
});
export const cards = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' });
export const card = style([raised, { padding: vars.space.md, display: 'grid', gap: vars.space.sm, alignContent: 'start' }]);
export const cardHead = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, alignItems: 'start' });
export const cardTitle = style({ fontSize: vars.text.lg, fontWeight: 800, margin: 0, overflowWrap: 'anywhere' });
export const countdown = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.blueSoft,
  color: vars.color.blue,
});
export const countdownValue = style({ fontSize: vars.text['3xl'], fontWeight: 800 });
export const ready = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.greenSoft,
  color: vars.color.green,
  fontWeight: 700,
  margin: 0,
});
export const pickList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const pickItem = style({
  width: '100%',
  textAlign: 'left',
  display: 'grid',
  gap: '2px',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const fileInput = style({ fontSize: vars.text.md, maxWidth: '100%' });
export const facts = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', fontSize: vars.text.base });
export const term = style({ color: vars.color.inkSoft, fontWeight: 600, margin: 0, fontSize: vars.text.base });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const contents = style({ display: 'contents' });
export const muted = mutedNote;
export const section = panel;
export const filters = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'end' });
