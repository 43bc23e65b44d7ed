import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.md });
export const links = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.text.md,
});
export const link = style({
  border: 0,
  background: 'transparent',
  padding: 0,
  color: vars.color.brand,
  fontWeight: 700,
  fontFamily: 'inherit',
  fontSize: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
});
export const muted = style({ margin: 0, color: vars.color.muted });
export const radioGroup = style({ display: 'grid', gap: '6px' });
export const groupLabel = style({ fontSize: vars.text.md, fontWeight: 600, color: vars.color.inkSoft });
export const radios = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
export const radio = style({
  display: 'flex',
  justifyContent: 'center',
  padding: '10px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: {
    '&[data-selected]': { borderColor: vars.color.brand, background: vars.color.brandSoft, color: vars.color.brand },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const sentTitle = style({ margin: 0, fontSize: vars.text.lg, color: vars.color.green });
export const stepTitle = style({ margin: 0, fontSize: vars.text.lg });
export const or = style({ margin: 0, textAlign: 'center', color: vars.color.muted, fontSize: vars.text.sm });
