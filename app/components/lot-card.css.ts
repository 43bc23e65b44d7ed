import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { raised } from '~/styles/surface.css';
import { vars } from '~/styles/theme.css';

export const card = style([raised, { display: 'flex', flexDirection: 'column', overflow: 'hidden', minWidth: 0 }]);

export const media = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '4 / 3',
  background: vars.color.skeleton,
  overflow: 'hidden',
});

export const badge = style({ position: 'absolute', top: '10px', left: '10px' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: '8px', padding: '14px 16px 16px', flex: 1 });

export const category = style({
  margin: 0,
  fontSize: vars.text.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '.05em',
  color: vars.color.brand,
});

export const title = style({
  fontSize: vars.text.base,
  fontWeight: 700,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '2.5em',
});
globalStyle(`${title} a`, { textDecoration: 'none' });
globalStyle(`${title} a:hover`, { textDecoration: 'underline' });

export const description = style({
  margin: 0,
  fontSize: vars.text.md,
  color: vars.color.inkSoft,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const price = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  fontSize: vars.text.lg,
  whiteSpace: 'nowrap',
});
export const priceLabel = style({ fontSize: vars.text.sm, color: vars.color.muted });

export const timing = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: '6px',
  fontSize: vars.text.md,
  color: vars.color.inkSoft,
});

export const countdown = style({ fontWeight: 700, color: vars.color.ink, fontVariantNumeric: 'tabular-nums' });

export const actions = style({ display: 'flex', gap: vars.space.sm, marginTop: 'auto', paddingTop: '4px' });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });
export const shimmer = style({ background: vars.color.skeleton, animation: `${pulse} 1.4s ease-in-out infinite` });
export const skelLine = style({ height: '14px', borderRadius: '4px' });
