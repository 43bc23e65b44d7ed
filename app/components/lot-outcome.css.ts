import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const base = style({
  display: 'grid',
  gap: '4px',
  padding: '12px 14px',
  borderRadius: vars.radius.md,
  borderLeft: '4px solid',
});

/** Sold green, below the reserve yellow, without bids (or to a visitor) grey: the outcome's colour at a glance. */
export const block = styleVariants({
  sold: [base, { background: vars.color.greenSoft, borderColor: vars.color.green, color: vars.color.green }],
  reserve_not_met: [base, { background: vars.color.yellowSoft, borderColor: vars.color.yellow, color: vars.color.yellow }],
  no_bids: [base, { background: vars.color.page, borderColor: vars.color.muted, color: vars.color.inkSoft }],
  unknown: [base, { background: vars.color.page, borderColor: vars.color.muted, color: vars.color.inkSoft }],
});

export const headline = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  fontSize: vars.text.xl,
  fontWeight: 800,
  overflowWrap: 'anywhere',
});
globalStyle(`${headline} svg`, { flexShrink: 0 });
export const when = style({ margin: 0, color: vars.color.ink, fontSize: vars.text.md, fontWeight: 600 });
