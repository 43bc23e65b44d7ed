/** Conectores (x,y = canto superior esquerdo; w = largura): USB, HDMI, DisplayPort, VGA, RJ45, SFP, áudio e energia. */
import { darken } from './color';
import type { Ctx } from './defs';
import { screw } from './parts';
import { C, f, P, R } from './svg';

/** gradiente do metal dos conectores e plugues */
export const plugMetal = (ctx: Ctx): string => ctx.lin(['#e6e8eb', '#8e949b']);

export function usbA(ctx: Ctx, x: number, y: number, w: number, tongue = '#1f5fbf'): string {
  const h = w * 0.42;
  return (
    R(x, y, w, h, plugMetal(ctx), { rx: w * 0.04 }) +
    R(x + w * 0.07, y + h * 0.14, w * 0.86, h * 0.72, '#0c0d0f') +
    R(x + w * 0.12, y + h * 0.22, w * 0.76, h * 0.28, tongue)
  );
}

export function usbC(ctx: Ctx, x: number, y: number, w: number): string {
  const h = w * 0.36;
  return (
    R(x, y, w, h, ctx.lin(['#e8eaed', '#8a9097']), { rx: h / 2 }) +
    R(x + w * 0.1, y + h * 0.22, w * 0.8, h * 0.56, '#0c0d0f', { rx: h * 0.28 }) +
    R(x + w * 0.22, y + h * 0.42, w * 0.56, h * 0.16, '#8b8f96', { rx: 1 })
  );
}

/** gradiente da carcaça de HDMI e DisplayPort */
const videoShell = (ctx: Ctx): string => ctx.lin(['#e6e8eb', '#868c93']);

export function hdmi(ctx: Ctx, x: number, y: number, w: number): string {
  const h = w * 0.32;
  const c = w * 0.12;
  return (
    P(`M${f(x)},${f(y)} h${f(w)} v${f(h * 0.6)} l${f(-c)},${f(h * 0.4)} h${f(-(w - 2 * c))} l${f(-c)},${f(-h * 0.4)} z`, videoShell(ctx)) +
    P(
      `M${f(x + w * 0.08)},${f(y + h * 0.16)} h${f(w * 0.84)} v${f(h * 0.4)} l${f(-c * 0.8)},${f(h * 0.3)} h${f(-(w * 0.84 - 1.6 * c))} l${f(-c * 0.8)},${f(-h * 0.3)} z`,
      '#0c0d0f',
    ) +
    R(x + w * 0.2, y + h * 0.3, w * 0.6, h * 0.16, '#2a2c30')
  );
}

export function dport(ctx: Ctx, x: number, y: number, w: number): string {
  const h = w * 0.36;
  const c = h * 0.45;
  return (
    P(`M${f(x)},${f(y)} h${f(w)} v${f(h - c)} l${f(-c)},${f(c)} h${f(-(w - c))} z`, videoShell(ctx)) +
    P(
      `M${f(x + w * 0.08)},${f(y + h * 0.18)} h${f(w * 0.84)} v${f(h * 0.64 - c * 0.6)} l${f(-c * 0.6)},${f(c * 0.6)} h${f(-(w * 0.84 - c * 0.6))} z`,
      '#0c0d0f',
    ) +
    R(x + w * 0.18, y + h * 0.36, w * 0.6, h * 0.14, '#2a2c30')
  );
}

export function vga(ctx: Ctx, x: number, y: number, w: number, color = '#2d5fb8'): string {
  const h = w * 0.36;
  const sw = w * 0.17;
  let s = R(x, y - h * 0.25, w, h * 1.5, ctx.lin(['#dfe2e6', '#9aa0a7']), { rx: 2 });
  s += screw(ctx, x + sw * 0.45, y + h * 0.5, sw * 0.28, '#b8bcc2') + screw(ctx, x + w - sw * 0.45, y + h * 0.5, sw * 0.28, '#b8bcc2');
  const ix = x + sw;
  const iw = w - 2 * sw;
  s += P(`M${f(ix)},${f(y)} h${f(iw)} l${f(-iw * 0.07)},${f(h)} h${f(-iw * 0.86)} z`, color, { stroke: darken(color, 0.4), sw: 0.8 });
  for (let r = 0; r < 3; r++) {
    for (let i = 0; i < 5; i++) s += C(ix + iw * (0.14 + i * 0.18 + (r === 1 ? 0.04 : 0)), y + h * (0.22 + r * 0.28), w * 0.016, '#101010');
  }
  return s;
}

export interface Rj45Options {
  /** trava para cima (fileira de cima dos switches) */
  flip?: boolean;
  /** cor da carcaça */
  shell?: string;
  /** LEDs de link (false = sem LEDs) e as cores de cada um */
  leds?: boolean;
  l1?: string;
  l2?: string;
}

export function rj45(ctx: Ctx, x: number, y: number, w: number, o: Rj45Options = {}): string {
  const h = w * 0.82;
  const flip = !!o.flip;
  const notch = w * 0.32;
  const inner = w * 0.78;
  const ix = x + (w - inner) / 2;
  const iy = y + h * 0.12;
  const ih = h * 0.7;
  let s = R(x, y, w, h, ctx.lin([o.shell ?? '#c9cdd2', darken(o.shell ?? '#c9cdd2', 0.3)]), { rx: w * 0.04 });
  s += R(ix, iy, inner, ih, '#0b0c0e');
  const ny = flip ? iy - h * 0.06 : iy + ih;
  s += R(x + (w - notch) / 2, ny, notch, h * 0.12, '#0b0c0e');
  const cy = flip ? iy + ih - ih * 0.3 : iy + ih * 0.06;
  for (let i = 0; i < 8; i++) s += R(ix + inner * (0.14 + i * 0.1), cy, inner * 0.04, ih * 0.24, '#c9a227');
  if (o.leds !== false) {
    const ly = flip ? y + h - h * 0.08 : y + h * 0.05;
    s += R(x + w * 0.06, ly, w * 0.16, h * 0.05, o.l1 ?? '#38e05a') + R(x + w * 0.78, ly, w * 0.16, h * 0.05, o.l2 ?? '#f5a623');
  }
  return s;
}

export function sfp(ctx: Ctx, x: number, y: number, w: number): string {
  const h = w * 0.55;
  return (
    R(x, y, w, h, ctx.lin(['#d9dcdf', '#8f959c']), { rx: 1 }) +
    R(x + w * 0.1, y + h * 0.16, w * 0.8, h * 0.68, '#101214') +
    R(x + w * 0.16, y + h * 0.42, w * 0.68, h * 0.1, '#4a4f55')
  );
}

/** conector P2 centrado em (x, y) */
export function audioJack(x: number, y: number, r: number, ring = '#3bb54a'): string {
  return C(x, y, r, ring) + C(x, y, r * 0.62, '#111') + C(x, y, r * 0.3, '#3a3a3a');
}

/** entrada de energia IEC (C14) */
export function iecInlet(x: number, y: number, w: number): string {
  const h = w * 0.8;
  const c = w * 0.2;
  let s = P(`M${f(x + c)},${f(y)} h${f(w - 2 * c)} l${f(c)},${f(c)} v${f(h - c)} h${f(-w)} v${f(-(h - c))} z`, '#161719', {
    stroke: '#45484d',
    sw: 1,
  });
  s +=
    R(x + w * 0.2, y + h * 0.45, w * 0.1, h * 0.28, '#b9bcc0') +
    R(x + w * 0.45, y + h * 0.3, w * 0.1, h * 0.28, '#b9bcc0') +
    R(x + w * 0.7, y + h * 0.45, w * 0.1, h * 0.28, '#b9bcc0');
  return s;
}

/** conector de fonte externa, centrado em (x, y) */
export function dcJack(x: number, y: number, r: number): string {
  return C(x, y, r, '#26282c', { stroke: '#6b6f75', sw: r * 0.2 }) + C(x, y, r * 0.35, '#b9bcc0');
}
