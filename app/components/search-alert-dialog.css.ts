import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const bar = style({ display: 'flex', justifyContent: 'flex-end', margin: `0 0 ${vars.space.md}` });
export const form = style({ display: 'grid', gap: vars.space.md });
export const group = style({ border: 0, padding: 0, margin: 0, display: 'grid', gap: '8px' });
export const legend = style({ fontWeight: 700, marginBottom: '4px' });
export const summary = style({ margin: 0, paddingLeft: '18px', display: 'grid', gap: '2px', color: vars.color.inkSoft });
export const radio = style({
  display: 'grid',
  gap: '2px',
  padding: '10px 12px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const radioLabel = style({ fontWeight: 600 });
export const radioHelp = style({ fontSize: vars.text.sm, color: vars.color.muted });
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
