import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const region = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 100,
  display: 'grid',
  gap: vars.space.sm,
  width: 'min(380px, calc(100vw - 32px))',
  pointerEvents: 'none',
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: '12px 14px',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  background: vars.color.surface,
  borderLeft: '5px solid',
});

export const tone = styleVariants({
  success: { borderLeftColor: vars.color.green, color: vars.color.green },
  error: { borderLeftColor: vars.color.red, color: vars.color.red },
  warning: { borderLeftColor: '#C99A00', color: vars.color.yellow },
  info: { borderLeftColor: vars.color.blue, color: vars.color.blue },
  loading: { borderLeftColor: vars.color.muted, color: vars.color.inkSoft },
});

export const icon = style({ flexShrink: 0, marginTop: '1px' });
export const message = style({ margin: 0, flex: 1, color: vars.color.ink, fontSize: vars.text.base });
export const close = style({
  border: 0,
  background: 'transparent',
  color: vars.color.muted,
  cursor: 'pointer',
  padding: '2px',
  borderRadius: vars.radius.sm,
});

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spin = style({ animation: `${rotate} 1s linear infinite` });
