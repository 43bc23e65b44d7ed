import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const carousel = style({
  position: 'relative',
  marginTop: vars.space.md,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  height: '340px',
  '@media': { 'screen and (min-width: 760px)': { height: 'auto', aspectRatio: '1600 / 560' } },
  background: `linear-gradient(120deg, ${vars.color.brandDark}, ${vars.color.brand} 60%, #E4405A)`,
  boxShadow: vars.shadow.card,
});

export const slide = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  visibility: 'hidden',
  transition: 'opacity .5s ease, visibility .5s',
  // red gradient fallback when the image is missing or fails
  background: `linear-gradient(120deg, ${vars.color.brandDark}, ${vars.color.brand} 60%, #E4405A)`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const slideActive = style({ opacity: 1, visibility: 'visible' });

export const image = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });

export const overlay = style({
  position: 'relative',
  height: '100%',
  maxWidth: '560px',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: '10px',
  padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.xl}`,
  color: '#fff',
  '@media': {
    // On phones the text covers the whole slide: a scrim keeps it readable over the picture.
    'screen and (max-width: 759px)': {
      maxWidth: 'none',
      padding: `${vars.space.md} 60px ${vars.space.xl}`,
      background: 'linear-gradient(90deg, rgba(24,10,14,.88), rgba(24,10,14,.55))',
    },
  },
});

const phone = 'screen and (max-width: 759px)';
const clamp = (lines: number) =>
  ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }) as const;

export const subtitle = style({
  margin: 0,
  fontSize: vars.text.sm,
  fontWeight: 700,
  letterSpacing: '.08em',
  textTransform: 'uppercase',
  opacity: 0.9,
  '@media': { [phone]: clamp(1) },
});
export const title = style({
  fontSize: vars.text.hero,
  fontWeight: 800,
  '@media': { [phone]: clamp(2) },
  letterSpacing: '-0.01em',
  textShadow: '0 1px 12px rgba(0,0,0,.25)',
});
export const text = style({
  margin: 0,
  fontSize: vars.text.lead,
  opacity: 0.95,
  maxWidth: '46ch',
  '@media': { [phone]: clamp(3) },
});
export const cta = style({
  marginTop: '6px',
  display: 'inline-flex',
  padding: '10px 20px',
  borderRadius: vars.radius.sm,
  background: '#fff',
  color: vars.color.brand,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});

export const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  borderRadius: '50%',
  boxShadow: vars.shadow.card,
});
export const prev = style({ left: '12px' });
export const next = style({ right: '12px' });

export const dots = style({
  position: 'absolute',
  bottom: '14px',
  left: 0,
  right: 0,
  display: 'flex',
  justifyContent: 'center',
  gap: '8px',
});
export const dot = style({ width: '8px', height: '8px', borderRadius: '50%', background: 'rgba(255,255,255,.5)' });
export const dotActive = style({ background: '#fff', width: '22px', borderRadius: '4px' });
