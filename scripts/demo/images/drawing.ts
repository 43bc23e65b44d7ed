/**
 * Drawings e composição: uma drawing é { svg, w, h, shadow?, focus? } em coordenadas locais;
 * aqui ela é posicionada com sombra de contato, combinada com outras e empilhada em lotes de várias unidades.
 */
import { type Ctx, fade } from './defs';
import { E, f, G } from './svg';

/** elipse da sombra de contato, em coordenadas locais */
export interface Shadow {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Drawing {
  svg: string;
  w: number;
  h: number;
  shadow?: Shadow;
  /** a área ampliada pela vista de detalhe */
  focus?: Rect;
  /** a drawing já traz as próprias sombras (resultado de arrange) */
  noShadow?: boolean;
}

function shadowSvg(ctx: Ctx, sh: Shadow, strength = 1): string {
  const g1 = ctx.rad(fade('#000000', [0, 0.34 * strength], [0.6, 0.12 * strength], [1, 0]));
  const g2 = ctx.rad(fade('#000000', [0, 0.5 * strength], [1, 0]));
  return E(sh.cx, sh.cy, sh.rx * 1.12, sh.ry * 1.25 + 12, g1) + E(sh.cx, sh.cy, sh.rx * 0.96, sh.ry * 0.8, g2);
}

/** sombra de um objeto deitado, rente à borda de baixo */
export const floorShadow = (w: number, h: number, ry: number): Shadow => ({ cx: w / 2, cy: h - 4, rx: w * 0.5, ry });

function defShadow(d: Drawing): Shadow {
  return d.shadow ?? { cx: d.w / 2, cy: d.h - 2, rx: d.w * 0.5, ry: Math.max(10, d.h * 0.035) };
}

export interface PlaceOptions {
  noShadow?: boolean;
  /** intensidade da sombra (1 = normal) */
  shadow?: number;
}

/** posiciona uma drawing em (x, y) com escala s, sobre a sua sombra de contato */
export function place(ctx: Ctx, d: Drawing, x: number, y: number, s = 1, o: PlaceOptions = {}): string {
  const sh = o.noShadow || d.noShadow ? '' : shadowSvg(ctx, defShadow(d), o.shadow ?? 1);
  return G(sh + d.svg, `translate(${f(x)},${f(y)}) scale(${f(s)})`);
}

/** uma drawing posicionada: canto superior esquerdo (x, y) e escala s */
export interface Placed extends PlaceOptions {
  d: Drawing;
  x: number;
  y: number;
  s?: number;
}

/** combina várias drawings numa só: items = [{ d, x, y, s }] (x,y = canto sup. esq.) */
export function arrange(ctx: Ctx, items: readonly Placed[]): Drawing {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const it of items) {
    const s = it.s ?? 1;
    minX = Math.min(minX, it.x);
    minY = Math.min(minY, it.y);
    maxX = Math.max(maxX, it.x + it.d.w * s);
    maxY = Math.max(maxY, it.y + it.d.h * s);
  }
  const svg = items.map((it) => place(ctx, it.d, it.x - minX, it.y - minY, it.s ?? 1, it)).join('');
  return { svg, w: maxX - minX, h: maxY - minY, noShadow: true };
}

/** posiciona uma drawing apoiada numa linha de base (y = base) e centrada em cx, com altura alvo */
export const onBase = (d: Drawing, cx: number, base: number, hgt: number): Placed => {
  const s = hgt / d.h;
  return { d, s, x: cx - (d.w * s) / 2, y: base - d.h * s };
};

// ── lotes com várias unidades ──

/** a unidade da frente ladeada por duas outras, um pouco atrás */
export function trio(ctx: Ctx, front: Drawing, back: Drawing): Drawing {
  return arrange(ctx, [
    { d: back, x: -front.w * 0.62, y: -front.h * 0.08, s: 0.88 },
    { d: back, x: front.w * 0.74, y: -front.h * 0.08, s: 0.88 },
    { d: front, x: 0, y: 0 },
  ]);
}

/** pilha de n unidades, `step` acima uma da outra, com deslocamento lateral aleatório até `jitter` */
export function stackOf(ctx: Ctx, d: Drawing, n: number, step: number, jitter = 0): Drawing {
  const items: Placed[] = [];
  for (let i = 0; i < n; i++) items.push({ d, x: jitter ? ctx.ri(-jitter, jitter) : 0, y: -i * step, noShadow: i > 0 });
  return arrange(ctx, items);
}

/** a drawing com a área que a vista de detalhe amplia */
export function withFocus<D extends Drawing>(d: D, focus: (d: D) => Rect): D {
  d.focus = focus(d);
  return d;
}
