/** Acessórios e embalagens: cabos, carregador, receptor USB, caixas (de varejo e de papelão) e a cena de kit. */
import type { ArtCommon } from './art';
import { box3d, type Box3d } from './box3d';
import { brandOf, logo } from './brands';
import { darken, isDark, lighten } from './color';
import type { Ctx } from './defs';
import { arrange, type Drawing, onBase, type Placed } from './drawing';
import { barcode } from './labels';
import { plugMetal } from './ports';
import { C, E, f, G, MONO, P, R, T } from './svg';

/** cabo enrolado (bobina elíptica) */
function cableCoil(cx: number, cy: number, r: number, color = '#1c1d20', loops = 6): string {
  let s = '';
  for (let i = 0; i < loops; i++) {
    const a = (i / loops) * 0.5 - 0.25;
    s += E(cx + a * r * 0.25, cy + a * r * 0.12, r * (0.95 + (i % 2) * 0.05), r * 0.42, 'none', { stroke: color, sw: r * 0.075 });
    s += E(cx + a * r * 0.25, cy + a * r * 0.12 - r * 0.015, r * (0.95 + (i % 2) * 0.05), r * 0.42, 'none', {
      stroke: lighten(color, 0.35),
      sw: r * 0.015,
      op: 0.5,
    });
  }
  return s;
}

/** cabo enrolado com a ponta: 'usb', 'br' (tomada NBR 14136) ou 'c13' (cabo de força IEC) */
export function coilDrawing(ctx: Ctx, color = '#1c1d20', plug: 'usb' | 'br' | 'c13' = 'usb'): Drawing {
  const r = 100;
  let s = cableCoil(120, 70, r, color);
  // ponta com conector
  s += P('M190,95 C230,120 250,130 270,128', 'none', { stroke: color, sw: 8, lc: 'round' });
  if (plug === 'usb') s += R(262, 118, 44, 20, '#2a2c30', { rx: 4 }) + R(302, 121, 24, 14, plugMetal(ctx));
  else if (plug === 'br') s += R(262, 110, 46, 36, '#1a1b1d', { rx: 9 }) + C(312, 122, 3, '#bbb') + C(312, 134, 3, '#bbb');
  else s += R(262, 114, 40, 28, '#1a1b1d', { rx: 5 });
  return { svg: s, w: 330, h: 150, shadow: { cx: 130, cy: 110, rx: 120, ry: 26 } };
}

/** cabo de força com tomada NBR 14136 */
export const powerCord = (ctx: Ctx): Drawing => coilDrawing(ctx, '#1c1d20', 'br');

/** cabo USB branco (celulares e tablets) */
export const usbCable = (ctx: Ctx): Drawing => coilDrawing(ctx, '#f2f2f2', 'usb');

/** fonte de notebook (carregador) com cabo */
export function chargerDrawing(ctx: Ctx, brand = 'dell'): Drawing {
  const d = box3d(ctx, {
    size: [220, 36, 110],
    k: 0.6,
    body: '#1b1c1f',
    top: (w, dd) =>
      R(6, 6, w - 12, dd - 12, '#222327', { rx: 14 }) +
      logo(brand, w / 2, dd / 2, 18, '#6d7178') +
      R(w * 0.62, dd * 0.25, w * 0.3, dd * 0.5, '#b8bbbf', { op: 0.35 }),
  });
  const coil = cableCoil(d.w + 60, d.h - 20, 62, '#1a1b1d', 5);
  return {
    svg:
      coil +
      d.svg +
      P(`M${f(d.w - 10)},${f(d.h - 30)} C${f(d.w + 20)},${f(d.h - 40)} ${f(d.w)},${f(d.h - 10)} ${f(d.w + 10)},${f(d.h - 20)}`, 'none', {
        stroke: '#1a1b1d',
        sw: 7,
      }),
    w: d.w + 130,
    h: d.h + 10,
    shadow: { cx: (d.w + 130) / 2, cy: d.h - 10, rx: (d.w + 130) * 0.5, ry: 30 },
  };
}

/** receptor USB sem fio (mouse e combos) */
export function usbDongle(ctx: Ctx): Drawing {
  const s = R(0, 0, 60, 34, '#1c1d20', { rx: 6 }) + R(60, 5, 44, 24, plugMetal(ctx)) + R(66, 10, 8, 5, '#333') + R(86, 10, 8, 5, '#333');
  return { svg: s, w: 104, h: 34 };
}

/** miniatura de uma drawing impressa na caixa, na escala s */
export interface BoxArt {
  svg: string;
  w: number;
  h: number;
  s: number;
}

/** versão miniatura de uma drawing para impressão na caixa */
export function boxArt(d: Drawing, maxW: number, maxH: number): BoxArt {
  return { svg: d.svg, w: d.w, h: d.h, s: Math.min(maxW / d.w, maxH / d.h) };
}

export interface BoxOptions {
  w?: number;
  h?: number;
  d?: number;
  brand?: string | undefined;
  model?: string | undefined;
  style?: 'retail' | 'kraft';
  /** arte impressa na frente (caixa de varejo) */
  art?: BoxArt | null;
  /** cor da caixa de varejo (padrão: conforme a marca) */
  color?: string;
}

/** caixa: 'retail' (com arte da marca) ou 'kraft' (papelão) */
export function boxDrawing(ctx: Ctx, o: BoxOptions): Box3d {
  const { w = 520, h = 360, d = 140, brand = 'generic', model = '', style = 'retail', art = null, color } = o;
  const b = brandOf(brand);
  if (style === 'kraft') {
    return box3d(ctx, {
      size: [w, h, d],
      body: '#c49a5c',
      topColor: '#d3ab70',
      sideColor: '#a87f45',
      k: 0.5,
      top: (W, D) => R(W * 0.44, 0, W * 0.12, D, '#b9a27a', { op: 0.85 }) + R(0, D * 0.48, W, D * 0.04, '#9c7a46', { op: 0.5 }),
      front: (W, H) =>
        R(W * 0.44, 0, W * 0.12, H * 0.18, '#b9a27a', { op: 0.85 }) +
        R(W * 0.08, H * 0.3, W * 0.46, H * 0.36, '#ffffff') +
        T(W * 0.1, H * 0.38, 'LOTE / ITEM', { size: H * 0.045, fill: '#333', weight: 'bold' }) +
        T(W * 0.1, H * 0.47, model.slice(0, 26), { size: H * 0.042, fill: '#111' }) +
        barcode(ctx, W * 0.1, H * 0.51, W * 0.38, H * 0.1) +
        T(W * 0.1, H * 0.645, `PAT. ${ctx.id.tagNo}`, { size: H * 0.035, fill: '#333', family: MONO }) +
        T(W * 0.75, H * 0.82, '↑↑', { size: H * 0.12, anchor: 'middle', fill: '#3a2a14', op: 0.75 }) +
        T(W * 0.75, H * 0.92, 'FRÁGIL', { size: H * 0.06, anchor: 'middle', fill: '#3a2a14', weight: 'bold', op: 0.75 }),
    });
  }
  const col =
    color ?? (['apple', 'samsung', 'xiaomi', 'motorola'].includes(brand) ? '#fbfbfb' : brand === 'corsair' ? '#1b1b1b' : '#ffffff');
  const ink = isDark(col) ? '#ffffff' : '#111111';
  return box3d(ctx, {
    size: [w, h, d],
    body: col,
    k: 0.5,
    top: (W, D) => logo(brand, W / 2, D / 2, Math.min(D * 0.35, 40), darken(col, 0.3)),
    side: (D, H) => R(D * 0.1, H * 0.6, D * 0.8, H * 0.3, '#ffffff', { op: 0.9 }) + barcode(ctx, D * 0.15, H * 0.66, D * 0.7, H * 0.12),
    front: (W, H) =>
      R(0, H * 0.86, W, H * 0.14, b.accent) +
      (art ? G(art.svg, `translate(${f(W * 0.5 - art.w * art.s * 0.5)},${f(H * 0.12)}) scale(${f(art.s)})`) : '') +
      logo(brand, W * 0.13, H * 0.1, H * 0.055, ink === '#ffffff' ? '#ffffff' : '#222222') +
      T(W * 0.06, H * 0.81, model, { size: H * 0.055, fill: ink, weight: 'bold' }),
  });
}

export interface KitOptions {
  /** altura da caixa e do produto na cena */
  boxH?: number;
  prodH?: number;
  /** acessório à direita e a sua altura */
  acc?: Drawing | null;
  accH?: number;
}

/** kit: produto na frente, caixa atrás à esquerda, acessório à direita */
export function kitScene(ctx: Ctx, product: Drawing, box: Drawing, o: KitOptions = {}): Drawing {
  const base = 600;
  const items: Placed[] = [onBase(box, 300, base - 90, o.boxH ?? 380), onBase(product, 560, base + 40, o.prodH ?? 330)];
  if (o.acc) items.push(onBase(o.acc, 880, base + 70, o.accH ?? 120));
  return arrange(ctx, items);
}

/** o que um kit com caixa da marca pede: a caixa, as alturas e o acessório (criado depois da caixa) */
export interface BoxedKitOptions extends Omit<KitOptions, 'acc'> {
  box: Omit<BoxOptions, 'brand' | 'model'>;
  acc?: () => Drawing | null;
}

/** kit com a caixa da marca e do modelo do lote */
export function boxedKit(ctx: Ctx, p: ArtCommon, product: Drawing, o: BoxedKitOptions): Drawing {
  const box = boxDrawing(ctx, { brand: p.brand, model: p.model, ...o.box });
  return kitScene(ctx, product, box, { boxH: o.boxH, prodH: o.prodH, acc: o.acc?.(), accH: o.accH });
}

type Draw<P> = (ctx: Ctx, p: P) => Drawing;

/** a vista kit mais comum: o produto diante da caixa de varejo com a sua arte impressa */
export interface RetailKit<P> {
  /** largura, altura e profundidade da caixa */
  box: readonly [number, number, number];
  /** largura e altura máximas da arte impressa na caixa */
  art: readonly [number, number];
  /** de que drawing sai a arte (padrão: o próprio produto) */
  artOf?: Draw<P>;
  /** cor da caixa (padrão: conforme a marca) */
  color?: string;
  /** altura da caixa e do produto na cena */
  boxH: number;
  prodH: number;
  /** acessório à direita e a sua altura */
  acc?: (ctx: Ctx, p: P) => Drawing | null;
  accH?: number;
}

/** desenhista da vista kit: o produto, a caixa de varejo com a arte e o acessório, nessa ordem */
export function retailKit<P extends ArtCommon>(product: Draw<P>, o: RetailKit<P>): Draw<P> {
  const { acc, artOf = product } = o;
  return (ctx, p) =>
    boxedKit(ctx, p, product(ctx, p), {
      box: { w: o.box[0], h: o.box[1], d: o.box[2], color: o.color, art: boxArt(artOf(ctx, p), o.art[0], o.art[1]) },
      boxH: o.boxH,
      prodH: o.prodH,
      acc: acc && (() => acc(ctx, p)),
      accH: o.accH,
    });
}
