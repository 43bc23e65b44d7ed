/** Teclados, mouses e combos (teclado + mouse): vista de cima, de baixo (etiquetas) e kit com caixa. */
import { boxArt, boxedKit, retailKit, usbDongle } from '../accessories';
import { type ArtCommon, isMany, type KindDrawer } from '../art';
import { brandOf, logo } from '../brands';
import { darken, lighten } from '../color';
import { type Ctx, dome, shine, stops, surf } from '../defs';
import { arrange, type Drawing, floorShadow, onBase } from '../drawing';
import { type Point, quadMap, quadPts, subQuad } from '../geometry';
import { drawKeys, kbFullRows, kbTenkeylessRows } from '../keyboard-layout';
import { assetTag, serialLabel } from '../labels';
import { led } from '../parts';
import { E, f, G, L, P, poly, R } from '../svg';
import { range } from '../values';

export interface KeyboardArt extends ArtCommon {
  wireless?: boolean;
  /** sem teclado numérico */
  compact?: boolean;
  /** false = teclas sem legendas (unidades de baixo da pilha) */
  legends?: boolean;
}

export interface MouseArt extends ArtCommon {
  wireless?: boolean;
  /** friso na cor da marca */
  gaming?: boolean;
}

export type ComboArt = KeyboardArt & MouseArt;

/** cabo saindo do meio da borda de trás (y0) e curvando-se até (W·x2, y2), passando por W·x1 */
const kbCable = (W: number, y0: number, x1: number, x2: number, y2: number): string =>
  P(`M${f(W * 0.5)},${y0} C${f(W * 0.5)},-60 ${f(W * x1)},-70 ${f(W * x2)},${y2}`, 'none', { stroke: '#1a1b1d', sw: 7, lc: 'round' });

export function keyboardDrawing(ctx: Ctx, p: KeyboardArt): Drawing {
  const compact = !!p.compact;
  const W = compact ? 860 : 1000;
  const H = compact ? 290 : 320;
  const body = p.color === 'white' ? '#e8e9eb' : p.color === 'silver' ? '#c7cbd0' : '#1e1f22';
  const keyC = p.color === 'white' ? '#f6f6f7' : p.color === 'silver' ? '#f2f3f4' : '#1a1b1d';
  const legend = p.color === 'white' || p.color === 'silver' ? '#333' : '#d6d9dd';
  const inset = 46;
  const TL: Point = [inset, 0];
  const TR: Point = [W - inset, 0];
  const BR: Point = [W, H];
  const BL: Point = [0, H];
  const m = quadMap(TL, TR, BR, BL);
  let s = '';
  if (!p.wireless) s += kbCable(W, 2, 0.62, 0.7, -120);
  s += poly([BL, BR, [BR[0] - 4, BR[1] + 20], [BL[0] + 4, BL[1] + 20]], ctx.lin([darken(body, 0.1), darken(body, 0.4)]));
  s += poly([TL, TR, BR, BL], ctx.lin(stops([0, darken(body, 0.06)], [1, lighten(body, 0.1)])));
  s += L(BL[0], BL[1], BR[0], BR[1], '#ffffff', 1.5, { op: 0.3 });
  const rows = compact ? kbTenkeylessRows() : kbFullRows();
  const km = subQuad(m, 0.025, 0.12, 0.975, 0.95);
  s += poly(quadPts(m, 0.025 - 0.008, 0.12 - 0.02, 0.975 + 0.008, 0.95 + 0.015), darken(body, 0.3), { op: 0.6 });
  s += drawKeys(km, rows, { key: keyC, keyTop: lighten(keyC, 0.05), legend, gap: 0.09, tall: true, legends: p.legends !== false });
  s += logo(p.brand, ...m(0.1, 0.055), 10, p.color === 'black' || !p.color ? '#8e9298' : '#555');
  if (!compact)
    for (let i = 0; i < 3; i++) {
      const c = m(0.85 + i * 0.035, 0.06);
      s += led(ctx, c[0], c[1], 2.2, '#38e05a', i === 0);
    }
  return {
    svg: s,
    w: W,
    h: H + 20,
    shadow: { cx: W / 2, cy: H + 6, rx: W * 0.52, ry: 22 },
    focus: { x: W * 0.05, y: H * 0.2, w: W * 0.45, h: H * 0.75 },
  };
}

function keyboardBottom(ctx: Ctx, p: KeyboardArt): Drawing {
  const W = p.compact ? 860 : 1000;
  const H = 300;
  const body = p.color === 'white' ? '#dfe0e2' : '#1d1e21';
  let s = R(0, 0, W, H, surf(ctx, body, 0.08), { rx: 18 });
  s += R(12, 12, W - 24, H - 24, 'none', { rx: 12, stroke: '#000', sw: 1, op: 0.25 });
  // pés de borracha e pés retráteis
  for (const x of [60, W - 60]) s += R(x - 40, 230, 80, 26, '#0e0e0f', { rx: 13 });
  for (const x of [70, W - 150]) s += R(x, 30, 80, 30, darken(body, 0.2), { rx: 6 }) + R(x + 8, 36, 64, 18, darken(body, 0.35), { rx: 4 });
  s += serialLabel(ctx, W / 2 - 130, H / 2 - 60, 260, { brand: p.brand, model: p.model ?? '', lines: ['Teclado USB ABNT2 · 5V ⎓ 100mA'] });
  if (p.tag !== false) s += assetTag(ctx, W * 0.75, H * 0.5, 110);
  if (!p.wireless) s += kbCable(W, 0, 0.4, 0.3, -110);
  return {
    svg: s,
    w: W,
    h: H,
    shadow: floorShadow(W, H, 18),
    focus: { x: W / 2 - 170, y: H * 0.12, w: W * 0.62, h: H * 0.8 },
  };
}

const MOUSE_PATH =
  'M110,0 C170,0 205,40 210,110 C216,190 215,270 190,320 C170,355 140,362 110,362 C80,362 50,355 30,320 C5,270 4,190 10,110 C15,40 50,0 110,0 Z';

export function mouseDrawing(ctx: Ctx, p: MouseArt): Drawing {
  const body = p.color === 'white' ? '#eceef0' : p.color === 'grey' ? '#5c6066' : '#1f2023';
  let s = '';
  if (!p.wireless) s += P('M110,4 C112,-40 150,-60 200,-70', 'none', { stroke: '#1a1b1d', sw: 7, lc: 'round' });
  s += G(P(MOUSE_PATH, darken(body, 0.35)), 'translate(0,10)');
  s += P(MOUSE_PATH, dome(ctx, shine(body, 0.22, 0.25, 0.6), 0.42));
  s += L(110, 4, 110, 128, darken(body, 0.5), 2);
  s += P('M12,120 Q110,150 208,120', 'none', { stroke: darken(body, 0.45), sw: 2 });
  s += R(99, 34, 22, 62, '#111214', { rx: 10 }) + R(102, 38, 16, 54, ctx.lin(['#3a3c40', '#1a1b1d', '#3a3c40']), { rx: 8 });
  for (let i = 0; i < 7; i++) s += L(103, 44 + i * 7, 117, 44 + i * 7, '#000', 1.2, { op: 0.5 });
  if (p.gaming) s += P('M30,320 C60,350 160,350 190,320', 'none', { stroke: brandOf(p.brand).accent, sw: 4, op: 0.9 });
  s += logo(p.brand, 110, 270, 13, p.color === 'white' ? '#9a9ea4' : '#7b7f85');
  s += E(70, 60, 30, 40, '#ffffff', { op: 0.1 });
  return { svg: G(s, 'rotate(-10 110 180)'), w: 260, h: 380, shadow: { cx: 120, cy: 300, rx: 120, ry: 40 } };
}

function mouseBottom(ctx: Ctx, p: MouseArt): Drawing {
  const body = p.color === 'white' ? '#e2e4e6' : '#1c1d20';
  let s = P(MOUSE_PATH, surf(ctx, body, 0.1));
  s += R(60, 18, 100, 16, '#0d0d0e', { rx: 8 }) + R(60, 330, 100, 16, '#0d0d0e', { rx: 8 });
  s += E(110, 130, 18, 24, '#0a0a0b') + E(110, 130, 8, 10, '#c0262d', { op: 0.85 });
  s += serialLabel(ctx, 40, 190, 140, { brand: p.brand, model: p.model ?? '', ratio: 0.62, lines: ['5V ⎓ 100mA'] });
  return {
    svg: G(s, 'rotate(8 110 180)'),
    w: 240,
    h: 380,
    shadow: { cx: 115, cy: 330, rx: 110, ry: 30 },
    focus: { x: 10, y: 150, w: 230, h: 170 },
  };
}

/** o receptor USB, se o aparelho for sem fio */
const dongleIfWireless = (ctx: Ctx, p: MouseArt): Drawing | null => (p.wireless ? usbDongle(ctx) : null);

export const keyboard: KindDrawer<KeyboardArt> = {
  hero(ctx, p) {
    if (!isMany(p)) return keyboardDrawing(ctx, p);
    const under = keyboardDrawing(ctx, { ...p, legends: false });
    const top = keyboardDrawing(ctx, p);
    const n = Math.min(p.count ?? 1, 5);
    return arrange(
      ctx,
      range(n).map((i) => ({ d: i === n - 1 ? top : under, x: ctx.ri(-12, 12), y: -i * 26, noShadow: i > 0 })),
    );
  },
  alt: keyboardBottom,
  detail: keyboardDrawing,
  kit: retailKit(keyboardDrawing, { box: [720, 260, 90], art: [460, 140], boxH: 300, prodH: 230 }),
};

export const mouse: KindDrawer<MouseArt> = {
  hero(ctx, p) {
    const m = mouseDrawing(ctx, p);
    if (!isMany(p)) return m;
    return arrange(
      ctx,
      range(Math.min(p.count ?? 1, 5)).map((i) => ({ d: m, x: i * 200 - (i % 2) * 40, y: (i % 2) * 90 })),
    );
  },
  alt: (ctx, p) =>
    arrange(ctx, [
      { d: mouseBottom(ctx, p), x: 0, y: 0 },
      { d: mouseDrawing(ctx, p), x: 270, y: 20 },
    ]),
  detail: mouseBottom,
  kit: retailKit(mouseDrawing, { box: [300, 380, 110], art: [160, 220], boxH: 380, prodH: 250, acc: dongleIfWireless, accH: 60 }),
};

/** teclado e mouse lado a lado */
const comboPair = (ctx: Ctx, kb: Drawing, kbH: number, ms: Drawing, msH: number): Drawing =>
  arrange(ctx, [onBase(kb, 480, 340, kbH), onBase(ms, 1060, 360, msH)]);

export const combo: KindDrawer<ComboArt> = {
  hero: (ctx, p) => comboPair(ctx, keyboardDrawing(ctx, p), 340, mouseDrawing(ctx, p), 250),
  alt: (ctx, p) => comboPair(ctx, keyboardBottom(ctx, p), 300, mouseBottom(ctx, p), 260),
  detail: keyboardDrawing,
  kit(ctx, p) {
    const prod = combo.hero(ctx, p);
    return boxedKit(ctx, p, prod, {
      box: { w: 720, h: 280, d: 100, art: boxArt(prod, 480, 150) },
      boxH: 320,
      prodH: 210,
      acc: () => dongleIfWireless(ctx, p),
      accH: 50,
    });
  },
};
