import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const gallery = style({ display: 'grid', gap: vars.space.sm });
export const main = style({
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.skeleton,
  boxShadow: vars.shadow.card,
});
export const thumbs = style({ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: vars.space.sm });
export const thumb = style({
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  aspectRatio: '4 / 3',
  cursor: 'pointer',
  background: vars.color.skeleton,
  opacity: 0.75,
  selectors: { '&:hover': { opacity: 1 } },
});
export const thumbActive = style({ borderColor: vars.color.brand, opacity: 1 });
