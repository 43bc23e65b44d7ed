import { style } from '@vanilla-extract/css';
import { fieldLabel } from '~/styles/text.css';
import { vars } from '~/styles/theme.css';
import { dropZoneLook } from '~/ui/drop-zone.css';

export const field = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const legend = fieldLabel;
export const dropZone = style([
  dropZoneLook,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    padding: vars.space.md,
  },
]);
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.sm,
  padding: 0,
  margin: 0,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` } },
});
export const item = style({
  position: 'relative',
  display: 'grid',
  gap: '6px',
  padding: '6px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-dragging]': { opacity: 0.5 },
  },
});
export const thumb = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.page,
});
export const itemHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4px', minHeight: '28px' });
export const handle = style({
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.ink,
  borderRadius: vars.radius.sm,
  padding: '2px 8px',
  cursor: 'grab',
  fontSize: vars.text.base,
  lineHeight: 1.2,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});
export const itemActions = style({ display: 'flex', gap: '4px', flexWrap: 'wrap' });
export const smallButton = style({
  flex: '1 1 auto',
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brand,
  borderRadius: vars.radius.sm,
  padding: '4px 6px',
  fontSize: vars.text.sm,
  fontWeight: 600,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
export const dropIndicator = style({
  outline: 'none',
  selectors: { '&[data-drop-target]': { outline: `2px solid ${vars.color.focus}`, borderRadius: vars.radius.sm } },
});
export const progress = style({ display: 'grid', gap: '4px', fontSize: vars.text.md, color: vars.color.inkSoft });
export const track = style({ height: '8px', borderRadius: vars.radius.pill, background: vars.color.line, overflow: 'hidden' });
export const fill = style({ height: '100%', background: vars.color.green, transition: 'width .2s' });
