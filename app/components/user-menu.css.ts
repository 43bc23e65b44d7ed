import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const root = style({ position: 'relative' });
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  borderRadius: vars.radius.pill,
  padding: '4px 12px 4px 4px',
  cursor: 'pointer',
  fontFamily: 'inherit',
  fontSize: vars.text.md,
  fontWeight: 600,
  color: vars.color.ink,
});
export const avatar = style({
  width: '30px',
  height: '30px',
  borderRadius: '50%',
  background: vars.color.brand,
  color: '#fff',
  display: 'grid',
  placeItems: 'center',
  fontWeight: 800,
});
export const name = style({ maxWidth: '12ch', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const panel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  minWidth: '240px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  padding: '6px',
  zIndex: 30,
});
export const identity = style({
  display: 'grid',
  padding: '8px 10px 10px',
  borderBottom: `1px solid ${vars.color.line}`,
  marginBottom: '4px',
  fontSize: vars.text.md,
  color: vars.color.inkSoft,
  overflowWrap: 'anywhere',
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const item = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: '8px 10px',
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  border: 0,
  background: 'transparent',
  fontFamily: 'inherit',
  fontSize: vars.text.base,
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.page } },
});
export const logout = style({ color: vars.color.red });
