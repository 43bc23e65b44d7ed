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

/**
 * A page's column under `container` (which it follows here, so its top and bottom padding win): sections stacked
 * in a grid whose one column may shrink below its content's width (a row of tabs then scrolls instead of
 * widening the page past a phone's screen).
 */
export const pageGrid = style({
  paddingTop: vars.space.lg,
  paddingBottom: vars.space.xl,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
});

export const pageTitle = style({ fontSize: vars.text['4xl'], fontWeight: 800 });
