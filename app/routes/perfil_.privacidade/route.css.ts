import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

/** 'Excluir minha conta': the secondary button in red, for the one action here that cannot be undone. */
export const danger = style({
  color: vars.color.red,
  borderColor: vars.color.red,
  selectors: { '&:hover:not(:disabled)': { background: vars.color.redSoft } },
});
