/** Etiquetas: código de barras, plaqueta de patrimônio, etiqueta do fabricante e adesivo de processador. */
import { brandOf, LENOVO_RED } from './brands';
import { darken, lighten } from './color';
import type { Ctx } from './defs';
import { MONO, R, T } from './svg';

/** código de barras com barras e espaços aleatórios (consome o PRNG do contexto) */
export function barcode(ctx: Ctx, x: number, y: number, w: number, h: number, color = '#111'): string {
  let s = '';
  let cx = x;
  const unit = w / 90;
  while (cx < x + w - unit * 3) {
    const bw = unit * ctx.ri(1, 3);
    if (cx + bw > x + w) break;
    s += R(cx, y, bw, h, color);
    cx += bw + unit * ctx.ri(1, 3);
  }
  return s;
}

/** plaqueta de patrimônio (adesivo metalizado com código de barras) */
export function assetTag(ctx: Ctx, x: number, y: number, w: number): string {
  const h = w * 0.46;
  const band = '#1b3a6b';
  let s = R(x + w * 0.01, y + h * 0.03, w, h, '#000000', { rx: w * 0.03, op: 0.18 });
  s += R(x, y, w, h, ctx.lin(['#f4f5f6', '#c9cdd2', '#eceef0'], 0, 0, 1, 1), { rx: w * 0.03, stroke: '#9aa0a6', sw: w * 0.006 });
  s += R(x, y, w, h * 0.28, band, { rx: w * 0.03 }) + R(x, y + h * 0.14, w, h * 0.14, band);
  s += T(x + w / 2, y + h * 0.205, 'PATRIMÔNIO', { size: h * 0.16, anchor: 'middle', fill: '#ffffff', weight: 'bold', ls: w * 0.012 });
  s += T(x + w / 2, y + h * 0.52, ctx.id.tagNo, {
    size: h * 0.24,
    anchor: 'middle',
    fill: '#111',
    weight: 'bold',
    family: MONO,
    ls: w * 0.01,
  });
  s += barcode(ctx, x + w * 0.1, y + h * 0.6, w * 0.8, h * 0.28);
  s += T(x + w / 2, y + h * 0.96, 'PROPRIEDADE — NÃO REMOVER', { size: h * 0.065, anchor: 'middle', fill: '#333' });
  return s;
}

export interface SerialLabelOptions {
  brand?: string | undefined;
  model?: string | undefined;
  /** linhas extras abaixo do S/N (tensão, corrente, …) */
  lines?: readonly string[];
  /** altura / largura (padrão 0.5) */
  ratio?: number;
}

/** etiqueta de fabricante com modelo, S/N, código de barras e homologação */
export function serialLabel(ctx: Ctx, x: number, y: number, w: number, o: SerialLabelOptions = {}): string {
  const h = w * (o.ratio ?? 0.5);
  const b = brandOf(o.brand);
  const fs = h * 0.085;
  let s = R(x, y, w, h, '#f7f7f5', { rx: w * 0.015, stroke: '#c4c4c0', sw: w * 0.004 });
  s += T(x + w * 0.05, y + h * 0.15, b.name || 'Made in', {
    size: fs * 1.35,
    fill: o.brand === 'lenovo' ? LENOVO_RED : '#111',
    weight: 'bold',
  });
  s += T(x + w * 0.95, y + h * 0.15, o.model ?? '', { size: fs, fill: '#111', anchor: 'end', weight: 'bold' });
  const all = [`S/N: ${ctx.id.serial}`, ...(o.lines ?? [])];
  all.forEach((ln, i) => {
    s += T(x + w * 0.05, y + h * (0.3 + i * 0.11), ln, { size: fs, fill: '#222', family: MONO });
  });
  const by = y + h * (0.3 + all.length * 0.11);
  s += barcode(ctx, x + w * 0.05, by - fs * 0.6, w * 0.55, h * 0.16);
  s += T(x + w * 0.05, by + h * 0.21, ctx.id.serialLong, { size: fs * 0.8, fill: '#222', family: MONO });
  // selos
  s += R(x + w * 0.68, y + h * 0.66, w * 0.13, h * 0.2, 'none', { stroke: '#222', sw: w * 0.004, rx: 2 });
  s += T(x + w * 0.745, y + h * 0.8, 'CE', { size: h * 0.13, anchor: 'middle', fill: '#222', weight: 'bold' });
  s += T(x + w * 0.9, y + h * 0.73, 'Anatel', { size: fs * 0.95, anchor: 'middle', fill: '#0a4a8c', weight: 'bold' });
  s += T(x + w * 0.9, y + h * 0.83, ctx.id.anatel.slice(0, 11), { size: fs * 0.6, anchor: 'middle', fill: '#222', family: MONO });
  s += T(x + w * 0.05, y + h * 0.95, 'Made in China · Fabricado na China', { size: fs * 0.65, fill: '#555' });
  return s;
}

const INTEL_STICKER: Readonly<Record<string, string>> = {
  i3: '#0a6bc2',
  i5: '#0071c5',
  i7: '#0a4ea3',
  i9: '#2a2a8a',
  u5: '#0054ae',
  u7: '#0054ae',
};

/** adesivo "intel CORE" / "AMD RYZEN" de palm rest */
export function cpuSticker(ctx: Ctx, x: number, y: number, w: number, cpu = 'i5'): string {
  const h = w * 1.1;
  const label = (ty: number, str: string, size: number, fill: string) =>
    T(x + w / 2, y + h * ty, str, { size: w * size, anchor: 'middle', fill, weight: 'bold' });
  if (/ryzen/i.test(cpu)) {
    return (
      R(x, y, w, h, ctx.lin(['#3a3a3a', '#0e0e0e']), { rx: w * 0.06 }) +
      label(0.36, 'AMD', 0.24, '#fff') +
      label(0.62, 'RYZEN', 0.2, '#ED1C24') +
      label(0.86, cpu.replace(/ryzen/i, '').trim() || '5', 0.22, '#fff')
    );
  }
  const col = INTEL_STICKER[cpu] ?? '#0071c5';
  return (
    R(x, y, w, h, ctx.lin([lighten(col, 0.25), col, darken(col, 0.3)], 0, 0, 1, 1), { rx: w * 0.06 }) +
    T(x + w * 0.3, y + h * 0.3, 'intel', { size: w * 0.2, anchor: 'middle', fill: '#fff' }) +
    label(0.6, 'CORE', 0.21, '#fff') +
    R(x + w * 0.25, y + h * 0.7, w * 0.5, h * 0.22, '#ffffff', { rx: 2 }) +
    label(0.87, cpu, 0.2, col)
  );
}
