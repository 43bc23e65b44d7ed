import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const container = style({
  width: '100%',
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
});

export const main = style({ flex: 1, paddingBottom: vars.space.xl });
