import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.md} 0 0`,
  fontSize: vars.text.md,
  color: vars.color.muted,
});

export const item = style({
  selectors: {
    '&:not(:last-child)::after': { content: '"›"', margin: '0 8px', color: vars.color.muted },
  },
});

export const link = style({ color: vars.color.inkSoft, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
