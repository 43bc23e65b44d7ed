import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: 'rgba(16, 20, 26, .55)',
  display: 'grid',
  // One column as wide as the screen less the padding: a dialog never grows past it (and off centre) for its content.
  gridTemplateColumns: 'minmax(0, 1fr)',
  placeItems: 'center',
  padding: vars.space.md,
  overflowY: 'auto',
});
const modalBase = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  outline: 'none',
});
export const modal = styleVariants({
  md: [modalBase, { width: 'min(460px, 100%)' }],
  lg: [modalBase, { width: 'min(760px, 100%)' }],
});
export const dialog = style({ outline: 'none', padding: vars.space.lg, display: 'grid', gap: vars.space.md });
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ fontSize: vars.text['2xl'], fontWeight: 800, margin: 0 });
export const close = style({
  border: 0,
  background: 'transparent',
  color: vars.color.muted,
  borderRadius: vars.radius.sm,
  padding: '6px',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.page, color: vars.color.ink } },
});
export const body = style({ display: 'grid', gap: vars.space.md });
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
