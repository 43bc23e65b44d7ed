/** Notebooks: aberto (tela e teclado em perspectiva), fechado, pilha de unidades e kit com carregador. */
import { boxedKit, chargerDrawing } from '../accessories';
import type { ArtCommon, KindDrawer } from '../art';
import { box3d, type Box3d } from '../box3d';
import { logo } from '../brands';
import { darken, lighten } from '../color';
import { type Ctx, stops, surf } from '../defs';
import { arrange, type Drawing, type Placed } from '../drawing';
import { type Point, quadMap, quadPts, subQuad } from '../geometry';
import { drawKeys, KB_LAPTOP } from '../keyboard-layout';
import { assetTag, cpuSticker } from '../labels';
import { audioJack, hdmi, rj45, usbA, usbC } from '../ports';
import { screen, type ScreenStyle } from '../screens';
import { C, L, P, poly, R, rrPath, T } from '../svg';
import { lookup } from '../values';

export interface NotebookArt extends ArtCommon {
  /** adesivo do processador: 'i5', 'i7', 'ryzen 5'… */
  cpu?: string;
  screen?: ScreenStyle;
}

interface Palette {
  lid: string;
  deck: string;
  edge: string;
  key: string;
  legend: string;
  bezel: string;
  pad: string;
}

const NB_PAL = {
  black: { lid: '#2b2e33', deck: '#2e3136', edge: '#1b1d20', key: '#121315', legend: '#c9cdd2', bezel: '#0b0c0d', pad: '#33363b' },
  silver: { lid: '#c3c7cc', deck: '#cfd2d6', edge: '#a3a8ae', key: '#1c1e21', legend: '#e0e3e6', bezel: '#0c0d0f', pad: '#c0c4c9' },
  grey: { lid: '#6b6f75', deck: '#787c82', edge: '#52555a', key: '#121315', legend: '#d4d7db', bezel: '#0b0c0d', pad: '#72767c' },
  blue: { lid: '#2c3a52', deck: '#34435c', edge: '#1e2838', key: '#151b26', legend: '#c8d2e0', bezel: '#0b0c0e', pad: '#3a4963' },
} satisfies Record<string, Palette>;

const nbPal = (p: NotebookArt): Palette => lookup<Palette>(NB_PAL, p.color ?? 'black', NB_PAL.black);
const isThinkpad = (p: NotebookArt): boolean => p.brand === 'lenovo' && /thinkpad/i.test(p.model ?? '');

/** notebook aberto; `legends: false` omite as legendas das teclas (unidades ao fundo) */
export function notebookOpen(ctx: Ctx, p: NotebookArt, o: { screen?: ScreenStyle; legends?: boolean } = {}): Drawing {
  const pal = nbPal(p);
  const W = 640;
  const fl = 34;
  const lidH = 408;
  const deckH = 196;
  const edgeH = 13;
  const lx = fl;
  const thinkpad = isThinkpad(p);
  let s = '';
  // tampa (moldura + tela)
  s += P(rrPath(lx, 0, W, lidH, 16, 4), surf(ctx, pal.lid, 0.1));
  s += P(rrPath(lx + 4, 4, W - 8, lidH - 6, 13, 3), pal.bezel);
  const chin = p.brand === 'apple' ? 30 : 44;
  const sx = lx + 20;
  const sy = 20;
  const sw = W - 40;
  const sh = lidH - 20 - chin;
  s += screen(ctx, sx, sy, sw, sh, o.screen ?? p.screen ?? (p.brand === 'apple' ? 'mac' : 'win11'), { brand: p.brand });
  s += C(lx + W / 2, 10, 3.2, '#1d2024') + C(lx + W / 2, 10, 1.4, '#2d3d5a');
  const cy = sy + sh + chin / 2 + 1;
  if (p.brand === 'dell') s += logo('dell', lx + W / 2, cy, 13, '#8b9097');
  else if (p.brand === 'hp') s += logo('hp', lx + W / 2, cy, 15, '#9aa0a7', { bg: pal.bezel });
  else if (p.brand === 'lenovo') s += T(lx + 28, cy + 5, 'Lenovo', { size: 13, fill: '#8d9197', weight: 'bold' });
  else if (p.brand === 'apple')
    s += T(lx + W / 2, cy + 4, p.model?.startsWith('MacBook') ? p.model.replace(/ M\d.*$/, '') : 'MacBook Air', {
      size: 10,
      anchor: 'middle',
      fill: '#8d9197',
    });
  else s += logo(p.brand, lx + W / 2, cy, 13, '#8b9097');
  // dobradiça
  s += R(lx + 36, lidH - 4, W - 72, 12, ctx.lin(['#0c0d0e', darken(pal.deck, 0.45)]), { rx: 3 });
  // base (deck em perspectiva)
  const top = lidH + 6;
  const TL: Point = [lx, top];
  const TR: Point = [lx + W, top];
  const BR: Point = [W + 2 * fl, top + deckH];
  const BL: Point = [0, top + deckH];
  s += poly([BL, BR, [BR[0] - 5, BR[1] + edgeH], [BL[0] + 5, BL[1] + edgeH]], ctx.lin([pal.edge, darken(pal.edge, 0.35)]));
  s += poly([TL, TR, BR, BL], ctx.lin(stops([0, darken(pal.deck, 0.08)], [0.5, pal.deck], [1, lighten(pal.deck, 0.1)])));
  s += L(BL[0], BL[1], BR[0], BR[1], '#ffffff', 1.2, { op: 0.35 });
  const m = quadMap(TL, TR, BR, BL);
  const [ku0, kv0, ku1, kv1] = thinkpad ? [0.075, 0.05, 0.925, 0.56] : [0.08, 0.06, 0.92, 0.56];
  const km = subQuad(m, ku0, kv0, ku1, kv1);
  s += poly(quadPts(m, ku0 - 0.012, kv0 - 0.02, ku1 + 0.012, kv1 + 0.02), darken(pal.deck, 0.35), { op: 0.55 });
  s += drawKeys(km, KB_LAPTOP, { key: pal.key, legend: pal.legend, gap: 0.13, legends: o.legends ?? true });
  // touchpad
  if (thinkpad) {
    s += poly(quadPts(m, 0.36, 0.6, 0.64, 0.665), darken(pal.deck, 0.12));
    for (const u of [0.455, 0.545]) s += L(...m(u, 0.6), ...m(u, 0.665), darken(pal.deck, 0.5), 1.2);
    for (const u of [0.4, 0.6]) s += L(...m(u - 0.015, 0.61), ...m(u - 0.015, 0.655), '#c8102e', 1.6, { op: 0.8 });
    s += poly(quadPts(m, 0.36, 0.68, 0.64, 0.95), pal.pad, { stroke: darken(pal.deck, 0.25), sw: 1 });
    const [tx, ty] = km(0.495, 0.675);
    s += C(tx, ty, 4.2, '#d0112b') + C(tx - 1, ty - 1, 1.5, '#ff6b7d');
  } else {
    const [pu0, pu1] = p.brand === 'apple' ? [0.3, 0.7] : [0.35, 0.65];
    s += poly(quadPts(m, pu0, 0.62, pu1, 0.95), pal.pad, { stroke: darken(pal.deck, 0.22), sw: 1.2 });
  }
  // adesivos do palm rest
  if (p.cpu) s += cpuSticker(ctx, ...m(0.84, 0.7), 30, p.cpu);
  if (thinkpad) s += logo('thinkpad', ...m(0.8, 0.86), 13, '#9a9ea4');
  if (p.tag !== false) s += assetTag(ctx, ...m(0.08, 0.68), 92);
  return {
    svg: s,
    w: W + 2 * fl,
    h: top + deckH + edgeH,
    shadow: { cx: W / 2 + fl, cy: top + deckH + 4, rx: W * 0.58, ry: 26 },
    focus: { x: 0, y: lidH + 70, w: 380, h: deckH - 40 },
  };
}

export function notebookClosed(ctx: Ctx, p: NotebookArt): Box3d {
  const pal = nbPal(p);
  const thinkpad = isThinkpad(p);
  return box3d(ctx, {
    size: [640, 24, 430],
    k: 0.8,
    ang: 52,
    body: pal.edge,
    topColor: pal.lid,
    sideColor: darken(pal.edge, 0.1),
    top: (W, D) => {
      let s = R(0, 0, W, D, surf(ctx, pal.lid, 0.07, [0, 0, 1, 1]));
      if (p.brand === 'apple') s += logo('apple', W / 2, D / 2, 56, lighten(pal.lid, 0.25));
      else if (thinkpad)
        s +=
          logo('thinkpad', W * 0.84, D * 0.86, 24, '#8f9399') +
          T(W * 0.06, D * 0.1, 'Lenovo', { size: 14, fill: '#7d8187', weight: 'bold' });
      else if (p.brand === 'hp') s += logo('hp', W / 2, D / 2, 40, lighten(pal.lid, 0.35), { bg: pal.lid });
      else if (p.brand === 'dell') s += logo('dell', W / 2, D / 2, 36, lighten(pal.lid, 0.35));
      else s += logo(p.brand, W / 2, D / 2, 34, lighten(pal.lid, 0.3));
      if (p.tag !== false) s += assetTag(ctx, W * 0.06, D * 0.66, 110);
      return s;
    },
    side: (D, H) => {
      let s = L(0, H * 0.48, D, H * 0.48, '#000000', 0.8, { op: 0.45 });
      if (p.brand === 'apple') {
        s += usbC(ctx, 40, H * 0.62, 16) + usbC(ctx, 64, H * 0.62, 16) + audioJack(D - 60, H * 0.72, 3, '#444');
        return s;
      }
      s += rj45(ctx, 30, H * 0.52, 11, { leds: false, shell: '#3a3c40' });
      s += usbA(ctx, 52, H * 0.6, 16);
      s += hdmi(ctx, 76, H * 0.62, 17);
      s += usbC(ctx, 102, H * 0.64, 14);
      s += audioJack(D - 70, H * 0.74, 2.6, '#444');
      return s;
    },
    front: (W, H) => L(0, H * 0.48, W, H * 0.48, '#000000', 1, { op: 0.5 }) + R(W * 0.45, H * 0.6, W * 0.1, 1.5, '#ffffff', { op: 0.2 }),
  });
}

/** n notebooks fechados empilhados, cada um desenhado à parte (etiquetas próprias) */
function notebookStack(ctx: Ctx, p: NotebookArt, n: number): Drawing {
  const items: Placed[] = [];
  for (let i = 0; i < n; i++) {
    const d = notebookClosed(ctx, p);
    items.push({ d, x: ctx.ri(-10, 10), y: -i * 22, s: 1, noShadow: i > 0 });
  }
  return arrange(ctx, items);
}

export const notebook: KindDrawer<NotebookArt> = {
  hero(ctx, p) {
    if ((p.count ?? 1) <= 1) return notebookOpen(ctx, p);
    const a = notebookOpen(ctx, p, { screen: p.screen ?? 'win11' });
    const b = notebookOpen(ctx, p, { screen: 'off', legends: false });
    return arrange(ctx, [
      { d: b, x: -330, y: -40, s: 0.82 },
      { d: b, x: 330, y: -40, s: 0.82 },
      { d: a, x: 0, y: 0, s: 1 },
    ]);
  },
  alt(ctx, p) {
    const n = p.count ?? 1;
    if (n <= 1) return notebookClosed(ctx, p);
    return notebookStack(ctx, p, Math.min(n, 6));
  },
  detail: notebookOpen,
  kit(ctx, p) {
    const n = p.count ?? 1;
    const prod = n > 1 ? notebookStack(ctx, p, Math.min(n, 5)) : notebookOpen(ctx, p);
    return boxedKit(ctx, p, prod, {
      box: { style: 'kraft', w: 560, h: 300, d: 420 },
      boxH: 330,
      prodH: n > 1 ? 300 : 380,
      acc: () => chargerDrawing(ctx, p.brand),
      accH: 100,
    });
  },
};
