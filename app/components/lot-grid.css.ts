import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': {
    'screen and (max-width: 980px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md },
  },
});

export const sentinel = style({ height: '1px' });
export const empty = style({
  textAlign: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
  color: vars.color.muted,
  fontSize: vars.text.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
});
export const loadingMore = style({ textAlign: 'center', color: vars.color.muted, padding: vars.space.md, margin: 0 });
