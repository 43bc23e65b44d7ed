import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  cursor: 'pointer',
  fontWeight: 600,
  selectors: { '&[data-disabled]': { cursor: 'default', opacity: 0.6 } },
});
export const track = style({
  width: '40px',
  height: '24px',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.inkSoft}`,
  background: vars.color.surface,
  position: 'relative',
  flexShrink: 0,
  transition: 'background 120ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.green, borderColor: vars.color.green },
    [`${switchRoot}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '16px',
  height: '16px',
  borderRadius: '50%',
  background: vars.color.inkSoft,
  transition: 'transform 120ms',
  selectors: { [`${switchRoot}[data-selected] &`]: { transform: 'translateX(16px)', background: '#fff' } },
});
