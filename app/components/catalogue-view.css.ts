import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const results = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.inkSoft, fontSize: vars.text.base });
