import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const title = style({ fontSize: '28px', fontWeight: 800, marginTop: vars.space.md });
