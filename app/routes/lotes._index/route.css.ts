import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const title = style({ fontSize: vars.text['4xl'], fontWeight: 800, marginTop: vars.space.md });
