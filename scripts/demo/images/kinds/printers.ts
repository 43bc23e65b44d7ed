/** Impressoras laser (com ou sem multifuncional) e jato de tinta com tanque; kit com toner ou refis. */
import { powerCord } from '../accessories';
import type { ArtCommon, KindDrawer } from '../art';
import { box3d, type Box3d } from '../box3d';
import { brandOf, logo } from '../brands';
import { darken, lighten } from '../color';
import { type Ctx, surf } from '../defs';
import { arrange, type Drawing, onBase, withFocus } from '../drawing';
import { assetTag, serialLabel } from '../labels';
import { powerButton, ventSlots } from '../parts';
import { iecInlet, rj45, usbA } from '../ports';
import { C, L, R, T } from '../svg';

export interface PrinterArt extends ArtCommon {
  type?: 'laser' | 'ink';
  /** multifuncional (scanner no topo) */
  mfp?: boolean;
  /** texto da caixa do toner */
  toner?: string;
}

/** preto, ciano, magenta e amarelo */
const INKS = ['#111111', '#00a3e0', '#e6007e', '#ffd400'];

function printerBox(ctx: Ctx, p: PrinterArt, rear = false): Box3d {
  const ink = p.type === 'ink';
  const mfp = !!p.mfp;
  const h = ink ? 190 : mfp ? 360 : 260;
  const body = p.color ?? (ink ? '#1f2023' : p.brand === 'brother' ? '#3a3c40' : '#e7e8ea');
  const dark = body === '#e7e8ea' ? '#3b3d41' : '#141517';
  const logoC = body === '#e7e8ea' ? '#4a4d52' : '#c9cdd2';
  return box3d(ctx, {
    size: [420, h, ink ? 340 : 400],
    k: 0.45,
    ang: 30,
    body,
    topColor: mfp || ink ? lighten(body, 0.08) : dark,
    sideColor: darken(body, 0.15),
    top: (W, D) => {
      let s = '';
      if (mfp || ink) {
        s += R(W * 0.02, D * 0.02, W * 0.96, D * 0.96, surf(ctx, lighten(body, 0.06), 0.06), { rx: 4 });
        if (mfp)
          s +=
            R(W * 0.04, D * 0.05, W * 0.55, D * 0.55, darken(body, 0.12), { rx: 6 }) +
            R(W * 0.1, D * 0.12, W * 0.4, D * 0.3, lighten(body, 0.1), { rx: 3 });
        s += logo(p.brand, W * 0.78, D * 0.3, 16, logoC, { bg: body });
        if (ink) s += R(W * 0.15, D * 0.02, W * 0.7, D * 0.2, darken(body, 0.3), { rx: 3 });
      } else {
        s += R(W * 0.08, D * 0.05, W * 0.62, D * 0.7, ctx.lin(['#0c0c0d', '#2a2c30']), { rx: 8 });
        s += R(W * 0.12, D * 0.1, W * 0.54, D * 0.2, '#ffffff', { op: 0.9 });
        for (let i = 0; i < 5; i++) s += R(W * 0.16, D * (0.13 + i * 0.03), W * (0.3 + (i % 3) * 0.06), D * 0.008, '#555');
        s += R(W * 0.74, D * 0.55, W * 0.22, D * 0.4, '#1b1c1e', { rx: 6 });
        s += R(W * 0.77, D * 0.6, W * 0.16, D * 0.14, '#16324d') + R(W * 0.78, D * 0.62, W * 0.1, D * 0.03, '#7fc4ff');
        for (let i = 0; i < 3; i++) s += C(W * (0.79 + i * 0.05), D * 0.86, 5, '#444');
      }
      return s;
    },
    side: (D, H) => ventSlots(ctx, D * 0.55, H * 0.15, D * 0.3, H * 0.25, 7, '#000', true, 0.35),
    front: (W, H) => {
      let s = '';
      if (rear) {
        s += R(W * 0.1, H * 0.1, W * 0.8, H * 0.6, darken(body, 0.06), { rx: 6, stroke: darken(body, 0.25), sw: 1.5 });
        s += R(W * 0.2, H * 0.72, W * 0.3, H * 0.2, '#2b2d31', { rx: 3 });
        s += usbA(ctx, W * 0.23, H * 0.78, 30, '#111') + rj45(ctx, W * 0.33, H * 0.75, 26);
        s += iecInlet(W * 0.75, H * 0.74, 34);
        s += serialLabel(ctx, W * 0.3, H * 0.2, W * 0.4, { brand: p.brand, model: p.model ?? '', lines: ['100-127V~ 50/60Hz 8A'] });
        return s;
      }
      if (ink) {
        s += R(W * 0.06, H * 0.16, W * 0.6, H * 0.08, '#0a0a0b', { rx: 3 });
        s += R(W * 0.72, H * 0.08, W * 0.26, H * 0.84, darken(body, 0.1), { rx: 6 });
        // tanques de tinta com o nível de cada cor
        INKS.forEach((c, i) => {
          const x = W * (0.745 + i * 0.058);
          s +=
            R(x, H * 0.2, W * 0.04, H * 0.62, '#e8eaed', { rx: 3, op: 0.35 }) +
            R(x + 2, H * (0.36 + i * 0.05), W * 0.04 - 4, H * (0.44 - i * 0.05), c, { rx: 2 });
        });
        s += powerButton(ctx, W * 0.1, H * 0.45, 8) + C(W * 0.16, H * 0.45, 6, '#333') + C(W * 0.21, H * 0.45, 6, '#333');
        s += L(W * 0.03, H * 0.62, W * 0.7, H * 0.62, '#000', 1.2, { op: 0.4 });
        return s;
      }
      if (mfp) {
        s += R(0, H * 0.25, W, H * 0.08, '#0d0d0e');
        s += R(W * 0.1, H * 0.28, W * 0.6, H * 0.03, '#ffffff', { op: 0.9 });
        s +=
          R(W * 0.62, H * 0.04, W * 0.3, H * 0.16, '#1b1c1e', { rx: 6 }) +
          R(W * 0.65, H * 0.06, W * 0.16, H * 0.11, ctx.lin(['#2c5f8c', '#153049']));
      }
      // bandejas: t0 = onde começa o corpo da impressora, abaixo do scanner
      const t0 = mfp ? 0.36 : 0.08;
      s += logo(p.brand, W * 0.12, H * (t0 + 0.08), 14, logoC, { bg: body });
      s += L(W * 0.04, H * (t0 + 0.42 * (1 - t0)), W * 0.96, H * (t0 + 0.42 * (1 - t0)), '#000', 1.2, { op: 0.35 });
      s += R(W * 0.04, H * (t0 + 0.5 * (1 - t0)), W * 0.92, H * 0.42 * (1 - t0), darken(body, 0.05), {
        rx: 4,
        stroke: darken(body, 0.2),
        sw: 1,
      });
      s += R(W * 0.36, H * (t0 + 0.58 * (1 - t0)), W * 0.28, H * 0.07, darken(body, 0.4), { rx: 8 });
      s += usbA(ctx, W * 0.86, H * (t0 + 0.25 * (1 - t0)), 24, '#111');
      s += powerButton(ctx, W * 0.92, H * (t0 + 0.08), 8);
      if (p.tag !== false) s += assetTag(ctx, W * 0.62, H * (t0 + 0.05), 80);
      return s;
    },
  });
}

function tonerDrawing(ctx: Ctx, p: PrinterArt): Box3d {
  const accent = brandOf(p.brand).accent;
  return box3d(ctx, {
    size: [380, 90, 110],
    k: 0.5,
    body: '#ffffff',
    front: (W, H) =>
      R(0, 0, W * 0.35, H, accent) +
      logo(p.brand, W * 0.17, H * 0.5, 16, '#ffffff', { bg: accent }) +
      T(W * 0.4, H * 0.45, p.toner ?? 'Toner original', { size: 14, fill: '#111', weight: 'bold' }) +
      T(W * 0.4, H * 0.68, 'Preto · Black', { size: 11, fill: '#555' }),
  });
}

/** refis de tinta (um frasco por cor) */
function inkBottles(ctx: Ctx): Drawing {
  let s = '';
  INKS.forEach((c, i) => {
    const x = i * 80;
    s +=
      R(x, 40, 64, 180, ctx.lin(['#fdfdfd', '#d9dbde', '#fdfdfd'], 0, 0, 1, 0), { rx: 10 }) + R(x + 4, 120, 56, 90, c, { rx: 6, op: 0.85 });
    s +=
      R(x + 14, 10, 36, 34, c, { rx: 6 }) +
      R(x + 8, 60, 48, 40, '#ffffff') +
      T(x + 32, 86, '664', { size: 14, anchor: 'middle', fill: '#333', weight: 'bold' });
  });
  return { svg: s, w: 304, h: 220 };
}

export const printer: KindDrawer<PrinterArt> = {
  hero: printerBox,
  alt: (ctx, p) => printerBox(ctx, p, true),
  detail: (ctx, p) =>
    withFocus(printerBox(ctx, p), (d) =>
      p.type === 'ink' ? { x: d.w * 0.45, y: 0, w: d.w * 0.55, h: d.h } : { x: d.w * 0.3, y: 0, w: d.w * 0.7, h: d.h * 0.6 },
    ),
  kit: (ctx, p) =>
    arrange(ctx, [
      onBase(printerBox(ctx, p), 420, 520, 420),
      onBase(p.type === 'ink' ? inkBottles(ctx) : tonerDrawing(ctx, p), 840, 640, p.type === 'ink' ? 170 : 120),
      onBase(powerCord(ctx), 180, 640, 70),
    ]),
};
