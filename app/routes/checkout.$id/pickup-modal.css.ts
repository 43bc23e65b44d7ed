import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const body = style({ display: 'grid', gap: vars.space.md });
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '4px 12px',
  fontSize: vars.text.base,
  background: vars.color.page,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});
export const term = style({ color: vars.color.muted, fontWeight: 600 });
export const value = style({ margin: 0 });
export const small = style({ margin: 0, paddingLeft: '18px', fontSize: vars.text.md, display: 'grid', gap: '2px' });
export const pickers = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const legend = style({ fontSize: vars.text.md, fontWeight: 600, color: vars.color.inkSoft, margin: '0 0 6px' });
export const calendar = style({ width: 'fit-content' });
export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});
export const calendarTitle = style({
  margin: 0,
  fontSize: vars.text.base,
  fontWeight: 700,
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});
export const navButton = style({
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  width: '36px',
  height: '36px',
  cursor: 'pointer',
  fontSize: vars.text.lg,
  selectors: { '&[data-disabled]': { opacity: 0.4, cursor: 'default' } },
});
export const grid = style({ borderCollapse: 'collapse' });
export const headerCell = style({
  fontSize: vars.text.xs,
  color: vars.color.muted,
  fontWeight: 700,
  padding: '4px',
  textTransform: 'uppercase',
});
export const cell = style({
  width: '40px',
  height: '40px',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontWeight: 600,
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-unavailable], &[data-disabled]': {
      color: vars.color.muted,
      textDecoration: 'line-through',
      cursor: 'default',
      fontWeight: 400,
    },
    '&[data-hovered]:not([data-unavailable]):not([data-disabled])': { background: vars.color.brandSoft },
    '&[data-selected]': { background: vars.color.brand, color: '#fff' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
export const times = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
  gap: vars.space.sm,
  alignContent: 'start',
});
export const time = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  padding: '8px',
  display: 'grid',
  justifyItems: 'center',
  cursor: 'pointer',
  outline: 'none',
  background: vars.color.surface,
  selectors: {
    '&[data-selected]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[data-disabled]': { color: vars.color.muted, cursor: 'default', background: vars.color.page },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
export const timeLabel = style({ fontWeight: 700 });
export const slotsLeft = style({ fontSize: vars.text.xs, color: vars.color.inkSoft });
export const optional = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
});
export const optionalTitle = style({ fontSize: vars.text.base, fontWeight: 700, padding: '0 4px' });
export const textArea = style({
  width: '100%',
  minHeight: '72px',
  padding: '10px 12px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  fontFamily: 'inherit',
  fontSize: vars.text.base,
  resize: 'vertical',
});
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
