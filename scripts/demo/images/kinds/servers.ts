/** Servidores de rack (1U/2U): frente com baias de disco, traseira com fontes redundantes e I/O; kit com trilhos. */
import { coilDrawing } from '../accessories';
import { type ArtCommon, isMany, type KindDrawer } from '../art';
import { box3d } from '../box3d';
import { brandOf, logo } from '../brands';
import { darken } from '../color';
import { type Ctx, surf } from '../defs';
import { arrange, onBase, stackOf, withFocus } from '../drawing';
import { assetTag, serialLabel } from '../labels';
import { led, powerButton, ventHex, ventSlots } from '../parts';
import { iecInlet, rj45, usbA, vga } from '../ports';
import { hashStr } from '../random';
import { f, L, P, R, T } from '../svg';
import { lookup, range } from '../values';
import { rackStyle, rackUnit, type RackUnit } from './rack';

export interface ServerArt extends ArtCommon {
  /** altura em U (1 ou 2; padrão 2) */
  u?: number;
  /** número de baias de disco */
  bays?: number;
  /** 'sff' (2,5", verticais) ou 'lff' (3,5", em fileiras) */
  bayType?: 'sff' | 'lff';
  /** quantas das últimas baias são tampas cegas */
  blanks?: number;
}

/** cores das gavetas de disco: corpo, trava e LED de atividade */
interface BayStyle {
  carrier: string;
  latch: string;
  led: string;
}

const HP_BAYS: BayStyle = { carrier: '#8f959c', latch: '#3a3c40', led: '#38e05a' };
const BAY_STYLE = {
  dell: { carrier: '#2c2e32', latch: '#4d8fd1', led: '#38e05a' },
  hp: HP_BAYS,
  hpe: HP_BAYS,
  lenovo: { carrier: '#26282b', latch: '#3d7fd9', led: '#38e05a' },
} satisfies Record<string, BayStyle>;

const bayStyle = (p: ServerArt): BayStyle => lookup<BayStyle>(BAY_STYLE, p.brand, BAY_STYLE.dell);

/** gaveta de disco (vertical se mais alta que larga); blank = tampa cega, warn = LED âmbar de alerta */
function driveBay(ctx: Ctx, st: BayStyle, x: number, y: number, w: number, h: number, o: { blank: boolean; warn: boolean }): string {
  const vertical = h > w;
  if (o.blank) return R(x, y, w, h, '#121315', { rx: 2 }) + ventHex(ctx, x + 3, y + 3, w - 6, h - 6, 4, '#000', '', 0.6);
  const status = o.warn ? '#f5a623' : '#2f8cff';
  let s = R(x, y, w, h, surf(ctx, st.carrier, 0.15), { rx: 2, stroke: '#000', sw: 0.8 });
  if (vertical) {
    s += ventHex(ctx, x + 3, y + h * 0.12, w - 6, h * 0.45, 4, '#050505', '#3a3c40', 0.7);
    s += R(x + w * 0.18, y + h * 0.64, w * 0.64, h * 0.12, st.latch, { rx: 2 });
    s += R(x + 3, y + h * 0.8, w - 6, h * 0.16, darken(st.carrier, 0.3), { rx: 2 });
    s += led(ctx, x + w * 0.3, y + h * 0.06, 1.6, st.led) + led(ctx, x + w * 0.7, y + h * 0.06, 1.6, status);
  } else {
    s += R(x + 3, y + 3, w * 0.2, h - 6, st.latch, { rx: 2 });
    s += ventHex(ctx, x + w * 0.26, y + 4, w * 0.56, h - 8, 4, '#050505', '#3a3c40', 0.7);
    s += led(ctx, x + w * 0.9, y + h * 0.3, 1.8, st.led) + led(ctx, x + w * 0.9, y + h * 0.7, 1.8, status);
  }
  return s;
}

/** fonte redundante removível */
function psuModule(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  let s = R(x, y, w, h, surf(ctx, '#3a3c40', 0.12), { rx: 2, stroke: '#111', sw: 1 });
  s += ventHex(ctx, x + w * 0.05, y + h * 0.12, w * 0.45, h * 0.76, 5, '#000', '#222');
  s += iecInlet(x + w * 0.58, y + h * 0.2, Math.min(w * 0.22, h * 0.6));
  s += P(`M${f(x + w * 0.88)},${f(y + h * 0.15)} h${f(w * 0.07)} v${f(h * 0.7)} h${f(-w * 0.07)}`, 'none', { stroke: '#9aa0a6', sw: 3 });
  s += led(ctx, x + w * 0.62, y + h * 0.85, 1.8, '#38e05a');
  return s;
}

/** frente do servidor (W × H, sem as orelhas): baias, ventilação, modelo e plaqueta */
export function serverFront(ctx: Ctx, p: ServerArt, W: number, H: number): string {
  const bays = bayStyle(p);
  let s = '';
  const n = p.bays ?? 8;
  const lff = p.bayType === 'lff';
  // um disco com alerta, em posição estável por lote
  const warnAt = (hashStr(ctx.lot?.key ?? '') % 7) + 1;
  const blanks = p.blanks ?? 0;
  let x = 10;
  if (lff) {
    const rows = p.u === 1 ? 1 : n > 8 ? 3 : 2;
    const cols = Math.ceil(n / rows);
    const bw = Math.min(150, (W * 0.86) / cols);
    const bh = (H - 10) / rows;
    for (let i = 0; i < n; i++) {
      const c = i % cols;
      const r = Math.floor(i / cols);
      s += driveBay(ctx, bays, x + c * bw, 5 + r * bh, bw - 3, bh - 3, { blank: i >= n - blanks, warn: i === warnAt });
    }
    x += cols * bw;
  } else {
    const bw = 30;
    for (let i = 0; i < n; i++) s += driveBay(ctx, bays, x + i * bw, 6, bw - 3, H - 12, { blank: i >= n - blanks, warn: i === warnAt });
    x += n * bw;
  }
  const rest = W - x - 10;
  if (rest > 60) {
    s += ventHex(ctx, x + 8, 8, rest - 16, H * (p.u === 1 ? 0.84 : 0.55), 6, '#000', '#141517');
    if (p.u !== 1) {
      s += R(x + 8, H * 0.68, rest * 0.55, H * 0.2, '#111214', { rx: 2 }) + L(x + 14, H * 0.78, x + rest * 0.5, H * 0.78, '#2d2f33', 1.5);
      s += T(x + rest - 10, H * 0.86, p.model ?? '', { size: 11, anchor: 'end', fill: rackStyle(p).text, weight: 'bold' });
    }
  }
  if (p.tag !== false) s += assetTag(ctx, W - 94, p.u === 1 ? H * 0.12 : H * 0.1, 80);
  return s;
}

function serverRear(ctx: Ctx, p: ServerArt, W: number, H: number): string {
  let s = '';
  const one = p.u === 1;
  const pw = one ? 118 : 130;
  const ph = one ? H - 12 : H * 0.42;
  s += psuModule(ctx, W - pw - 6, H - ph - 6, pw, ph);
  s += psuModule(ctx, one ? W - 2 * pw - 12 : W - pw - 6, one ? H - ph - 6 : 8, pw, ph);
  // slots PCIe
  const slotH = one ? H * 0.5 : H * 0.55;
  for (let i = 0; i < (one ? 2 : 6); i++) {
    const sx = 12 + i * 40;
    s += R(sx, 8, 32, slotH, '#b9bdc2', { rx: 1 }) + ventSlots(ctx, sx + 6, 14, 20, slotH - 14, 5, '#555');
  }
  let x = one ? 100 : 12;
  const y = one ? H * 0.56 : H * 0.66;
  for (let i = 0; i < 4; i++) s += rj45(ctx, x + i * 28, y, 24, { l1: i < 2 ? '#38e05a' : '#1b5e20' });
  x += 4 * 28 + 10;
  s += usbA(ctx, x, y + 4, 28) + usbA(ctx, x, y + 20, 28);
  x += 36;
  s += vga(ctx, x, y + 8, 54);
  x += 62;
  // porta de gerência (iDRAC / iLO / XCC)
  s += rj45(ctx, x, y, 24, { shell: '#3a6fb0' });
  x += 34;
  s += ventHex(ctx, one ? 100 : 260, 8, W - (one ? 2 * pw + 130 : pw + 280), one ? H * 0.42 : H * 0.55, 6, '#000', '#1c1d20');
  s += serialLabel(ctx, one ? 12 : x + 6, one ? H * 0.58 : H * 0.62, one ? 80 : 100, { brand: p.brand, model: p.model ?? '' });
  return s;
}

/** tampa: vincos, etiqueta de manutenção e logotipo */
function serverTop(p: ServerArt, W: number, D: number): string {
  let s = L(0, D * 0.42, W, D * 0.42, '#000', 1, { op: 0.2 }) + L(0, D * 0.12, W, D * 0.12, '#000', 1, { op: 0.18 });
  s += R(W * 0.25, D * 0.5, W * 0.5, D * 0.4, '#f4f5f6', { op: 0.85 });
  for (let i = 0; i < 6; i++) s += L(W * 0.25, D * (0.55 + i * 0.06), W * 0.75, D * (0.55 + i * 0.06), '#7a8088', 1.2);
  for (let i = 0; i < 5; i++) s += L(W * (0.3 + i * 0.1), D * 0.55, W * (0.3 + i * 0.1), D * 0.85, '#7a8088', 1.2);
  s += logo(p.brand === 'hp' ? 'hpe' : p.brand, W * 0.5, D * 0.27, 34, darken(rackStyle(p).lid, 0.25));
  return s;
}

function serverUnit(ctx: Ctx, p: ServerArt, rear = false): RackUnit {
  const st = rackStyle(p);
  return rackUnit(ctx, p, {
    u: p.u ?? 2,
    front: (W, H) => (rear ? serverRear(ctx, p, W, H) : serverFront(ctx, p, W, H)),
    top: (W, D) => serverTop(p, W, D),
    // orelha esquerda: LEDs de identificação e estado; direita: botão, USB e etiqueta de serviço
    earL: rear
      ? null
      : (x, y, w, h) =>
          led(ctx, x + w / 2, y + h * 0.35, 2.2, '#2f8cff') +
          led(ctx, x + w / 2, y + h * 0.55, 2, '#38e05a') +
          (p.u === 1
            ? ''
            : T(x + w / 2 + 3, y + h * 0.78, brandOf(p.brand).name.slice(0, 4), {
                size: 8,
                anchor: 'middle',
                fill: st.text,
                weight: 'bold',
                tr: `rotate(-90 ${f(x + w / 2 + 3)} ${f(y + h * 0.78)})`,
              })),
    earR: rear
      ? null
      : (x, y, w, h) =>
          powerButton(ctx, x + w / 2, y + h * 0.32, 7, '#38e05a') +
          usbA(ctx, x + 4, y + h * 0.56, w - 8) +
          R(x + 4, y + h * 0.74, w - 8, 6, '#e8e9eb', { rx: 1 }),
  });
}

export const server: KindDrawer<ServerArt> = {
  hero: (ctx, p) => (isMany(p) ? stackOf(ctx, serverUnit(ctx, p), Math.min(p.count ?? 1, 4), (p.u ?? 2) * 62 + 3) : serverUnit(ctx, p)),
  alt: (ctx, p) => serverUnit(ctx, p, true),
  detail: (ctx, p) =>
    withFocus(serverUnit(ctx, p), (d) =>
      p.u === 1 ? { x: 0, y: d.dy - 30, w: 320, h: d.H + 60 } : { x: 0, y: d.dy - 20, w: 420, h: d.H + 40 },
    ),
  kit(ctx, p) {
    const srv = serverUnit(ctx, p);
    const rail = box3d(ctx, {
      size: [900, 22, 40],
      k: 0.5,
      body: '#a7adb3',
      front: (W, H) =>
        range(10)
          .map((i) => R(40 + i * 85, H * 0.3, 30, H * 0.4, '#555', { rx: 3 }))
          .join(''),
    });
    return arrange(ctx, [
      onBase(srv, 560, 420, 300),
      onBase(rail, 520, 560, 50),
      onBase(rail, 560, 620, 50),
      onBase(coilDrawing(ctx, '#1c1d20', 'c13'), 1080, 470, 70),
    ]);
  },
};
