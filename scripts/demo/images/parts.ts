/** Peças comuns dos aparelhos: LEDs, parafusos, botão liga/desliga e furações de ventilação. */
import { darken, lighten } from './color';
import { type Ctx, dome, fade, shine, stops } from './defs';
import { C, f, G, L, P, R } from './svg';

/** LED aceso (com halo) ou apagado */
export function led(ctx: Ctx, x: number, y: number, r: number, color: string, on = true): string {
  if (!on) return C(x, y, r, darken(color, 0.6)) + C(x - r * 0.3, y - r * 0.3, r * 0.35, '#ffffff', { op: 0.15 });
  return (
    C(x, y, r * 3.2, ctx.rad(fade(color, [0, 0.55], [1, 0]))) +
    C(x, y, r, lighten(color, 0.25)) +
    C(x - r * 0.25, y - r * 0.25, r * 0.4, '#ffffff', { op: 0.8 })
  );
}

/** parafuso de cabeça em cruz */
export function screw(ctx: Ctx, x: number, y: number, r: number, color = '#9aa0a6'): string {
  return (
    C(x, y, r, dome(ctx, shine(color, 0.35, 0.25))) +
    L(x - r * 0.6, y, x + r * 0.6, y, darken(color, 0.55), r * 0.28) +
    L(x, y - r * 0.6, x, y + r * 0.6, darken(color, 0.55), r * 0.28)
  );
}

/** um parafuso em cada ponto */
export const screws = (ctx: Ctx, at: readonly (readonly [number, number])[], r: number, color?: string): string =>
  at.map(([x, y]) => screw(ctx, x, y, r, color)).join('');

/** parafusos nas frações (fx, fy) de uma face w × h */
export const screwsAt = (ctx: Ctx, w: number, h: number, at: readonly (readonly [number, number])[], r: number, color?: string): string =>
  screws(
    ctx,
    at.map(([x, y]) => [w * x, h * y] as const),
    r,
    color,
  );

/** furação hexagonal de ventilação */
export function ventHex(ctx: Ctx, x: number, y: number, w: number, h: number, pitch = 8, hole = '#111', bg = '', op = 0.85): string {
  const p = ctx.pat(
    `hex${pitch}${hole}`,
    pitch,
    pitch * 1.732,
    C(pitch / 2, pitch * 0.433, pitch * 0.32, hole) + C(0, pitch * 1.299, pitch * 0.32, hole) + C(pitch, pitch * 1.299, pitch * 0.32, hole),
  );
  return (bg ? R(x, y, w, h, bg) : '') + R(x, y, w, h, p, { op });
}

/** rasgos de ventilação */
export function ventSlots(ctx: Ctx, x: number, y: number, w: number, h: number, pitch = 8, hole = '#111', vertical = false, op = 0.85) {
  const p = vertical
    ? ctx.pat(`slv${pitch}${hole}`, pitch, h, R(pitch * 0.25, 0, pitch * 0.5, h, hole, { rx: pitch * 0.25 }))
    : ctx.pat(`slh${pitch}${hole}`, w, pitch, R(0, pitch * 0.25, w, pitch * 0.5, hole, { rx: pitch * 0.25 }));
  return G(R(0, 0, w, h, p, { op }), `translate(${f(x)},${f(y)})`);
}

/** grade de furos quadrados */
export function ventGrid(ctx: Ctx, x: number, y: number, w: number, h: number, pitch = 6, hole = '#111', op = 0.8): string {
  const p = ctx.pat(`sq${pitch}${hole}`, pitch, pitch, R(pitch * 0.15, pitch * 0.15, pitch * 0.7, pitch * 0.7, hole));
  return R(x, y, w, h, p, { op });
}

/** botão liga/desliga com o símbolo ⏻ (glow = cor do símbolo aceso) */
export function powerButton(ctx: Ctx, x: number, y: number, r: number, glow: string | null = null): string {
  let s = C(x, y, r, dome(ctx, stops([0, '#3b3e43'], [1, '#151618'])), { stroke: '#5b5f66', sw: r * 0.12 });
  const c = glow ?? '#cfd3d8';
  s += P(`M${f(x - r * 0.35)},${f(y - r * 0.28)} A${f(r * 0.48)},${f(r * 0.48)} 0 1 0 ${f(x + r * 0.35)},${f(y - r * 0.28)}`, 'none', {
    stroke: c,
    sw: r * 0.13,
    lc: 'round',
  });
  s += L(x, y - r * 0.55, x, y - r * 0.05, c, r * 0.13, { lc: 'round' });
  return s;
}
