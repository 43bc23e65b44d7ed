/** The member parts of the lot page: reserve and fee notes, the maximum, the history's automatic mark, the price chart. */
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const notes = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '6px 10px', fontSize: vars.text.md });
const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  fontWeight: 700,
  fontSize: vars.text.sm,
});
export const reserve = styleVariants({
  met: [pill, { background: vars.color.greenSoft, color: vars.color.green }],
  notMet: [pill, { background: vars.color.yellowSoft, color: vars.color.yellow }],
});
export const feeRule = style({ color: vars.color.inkSoft });

export const maximum = style({ display: 'grid', gap: vars.space.sm });
export const ownMax = style({ margin: 0, fontWeight: 700, color: vars.color.blue, fontVariantNumeric: 'tabular-nums' });
export const ownMaxPassed = style([ownMax, { color: vars.color.red }]);

export const bidList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '6px' });
globalStyle(`${bidList} li`, {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4px 8px',
  borderBottom: `1px solid ${vars.color.line}`,
  padding: '6px 0',
});
export const bidAmount = style({ display: 'inline-flex', alignItems: 'center', gap: '8px' });
export const autoTag = style({
  padding: '1px 8px',
  borderRadius: vars.radius.pill,
  background: vars.color.blueSoft,
  color: vars.color.blue,
  fontSize: vars.text.xs,
  fontWeight: 700,
});
export const bidTime = style({ color: vars.color.inkSoft, fontSize: vars.text.md });

export const chartSection = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, marginTop: vars.space.lg });
export const chartTitle = style({ fontSize: vars.text.base, margin: 0 });
/** the heading of the chart table's ends (the original one and each extension's) */
export const endsTitle = style({ fontSize: vars.text.md, margin: `${vars.space.md} 0 ${vars.space.xs}` });
