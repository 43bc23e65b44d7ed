/** Placas de vídeo: frente com ventoinhas, verso com backplate e saídas de vídeo; kit com caixa. */
import { retailKit } from '../accessories';
import type { ArtCommon, KindDrawer } from '../art';
import { box3d } from '../box3d';
import { brandOf, logo } from '../brands';
import { darken, lighten } from '../color';
import { type Ctx, dome, stops, surf } from '../defs';
import { type Drawing, withFocus } from '../drawing';
import { corners } from '../geometry';
import { serialLabel } from '../labels';
import { screwsAt, ventSlots } from '../parts';
import { dport, hdmi } from '../ports';
import { C, f, G, L, P, poly, R, T } from '../svg';
import { range } from '../values';

export interface GpuArt extends ArtCommon {
  /** ventoinhas (1 a 3; padrão 2) */
  fans?: number;
  /** texto na borda de cima */
  topText?: string;
  /** cor de destaque (padrão: a da marca) */
  accent?: string;
  /** cor da carenagem */
  shroud?: string;
  /** 0 = sem conector de energia */
  pins?: number;
}

interface GpuDrawing extends Drawing {
  dx: number;
  dy: number;
  /** largura e altura da placa, sem a perspectiva */
  W: number;
  H: number;
}

function gpuFan(ctx: Ctx, cx: number, cy: number, r: number, hubLogo: string): string {
  let s = C(cx, cy, r, '#0b0b0c') + C(cx, cy, r, 'none', { stroke: '#3a3c40', sw: r * 0.05 });
  const blade = `M0,${f(-r * 0.24)} C${f(r * 0.35)},${f(-r * 0.4)} ${f(r * 0.6)},${f(-r * 0.6)} ${f(r * 0.9)},${f(-r * 0.42)} C${f(r * 0.7)},${f(-r * 0.2)} ${f(r * 0.4)},${f(-r * 0.05)} ${f(r * 0.2)},0 Z`;
  for (let i = 0; i < 11; i++)
    s += G(P(blade, ctx.lin(['#3d3f44', '#1a1b1d'], 0, 0, 1, 1)), `translate(${f(cx)},${f(cy)}) rotate(${f(i * (360 / 11))})`);
  s += C(cx, cy, r * 0.3, dome(ctx, stops([0, '#4a4d52'], [1, '#1b1c1e']))) + hubLogo;
  return s;
}

function gpuCard(ctx: Ctx, p: GpuArt, back = false): GpuDrawing {
  const fans = p.fans ?? 2;
  const W = fans === 3 ? 780 : fans === 1 ? 460 : 620;
  const H = 250;
  const shroud = p.shroud ?? '#1d1e21';
  const acc = p.accent ?? brandOf(p.brand).accent;
  const b = box3d(ctx, {
    size: [W, H, 90],
    k: 0.5,
    ang: 32,
    body: back ? '#26282c' : shroud,
    topColor: darken(shroud, 0.15),
    sideColor: '#b9bdc2',
    top: (Ww, D) =>
      T(Ww * 0.5, D * 0.62, p.topText ?? 'GEFORCE RTX', {
        size: D * 0.42,
        anchor: 'middle',
        fill: acc === '#76B900' ? '#9be22d' : lighten(acc, 0.3),
        weight: 'bold',
        ls: 2,
      }) +
      (p.pins !== 0
        ? R(Ww * 0.82, D * 0.2, Ww * 0.1, D * 0.55, '#0b0b0c', { rx: 2 }) +
          range(4)
            .map((i) => R(Ww * 0.83 + i * Ww * 0.022, D * 0.3, Ww * 0.014, D * 0.32, '#3a3a3a'))
            .join('')
        : ''),
    // suporte (bracket) com as saídas de vídeo
    side: (D, Hh) =>
      back
        ? R(0, -Hh * 0.06, D, Hh * 1.12, surf(ctx, '#c9cdd2', 0.12)) +
          dport(ctx, D * 0.2, Hh * 0.1, D * 0.6) +
          dport(ctx, D * 0.2, Hh * 0.3, D * 0.6) +
          dport(ctx, D * 0.2, Hh * 0.5, D * 0.6) +
          hdmi(ctx, D * 0.2, Hh * 0.7, D * 0.6) +
          ventSlots(ctx, D * 0.15, Hh * 0.85, D * 0.7, Hh * 0.1, 5, '#333')
        : ventSlots(ctx, D * 0.1, Hh * 0.1, D * 0.8, Hh * 0.8, 5, '#222', false, 0.8),
    front: (Ww, Hh) => {
      let s = '';
      if (back) {
        s += R(6, 6, Ww - 12, Hh - 12, surf(ctx, '#2a2c30', 0.1), { rx: 6 });
        s += ventSlots(ctx, Ww * 0.08, Hh * 0.15, Ww * 0.2, Hh * 0.7, 7, '#000', true, 0.7);
        s += logo(p.brand, Ww * 0.6, Hh * 0.45, 34, '#8a8e94');
        s += serialLabel(ctx, Ww * 0.4, Hh * 0.62, 150, { brand: p.brand, model: p.model ?? '', ratio: 0.45 });
        s += screwsAt(ctx, Ww, Hh, [...corners(0.05, 0.08, 0.95, 0.92), [0.45, 0.2], [0.45, 0.8]], 4, '#6b6f75');
        return s;
      }
      s += poly(
        [
          [0, 0],
          [Ww * 0.3, 0],
          [Ww * 0.22, Hh],
          [0, Hh],
        ],
        lighten(shroud, 0.08),
      );
      s += poly(
        [
          [Ww * 0.7, 0],
          [Ww, 0],
          [Ww, Hh],
          [Ww * 0.78, Hh],
        ],
        lighten(shroud, 0.05),
      );
      s += L(Ww * 0.02, Hh * 0.06, Ww * 0.98, Hh * 0.06, acc, 3, { op: 0.9 });
      const r = Hh * 0.42;
      for (let i = 0; i < fans; i++) {
        const cx = (Ww * (i + 0.5)) / fans;
        s += gpuFan(ctx, cx, Hh * 0.52, Math.min(r, Ww / fans / 2 - 8), logo(p.brand, cx, Hh * 0.52, 10, '#a7abb1'));
      }
      return s;
    },
  });
  let extra = '';
  if (!back) {
    // conector PCIe (com o entalhe) e o suporte de fixação
    extra += R(W * 0.12, b.dy + H, W * 0.5, 22, '#1a4d2e');
    for (let i = 0; i < 48; i++) if (i !== 8) extra += R(W * 0.125 + i * W * 0.0102, b.dy + H + 6, W * 0.006, 16, '#d4a93c');
    extra += R(-16, b.dy - 14, 16, H + 40, surf(ctx, '#c9cdd2', 0.15, [0, 0, 1, 0])) + R(-30, b.dy - 14, 30, 10, '#c9cdd2');
  }
  return {
    svg: G(extra + b.svg, 'translate(30,0)'),
    w: b.w + 30,
    h: b.h + 24,
    dy: b.dy,
    dx: b.dx,
    W,
    H,
    shadow: { cx: b.w / 2 + 30, cy: b.h - b.dy * 0.4, rx: b.w * 0.52, ry: b.dy * 0.6 },
  };
}

export const gpu: KindDrawer<GpuArt> = {
  hero: gpuCard,
  alt: (ctx, p) => gpuCard(ctx, p, true),
  detail: (ctx, p) => withFocus(gpuCard(ctx, p, true), (d) => ({ x: 30 + d.W * 0.38, y: 0, w: d.W * 0.62 + d.dx, h: d.h })),
  kit: retailKit(gpuCard, { box: [620, 380, 140], color: '#16171a', art: [420, 200], boxH: 420, prodH: 260 }),
};
