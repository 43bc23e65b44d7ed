import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const title = style({ fontSize: vars.text.lg });
/** What the serial belongs to on the left (wrapping), the serial whole on the right, on one line. */
export const list = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) max-content',
  gap: '4px 12px',
  fontSize: vars.text.base,
});
export const serial = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.text.base,
  whiteSpace: 'nowrap',
});
