/** Banners da página inicial (1600x560): fundo escuro, a arte à direita e o espaço do texto à esquerda. */
import { Ctx, fade, stops, surf, svgDocument } from './defs';
import { arrange, type Drawing, place, type Placed } from './drawing';
import { type NotebookArt, notebookOpen } from './kinds/laptops';
import { phoneFront } from './kinds/phones';
import { serverFront } from './kinds/servers';
import { switchFront } from './kinds/switches';
import { rj45 } from './ports';
import { C, E, f, G, P, R, T } from './svg';
import { range } from './values';

export const BANNER_W = 1600;
export const BANNER_H = 560;

const BRAND_RED = '#C8102E';

/** a arte de um banner: notebooks abertos (os da lista, ou quatro padrão), um rack de servidores ou o passo a passo */
export type BannerArt = { kind: 'notebooks'; items?: readonly NotebookArt[] } | { kind: 'rack' } | { kind: 'howto' };

/** o que se desenha de um banner: a chave (semente) e a arte */
export interface BannerSource {
  key: string;
  art: BannerArt;
}

function bannerBackdrop(ctx: Ctx): string {
  const W = BANNER_W;
  const H = BANNER_H;
  let s = R(0, 0, W, H, ctx.lin(stops([0, '#16070b'], [0.3, '#3a0b16'], [0.55, '#251519'], [1, '#2c3037']), 0, 0, 1, 0.25));
  s += E(W * 0.78, H * 0.45, W * 0.34, H * 0.75, ctx.rad(fade('#ffffff', [0, 0.16], [0.6, 0.05], [1, 0])));
  s += R(0, 0, W * 0.55, H, ctx.pat('bdots', 14, 14, C(7, 7, 1.1, '#ffffff')), { op: 0.035 });
  s += R(0, H * 0.82, W, H * 0.18, ctx.lin(fade('#000000', [0, 0], [1, 0.45])));
  return s;
}

function bannerOverlay(ctx: Ctx): string {
  const W = BANNER_W;
  const H = BANNER_H;
  return (
    R(0, 0, W * 0.66, H, ctx.lin(fade('#12050a', [0, 0.8], [0.6, 0.55], [1, 0]), 0, 0, 1, 0)) +
    P(`M${f(W * 0.44)},${H} L${f(W * 0.53)},0`, 'none', { stroke: BRAND_RED, sw: 2, op: 0.3 }) +
    R(0, H - 6, W, 6, ctx.lin(stops([0, BRAND_RED], [0.7, BRAND_RED], [1, '#7a0a1c']), 0, 0, 1, 0))
  );
}

/** encaixa uma drawing numa área do banner (x0..x1, base y) */
function bannerFit(ctx: Ctx, d: Drawing, x0: number, x1: number, yTop: number, yBase: number): string {
  const s = Math.min((x1 - x0) / d.w, (yBase - yTop) / d.h);
  const x = (x0 + x1) / 2 - (d.w * s) / 2;
  return place(ctx, d, x, yBase - d.h * s, s, { shadow: 1.4 });
}

const DEFAULT_NOTEBOOKS: readonly NotebookArt[] = [
  { brand: 'dell', model: 'Latitude 5420', color: 'black', screen: 'win11', cpu: 'i5' },
  { brand: 'lenovo', model: 'ThinkPad T14', color: 'black', screen: 'dashboard', cpu: 'i7' },
  { brand: 'hp', model: 'EliteBook 840 G8', color: 'silver', screen: 'photo', cpu: 'i5' },
  { brand: 'apple', model: 'MacBook Air M1', color: 'grey', screen: 'mac' },
];

/** quatro notebooks abertos, em leque */
function notebooksArt(ctx: Ctx, items: readonly NotebookArt[]): string {
  const ds = items.map((p) => notebookOpen(ctx, { tag: false, ...p }, { legends: false }));
  const at = (i: number, x: number, y: number, s: number): Placed[] => {
    const d = ds[i];
    return d ? [{ d, x, y, s }] : [];
  };
  const placed = [...at(0, 0, 40, 0.78), ...at(2, 1050, 40, 0.78), ...at(3, 700, 140, 0.92), ...at(1, 300, 150, 0.98)];
  return bannerFit(ctx, arrange(ctx, placed), 760, 1580, 40, 520);
}

/** dois armários de rack (o de trás escurecido) com patch panel, switches e servidores */
function rackArt(ctx: Ctx): string {
  const W = 700;
  let s = '';
  const cab = (x: number, y: number, w: number, h: number, dim = false) => {
    let c = R(x, y, w, h, ctx.lin(['#1a1b1e', '#0b0b0c'], 0, 0, 1, 0), { rx: 6 });
    c += R(x + 18, y + 18, 40, h - 36, '#141518') + R(x + w - 58, y + 18, 40, h - 36, '#141518');
    const holes = ctx.pat('rackholes', 12, 16, R(3, 4, 6, 8, '#050505'));
    c += R(x + 44, y + 24, 12, h - 48, holes) + R(x + w - 56, y + 24, 12, h - 48, holes);
    c += R(x, y, w, 16, '#222327', { rx: 6 });
    if (dim) c += R(x, y, w, h, '#000', { op: 0.35 });
    return c;
  };
  /** um equipamento de u unidades, com as orelhas e os parafusos */
  const unit = (x: number, y: number, u: number, inner: string, st: string) =>
    G(
      R(-28, 0, W + 56, u * 62, surf(ctx, st, 0.1)) + inner + C(-14, 14, 4, '#050505') + C(W + 14, 14, 4, '#050505'),
      `translate(${f(x)},${f(y)})`,
    );
  const build = (ox: number, oy: number) => {
    let r = '';
    let y = oy;
    const sp = { brand: 'cisco', ports: 48, sfp: 4, poe: true, tag: false, series: 'Catalyst 9200' };
    // patch panel
    r += unit(
      ox,
      y,
      1,
      range(24)
        .map((i) => rj45(ctx, 60 + i * 25.5, 12, 20, { leds: false }))
        .join(''),
      '#1d1e21',
    );
    y += 64;
    r += unit(ox, y, 1, switchFront(ctx, sp, W, 62), '#3a3f45');
    // cabos de rede
    const cols = ['#2f8cff', '#f5c518', '#e53935', '#38b24a', '#f2f2f2'];
    for (let i = 0; i < 20; i++) {
      const x1 = ox + 62 + (i % 24) * 25.5 + 10;
      const x2 = ox + 132 + i * 21;
      r += P(`M${f(x1)},${f(oy + 30)} C${f(x1)},${f(oy + 75)} ${f(x2)},${f(oy + 30)} ${f(x2)},${f(y + 20)}`, 'none', {
        stroke: cols[i % cols.length]!,
        sw: 4,
        op: 0.9,
      });
    }
    y += 66;
    r += unit(ox, y, 1, switchFront(ctx, { ...sp, brand: 'ubiquiti', ports: 24 }, W, 62), '#d5d8dc');
    y += 70;
    for (let k = 0; k < 2; k++) {
      r += unit(ox, y, 1, serverFront(ctx, { brand: 'dell', u: 1, bays: 10, tag: false }, W, 62), '#1c1d20');
      y += 64;
    }
    for (let k = 0; k < 2; k++) {
      r += unit(
        ox,
        y,
        2,
        serverFront(
          ctx,
          {
            brand: k ? 'hp' : 'dell',
            u: 2,
            bays: k ? 12 : 8,
            bayType: k ? 'lff' : 'sff',
            tag: false,
            model: k ? 'ProLiant DL380 Gen10' : 'PowerEdge R740',
          },
          W,
          124,
        ),
        k ? '#2a2c30' : '#1c1d20',
      );
      y += 128;
    }
    r += unit(
      ox,
      y,
      2,
      serverFront(ctx, { brand: 'lenovo', u: 2, bays: 12, bayType: 'lff', tag: false, model: 'ThinkSystem SR650' }, W, 124),
      '#18191b',
    );
    return r;
  };
  s += cab(-900, -40, 860, 1320, true) + G(build(0, 0), 'translate(-820,20)') + R(-900, -40, 860, 1320, '#000', { op: 0.62 });
  s += cab(0, -40, 860, 1320) + G(build(0, 0), 'translate(80,20)');
  s += E(430, 1270, 520, 60, ctx.rad(fade('#000', [0, 0.5], [1, 0])));
  return G(s, `translate(${f(1600 - 0.64 * 860 - 50)},${f(-6)}) scale(0.64) translate(0,40)`);
}

/** como funciona: celular com a tela de lance, martelo de leilão e os passos (cadastro, aprovação, lance) */
function howtoArt(ctx: Ctx): string {
  let s = '';
  // smartphone com tela de lance
  const ph = phoneFront(ctx, { brand: 'samsung', color: 'black', screenStyle: 'blank' });
  const ui =
    R(0, 0, 276, 70, BRAND_RED) +
    T(20, 44, 'Arremate', { size: 22, fill: '#fff', weight: 'bold' }) +
    R(16, 90, 244, 170, '#e9ebef', { rx: 12 }) +
    G(notebookOpen(ctx, { brand: 'dell', color: 'black', tag: false }, { legends: false }).svg, 'translate(48,102) scale(0.25)') +
    T(20, 296, 'Encerra em', { size: 14, fill: '#666' }) +
    T(20, 330, '0d 2h 14m 33s', { size: 28, fill: '#111', weight: 'bold' }) +
    T(20, 360, 'Notebook Dell Latitude · Ativo', { size: 12, fill: '#666' }) +
    R(20, 390, 236, 54, BRAND_RED, { rx: 27 }) +
    T(138, 424, 'Dar lance', { size: 20, anchor: 'middle', fill: '#fff', weight: 'bold' }) +
    R(20, 460, 236, 46, '#ffffff', { rx: 23, stroke: '#ccc' }) +
    T(138, 490, 'Ver Detalhes', { size: 16, anchor: 'middle', fill: '#333' });
  s += place(ctx, { ...ph, svg: ph.svg + G(ui, 'translate(12,60)') }, 1010, 40, 0.78, { shadow: 1.4 });
  // martelo de leilão
  const gv =
    E(200, 300, 170, 44, ctx.lin(['#6b3b1f', '#3b1d0c'])) +
    R(30, 262, 340, 38, ctx.lin(['#8a4b25', '#5a2d12']), { rx: 10 }) +
    E(200, 262, 170, 40, ctx.rad(stops([0, '#b06a36'], [1, '#7a3f1b']))) +
    G(
      R(-20, -200, 40, 330, ctx.lin(['#7a4320', '#b8733d', '#6a3818'], 0, 0, 1, 0), { rx: 14 }) +
        R(-90, -290, 180, 110, ctx.lin(['#8a4b25', '#c98a52', '#6a3818']), { rx: 26 }) +
        R(-100, -285, 24, 100, '#caa05a', { rx: 6 }) +
        R(76, -285, 24, 100, '#caa05a', { rx: 6 }),
      'translate(250,150) rotate(-38)',
    );
  s += place(ctx, { svg: gv, w: 400, h: 360, shadow: { cx: 200, cy: 310, rx: 190, ry: 36 } }, 1230, 190, 0.85, { shadow: 1.3 });
  // selos dos passos
  const badge = (cx: number, cy: number, icon: string) =>
    C(cx, cy, 34, '#ffffff', { op: 0.95 }) + C(cx, cy, 34, 'none', { stroke: BRAND_RED, sw: 4 }) + icon;
  const user = (cx: number, cy: number) => C(cx, cy - 8, 10, BRAND_RED) + P(`M${cx - 18},${cy + 18} a18,16 0 0 1 36,0 z`, BRAND_RED);
  const check = (cx: number, cy: number) =>
    P(`M${cx - 15},${cy} l10,11 l20,-22`, 'none', { stroke: BRAND_RED, sw: 7, lc: 'round', lj: 'round' });
  const hammer = (cx: number, cy: number) =>
    G(R(-4, -4, 8, 30, BRAND_RED, { rx: 3 }) + R(-16, -18, 32, 16, BRAND_RED, { rx: 4 }), `translate(${cx},${cy}) rotate(-35)`);
  const trail = { stroke: '#ffffff', sw: 2, dash: '6 8', op: 0.5 };
  s += P('M930,120 C980,60 1010,60 1040,70', 'none', trail);
  s += badge(900, 150, user(900, 150)) + badge(960, 300, check(960, 300)) + badge(900, 450, hammer(900, 450));
  s += P('M900,184 C930,230 940,250 950,266 M950,334 C940,360 925,390 905,416', 'none', trail);
  return s;
}

/** SVG de um banner */
export function bannerSvg(banner: BannerSource): string {
  const ctx = new Ctx(`banner:${banner.key}`);
  const { art } = banner;
  const inner =
    bannerBackdrop(ctx) +
    (art.kind === 'rack' ? rackArt(ctx) : art.kind === 'howto' ? howtoArt(ctx) : notebooksArt(ctx, art.items ?? DEFAULT_NOTEBOOKS)) +
    bannerOverlay(ctx);
  return svgDocument(ctx, BANNER_W, BANNER_H, inner);
}
