import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  minHeight: '44px',
  fontWeight: 600,
});
export const box = style({
  width: '20px',
  height: '20px',
  borderRadius: '4px',
  border: `2px solid ${vars.color.inkSoft}`,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.surface,
  color: '#fff',
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.brand, borderColor: vars.color.brand },
    [`${checkbox}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
