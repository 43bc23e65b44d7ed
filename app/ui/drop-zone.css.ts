import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

/** The look of a react-aria DropZone: dashed frame, highlighted while files are dragged over it, a focus ring. */
export const dropZoneLook = style({
  border: `2px dashed ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.page,
  color: vars.color.inkSoft,
  textAlign: 'center',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.focus, background: vars.color.blueSoft },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
