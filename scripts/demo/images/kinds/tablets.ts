/** Tablets (iPad e Android): frente com a tela, verso com câmera e logotipo; kit com caixa e cabo. */
import { retailKit, usbCable } from '../accessories';
import { type ArtCommon, isMany, type KindDrawer } from '../art';
import { logo } from '../brands';
import { darken, lighten } from '../color';
import type { Ctx } from '../defs';
import { arrange, type Drawing, floorShadow } from '../drawing';
import { screen, type ScreenStyle } from '../screens';
import { C, f, G, poly, R, T } from '../svg';
import { lookup } from '../values';
import { PHONE_COLORS } from './phones';

export interface TabletArt extends ArtCommon {
  /** botão de início (moldura larga) */
  homeButton?: boolean;
  /** altura / largura (padrão 500/720) */
  ratio?: number;
  /** gradiente do papel de parede */
  wall?: readonly string[];
  screenStyle?: ScreenStyle;
}

const tabletColor = (p: TabletArt): string => lookup(PHONE_COLORS, p.color, '#c9cbce');
const tabletHeight = (p: TabletArt, W: number): number => (p.ratio ? W * p.ratio : 500);

function tabletFront(ctx: Ctx, p: TabletArt): Drawing {
  const W = 720;
  const H = tabletHeight(p, W);
  const frame = tabletColor(p);
  const bz = p.homeButton ? 48 : 24;
  let s = R(0, 0, W, H, ctx.lin([lighten(frame, 0.2), frame, darken(frame, 0.15)]), { rx: 36 });
  s += R(5, 5, W - 10, H - 10, '#060607', { rx: 32 });
  const sw = W - bz * 2 - (p.homeButton ? 20 : 0);
  const sh = H - (p.homeButton ? 48 : 24) * 2 + (p.homeButton ? 24 : 0);
  const sx = p.homeButton ? bz + 10 : bz;
  const sy = (H - sh) / 2;
  s += G(
    screen(ctx, 0, 0, sw, sh, p.screenStyle ?? (p.brand === 'apple' ? 'ipados' : 'androidTab'), { glare: true, wall: p.wall }),
    `translate(${f(sx)},${f(sy)})`,
    ctx.clipRR(0, 0, sw, sh, p.homeButton ? 0 : 16),
  );
  if (p.homeButton) s += C(W - 30, H / 2, 18, '#0b0b0c', { stroke: '#444', sw: 2 }) + C(28, H / 2, 4, '#1a1f2b');
  else s += C(W / 2, 13, 4, '#1a1f2b');
  return { svg: s, w: W, h: H, shadow: floorShadow(W, H, 18) };
}

function tabletBack(ctx: Ctx, p: TabletArt): Drawing {
  const W = 720;
  const H = tabletHeight(p, W);
  const col = tabletColor(p);
  let s = R(0, 0, W, H, ctx.lin([lighten(col, 0.15), col, darken(col, 0.12)], 0, 0, 1, 1), { rx: 36 });
  s += poly(
    [
      [W * 0.1, 0],
      [W * 0.4, 0],
      [W * 0.1, H],
      [0, H],
      [0, H * 0.7],
    ],
    '#ffffff',
    { op: 0.07 },
  );
  s += C(52, 52, 18, darken(col, 0.3), { stroke: darken(col, 0.1), sw: 3 }) + C(52, 52, 10, '#0a0a0c') + C(48, 48, 3, '#fff', { op: 0.5 });
  s += p.brand === 'apple' ? logo('apple', W / 2, H / 2, 60, darken(col, 0.15)) : logo(p.brand, W / 2, H - 60, 18, darken(col, 0.25));
  s += T(W / 2, H - 30, p.model ?? '', { size: 11, anchor: 'middle', fill: darken(col, 0.35) });
  return { svg: s, w: W, h: H, shadow: floorShadow(W, H, 18), focus: { x: 0, y: 0, w: W * 0.62, h: H * 0.62 } };
}

export const tablet: KindDrawer<TabletArt> = {
  hero(ctx, p) {
    const back = tabletBack(ctx, p);
    if (isMany(p)) {
      const fr = tabletFront(ctx, p);
      return arrange(ctx, [
        { d: back, x: -fr.w * 0.4, y: -fr.h * 0.16, s: 0.88 },
        { d: back, x: fr.w * 0.52, y: -fr.h * 0.16, s: 0.88 },
        { d: fr, x: 0, y: 0 },
      ]);
    }
    return arrange(ctx, [
      { d: { ...back, svg: G(back.svg, 'rotate(-6 360 250)') }, x: 0, y: 0, s: 0.9 },
      { d: tabletFront(ctx, p), x: 140, y: 80 },
    ]);
  },
  alt: tabletBack,
  detail: tabletBack,
  kit: retailKit(tabletFront, { box: [640, 460, 60], art: [440, 300], boxH: 420, prodH: 330, acc: usbCable, accH: 80 }),
};
