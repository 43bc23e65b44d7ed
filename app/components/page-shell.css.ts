import { style } from '@vanilla-extract/css';
import { raised } from '~/styles/surface.css';
import { vars } from '~/styles/theme.css';
import { pageTitle } from '~/styles/utility.css';

export const page = style({ paddingTop: vars.space.lg, display: 'grid', gap: vars.space.md });
export const title = pageTitle;
export const note = style([raised, { margin: 0, color: vars.color.inkSoft, padding: vars.space.lg }]);
