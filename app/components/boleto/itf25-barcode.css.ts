import { style } from '@vanilla-extract/css';

/** On screen the barcode narrows with its box (its height stays); printed, it keeps its own size in millimetres. */
export const barcode = style({
  display: 'block',
  maxWidth: '100%',
  background: '#fff',
  '@media': { print: { maxWidth: 'none' } },
});
