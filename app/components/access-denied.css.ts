import { style } from '@vanilla-extract/css';
import { raised } from '~/styles/surface.css';
import { vars } from '~/styles/theme.css';

export const card = style([
  raised,
  {
    maxWidth: '560px',
    margin: `${vars.space.xl} auto`,
    padding: vars.space.xl,
    display: 'grid',
    gap: vars.space.md,
    justifyItems: 'center',
    textAlign: 'center',
  },
]);
export const icon = style({ width: '56px', height: '56px', borderRadius: '50%', display: 'grid', placeItems: 'center' });
export const pending = style({ background: vars.color.yellowSoft, color: vars.color.yellow });
export const denied = style({ background: vars.color.redSoft, color: vars.color.red });
export const title = style({ fontSize: vars.text['3xl'], fontWeight: 800 });
export const text = style({ margin: 0, color: vars.color.inkSoft });
