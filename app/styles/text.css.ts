/** Small texts many screens share: a field's label, a muted note, the sentence an empty list shows. */
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const fieldLabel = style({ fontSize: vars.text.md, fontWeight: 600, color: vars.color.inkSoft });

export const mutedNote = style({ margin: 0, color: vars.color.muted, fontSize: vars.text.md });

export const emptyNote = style({ margin: 0, color: vars.color.muted });
