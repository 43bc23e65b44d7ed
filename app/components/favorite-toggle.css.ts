import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

/** On a card: a zero-height strip over the top of the image, holding the heart at its right. */
export const cardSlot = style({ position: 'relative', height: 0, zIndex: 1 });

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '6px',
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.inkSoft,
  cursor: 'pointer',
  fontFamily: 'inherit',
  fontWeight: 600,
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.brand, borderColor: vars.color.brand },
    '&:hover': { color: vars.color.brand },
    '&[data-busy]': { cursor: 'progress' },
  },
});

export const toggle = styleVariants({
  card: [
    base,
    {
      position: 'absolute',
      top: '10px',
      right: '10px',
      width: '40px',
      height: '40px',
      borderRadius: '50%',
      boxShadow: vars.shadow.card,
      borderColor: 'transparent',
    },
  ],
  detail: [base, { marginLeft: 'auto', borderRadius: vars.radius.pill, padding: '6px 14px', fontSize: vars.text.md, minHeight: '36px' }],
});
