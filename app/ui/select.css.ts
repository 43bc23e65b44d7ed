import { style } from '@vanilla-extract/css';
import { fieldLabel } from '~/styles/text.css';
import { vars } from '~/styles/theme.css';

export const select = style({ display: 'inline-flex', alignItems: 'center', gap: '8px' });
/** A form's field: the label above, the trigger as wide as its column. */
export const stacked = style({ display: 'grid', gap: '4px', alignContent: 'start', minWidth: 0 });
export const label = style({ fontSize: vars.text.md, color: vars.color.inkSoft, whiteSpace: 'nowrap' });
export const stackedLabel = fieldLabel;
export const stackedTrigger = style({ width: '100%', minWidth: 0, minHeight: '44px' });
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px',
  minWidth: '190px',
  minHeight: '40px',
  padding: '8px 12px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontFamily: 'inherit',
  fontSize: vars.text.base,
  color: vars.color.ink,
  cursor: 'pointer',
});
export const chevron = style({ transform: 'rotate(90deg)', color: vars.color.muted });
export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.raised,
  minWidth: 'var(--trigger-width)',
});
export const listBox = style({ outline: 'none', padding: '4px' });
export const option = style({
  padding: '8px 12px',
  borderRadius: '4px',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.page },
    '&[data-selected]': { fontWeight: 700, color: vars.color.brand },
  },
});
