import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const mobile = 'screen and (max-width: 760px)';
const desktop = 'screen and (min-width: 761px)';

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.line}`,
  position: 'sticky',
  top: 0,
  zIndex: 20,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '64px',
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  fontWeight: 800,
  fontSize: vars.text['2xl'],
  letterSpacing: '-0.02em',
  color: vars.color.brand,
  textDecoration: 'none',
  flexShrink: 0,
});

export const logoMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '34px',
  height: '34px',
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: '#fff',
});

export const searchForm = style({
  flex: 1,
  maxWidth: '560px',
  '@media': { [mobile]: { display: 'none' } },
});

export const searchFormMobile = style({ width: '100%' });

export const searchField = style({
  display: 'flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.page,
  paddingLeft: '14px',
  color: vars.color.muted,
  selectors: {
    '&:focus-within': { borderColor: vars.color.focus, background: vars.color.surface },
  },
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  background: 'transparent',
  padding: '10px 12px',
  fontSize: vars.text.base,
  fontFamily: 'inherit',
  color: vars.color.ink,
  outline: 'none',
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});

export const searchSubmit = style({
  border: 0,
  background: vars.color.brand,
  color: '#fff',
  borderRadius: vars.radius.pill,
  margin: '3px',
  padding: '7px 14px',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
});

/** Bell, then the account buttons (desktop) or the menu toggle (phone). */
export const end = style({ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [mobile]: { display: 'none' } },
});

export const menuToggle = style({
  '@media': { [desktop]: { display: 'none' } },
});

export const mobilePanel = style({
  borderTop: `1px solid ${vars.color.line}`,
  padding: `${vars.space.md} 0`,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [desktop]: { display: 'none' } },
});

export const mobileNav = style({ display: 'grid', gap: '4px' });

export const mobileLink = style({
  display: 'block',
  padding: '10px 4px',
  textDecoration: 'none',
  fontWeight: 600,
  borderBottom: `1px solid ${vars.color.line}`,
});

export const mobileActions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
