import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  fontFamily: 'inherit',
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: 'background-color .15s, border-color .15s, color .15s',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.brand,
    color: '#fff',
    selectors: { '&:hover:not(:disabled), &:active:not(:disabled)': { background: vars.color.brandDark } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.brand,
    borderColor: vars.color.brand,
    selectors: { '&:hover:not(:disabled), &:active:not(:disabled)': { background: vars.color.brandSoft } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.ink,
    selectors: { '&:hover:not(:disabled), &:active:not(:disabled)': { background: vars.color.page } },
  },
  light: {
    background: '#fff',
    color: vars.color.brand,
    selectors: { '&:hover:not(:disabled), &:active:not(:disabled)': { background: vars.color.brandSoft } },
  },
});

export const size = styleVariants({
  sm: { padding: '6px 12px', fontSize: vars.text.md, minHeight: '34px' },
  md: { padding: '10px 18px', fontSize: vars.text.base, minHeight: '42px' },
  lg: { padding: '14px 22px', fontSize: vars.text.base, minHeight: '48px' },
  icon: { padding: '8px', minWidth: '40px', minHeight: '40px' },
});

export const block = style({ width: '100%' });
