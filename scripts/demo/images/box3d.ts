/** Caixa em projeção oblíqua: a forma básica de gabinetes, servidores, impressoras, caixas de papelão etc. */
import { darken, lighten } from './color';
import { type Ctx, shine, stops, surf } from './defs';
import type { Drawing, Shadow } from './drawing';
import { f, G, L, poly, R } from './svg';

export interface Box3dOptions {
  /** largura e altura da frente, profundidade */
  size: readonly [w: number, h: number, d: number];
  /** encurtamento da profundidade */
  k?: number;
  /** ângulo da profundidade, em graus */
  ang?: number;
  body?: string;
  topColor?: string;
  sideColor?: string;
  /** desenho da frente em (0..w, 0..h) */
  front?: ((w: number, h: number) => string) | undefined;
  /** desenho do topo em (0..w, 0..d): t = 0 no fundo, t = d na borda frontal */
  top?: ((w: number, d: number) => string) | undefined;
  /** desenho da lateral direita em (0..d, 0..h): s = 0 na frente */
  side?: ((d: number, h: number) => string) | undefined;
}

export interface Box3d extends Drawing {
  /** deslocamento do fundo em relação à frente */
  dx: number;
  dy: number;
  shadow: Shadow;
}

/** cores de uma caixa de uma cor só: o topo clareado e a lateral escurecida */
export const tinted = (body: string, top: number, side: number) => ({ body, topColor: lighten(body, top), sideColor: darken(body, side) });

/**
 * caixa em projeção oblíqua (frente plana, topo e lateral direita em perspectiva).
 * faces: front(w,h) em (0..w,0..h); top(w,d) com t=0 no fundo, t=d na borda frontal; side(d,h) com s=0 na frente.
 */
export function box3d(ctx: Ctx, o: Box3dOptions): Box3d {
  const {
    size: [w, h, d],
    k = 0.42,
    ang = 32,
    body = '#888',
    front,
    top,
    side,
    topColor,
    sideColor,
  } = o;
  const a = (ang * Math.PI) / 180;
  const kc = (d * k * Math.cos(a)) / d;
  const ks = (d * k * Math.sin(a)) / d;
  const dx = d * kc;
  const dy = d * ks;
  const tc = topColor ?? lighten(body, 0.16);
  const sc = sideColor ?? darken(body, 0.22);
  const topM = `matrix(1,0,${f(-kc)},${f(ks)},${f(dx)},0)`;
  const sideM = `matrix(${f(kc)},${f(-ks)},0,1,${f(w)},${f(dy)})`;
  let s = '';
  s += poly(
    [
      [0, dy],
      [dx, 0],
      [w + dx, 0],
      [w, dy],
    ],
    ctx.lin(stops([0, darken(tc, 0.06)], [1, lighten(tc, 0.08)])),
  );
  if (top) s += G(top(w, d), topM);
  s += poly(
    [
      [w, dy],
      [w + dx, 0],
      [w + dx, h],
      [w, h + dy],
    ],
    ctx.lin(shine(sc, 0.05, 0.12), 0, 0, 1, 0),
  );
  if (side) s += G(side(d, h), sideM);
  s += R(0, dy, w, h, surf(ctx, body, 0.1));
  if (front) s += G(front(w, h), `translate(0,${f(dy)})`);
  // realces nas arestas
  s += L(0, dy, w, dy, '#ffffff', 1.4, { op: 0.45 });
  s += L(w, dy, w + dx, 0, '#ffffff', 1.2, { op: 0.3 });
  s += L(w, dy, w, h + dy, '#000000', 1, { op: 0.18 });
  return { svg: s, w: w + dx, h: h + dy, dx, dy, shadow: { cx: (w + dx) / 2, cy: h + dy * 0.5, rx: (w + dx) * 0.53, ry: dy * 0.55 + 10 } };
}
