import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const errorBox = style({ padding: `${vars.space.xl} ${vars.space.md}`, display: 'grid', gap: vars.space.md, justifyItems: 'start' });
