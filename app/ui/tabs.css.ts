/** The look of react-aria Tabs on pages with sections: an underlined, scrollable row of tabs. */
import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const tabList = style({
  display: 'flex',
  gap: '2px',
  borderBottom: `1px solid ${vars.color.line}`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  fontWeight: 700,
  color: vars.color.inkSoft,
  // Tabs are links (`?aba=`): no link underline, the selected one has its bar.
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  outline: 'none',
  selectors: {
    '&[data-selected]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&[data-hovered]:not([data-selected])': { color: vars.color.ink },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});
export const panel = style({
  paddingTop: vars.space.lg,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  outline: 'none',
});
