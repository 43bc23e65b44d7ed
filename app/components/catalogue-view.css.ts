import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const results = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.inkSoft,
  fontSize: vars.text.base,
  selectors: { '&:empty': { margin: 0 } },
});
export const ignored = style({ display: 'grid', gap: vars.space.xs, listStyle: 'none', margin: `0 0 ${vars.space.md}`, padding: 0 });
export const ignoredNote = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: '8px 12px',
  borderRadius: vars.radius.md,
  background: vars.color.yellowSoft,
  color: vars.color.ink,
  fontSize: vars.text.md,
  overflowWrap: 'anywhere',
});
export const ignoredIcon = style({ flex: 'none', marginTop: '2px', color: vars.color.yellow });
