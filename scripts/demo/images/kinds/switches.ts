/** Switches: de rack (1U, com portas RJ45 em blocos, SFP e console) e de mesa; kit com orelhas e cabo. */
import { powerCord } from '../accessories';
import { type ArtCommon, isMany, type KindDrawer } from '../art';
import { box3d, type Box3d } from '../box3d';
import { logo } from '../brands';
import { darken, lighten } from '../color';
import type { Ctx } from '../defs';
import { arrange, type Drawing, onBase, stackOf, withFocus } from '../drawing';
import { assetTag, serialLabel } from '../labels';
import { led, screw, ventHex, ventSlots } from '../parts';
import { dcJack, iecInlet, rj45, sfp } from '../ports';
import { C, L, MONO, R, T } from '../svg';
import { range } from '../values';
import { rackStyle, rackUnit, type RackUnit } from './rack';

export interface SwitchArt extends ArtCommon {
  /** portas RJ45 */
  ports?: number;
  /** portas SFP */
  sfp?: number;
  /** PoE (LEDs âmbar) */
  poe?: boolean;
  /** switch de mesa em vez de rack */
  desk?: boolean;
  /** chassi de rack mais profundo */
  deep?: boolean;
  /** linha do produto, escrita sob o logotipo */
  series?: string;
}

/** portas RJ45 em duas fileiras (a de cima invertida), separadas em grupos de `group` colunas */
function portBlock(ctx: Ctx, x: number, y: number, n: number, pw: number, o: { group?: number; poe?: boolean | undefined } = {}) {
  let s = '';
  const rows = 2;
  const cols = Math.ceil(n / rows);
  const group = o.group ?? 6;
  const ph = pw * 0.82;
  const gap = pw * 0.12;
  for (let i = 0; i < n; i++) {
    const c = Math.floor(i / rows);
    const r = i % rows;
    const gx = x + c * (pw + gap) + Math.floor(c / group) * pw * 0.5;
    const gy = y + r * (ph + gap * 2.2);
    const on = ctx.r() < 0.7;
    s += rj45(ctx, gx, gy, pw, {
      flip: r === 0,
      l1: on ? '#38e05a' : '#1d3b20',
      l2: on && o.poe ? '#f5a623' : '#3a2a10',
    });
  }
  return { svg: s, w: cols * (pw + gap) + Math.floor((cols - 1) / group) * pw * 0.5 };
}

/** frente do switch de rack (W × H, sem as orelhas) */
export function switchFront(ctx: Ctx, p: SwitchArt, W: number, H: number): string {
  const st = rackStyle(p);
  const n = p.ports ?? 24;
  const nsfp = p.sfp ?? 4;
  let s = '';
  if (p.brand === 'cisco') s += R(0, 0, 120, H, lighten(st.face, 0.08));
  if (p.brand === 'ubiquiti') {
    // tela de estado
    s += R(16, H * 0.2, 64, H * 0.6, '#0c0d10', { rx: 3 }) + R(20, H * 0.25, 56, H * 0.5, ctx.lin(['#0f2a4a', '#081626']), { rx: 2 });
    s +=
      T(48, H * 0.47, 'UniFi', { size: 8, anchor: 'middle', fill: '#ffffff', weight: 'bold' }) +
      T(48, H * 0.64, '10.0.1.2', { size: 6, anchor: 'middle', fill: '#9fd0ff', family: MONO });
  } else {
    s += logo(p.brand, 58, H * 0.38, p.brand === 'cisco' ? 14 : 12, st.text);
    s += T(58, H * 0.72, (p.series ?? p.model ?? '').slice(0, 20), { size: 7, anchor: 'middle', fill: st.text, op: 0.85 });
  }
  for (let i = 0; i < 3; i++) s += led(ctx, 112, H * (0.25 + i * 0.25), 1.8, i === 2 && p.poe ? '#f5a623' : '#38e05a', i !== 1);
  const pw = n > 24 ? 17.5 : 21;
  const avail = W - 130 - (nsfp ? (nsfp / 2) * 34 + 70 : 60);
  const blk = portBlock(ctx, 130, H * 0.1, n, Math.min(pw, avail / ((n / 2) * 1.12 + 2)), { group: n > 24 ? 12 : 6, poe: p.poe });
  s += blk.svg;
  let x = 130 + blk.w + 14;
  for (let i = 0; i < nsfp; i++) s += sfp(ctx, x + Math.floor(i / 2) * 32, H * 0.12 + (i % 2) * 26, 28);
  x += Math.ceil(nsfp / 2) * 32 + 8;
  // console
  s += rj45(ctx, x, H * 0.32, 20, { shell: '#3a6fb0', leds: false });
  if (p.tag !== false) s += assetTag(ctx, W - 70, H * 0.05, 58);
  return s;
}

function switchRear(ctx: Ctx, p: SwitchArt, W: number, H: number): string {
  let s = iecInlet(W - 70, H * 0.2, 34);
  // duas ventoinhas
  for (const fx of [0.3, 0.5])
    s += C(W * fx, H / 2, H * 0.36, '#0b0b0c') + ventHex(ctx, W * fx - H * 0.34, H * 0.16, H * 0.68, H * 0.68, 5, '#000', '#2a2c30');
  s += screw(ctx, W - 110, H / 2, 5) + T(W - 110, H * 0.9, '⏚', { size: 9, anchor: 'middle', fill: '#ddd' });
  s += serialLabel(ctx, 40, H * 0.1, 100, { brand: p.brand, model: p.model ?? '', ratio: 0.45 });
  s += ventSlots(ctx, W * 0.62, H * 0.15, W * 0.2, H * 0.7, 6, '#000', true, 0.5);
  return s;
}

function switchDesk(ctx: Ctx, p: SwitchArt, rear = false): Box3d {
  const st = rackStyle(p);
  const n = p.ports ?? 8;
  return box3d(ctx, {
    size: [60 + n * 34, 46, 200],
    k: 0.55,
    ang: 30,
    body: st.face,
    topColor: st.lid,
    sideColor: st.side,
    top: (W, D) =>
      logo(p.brand, W * 0.5, D * 0.45, 22, darken(st.lid, 0.35)) +
      ventSlots(ctx, W * 0.1, D * 0.75, W * 0.8, D * 0.1, 6, '#000', true, 0.25),
    front: (W, H) =>
      rear
        ? dcJack(W * 0.2, H / 2, 7) + ventSlots(ctx, W * 0.35, H * 0.25, W * 0.5, H * 0.5, 6, '#000', true, 0.5)
        : led(ctx, 24, H * 0.3, 2, '#38e05a') +
          T(24, H * 0.75, 'PWR', { size: 6, anchor: 'middle', fill: st.text }) +
          range(n)
            .map((i) => rj45(ctx, 50 + i * 34, H * 0.28, 28, { l1: i % 3 === 2 ? '#1d3b20' : '#38e05a' }))
            .join(''),
  });
}

function switchUnit(ctx: Ctx, p: SwitchArt, rear = false): Box3d | RackUnit {
  if (p.desk) return switchDesk(ctx, p, rear);
  const st = rackStyle(p);
  return rackUnit(ctx, p, {
    u: 1,
    d: p.deep ? 700 : 420,
    k: 0.36,
    ang: 24,
    front: (W, H) => (rear ? switchRear(ctx, p, W, H) : switchFront(ctx, p, W, H)),
    top: (W, D) => logo(p.brand, W * 0.2, D * 0.35, 20, darken(st.lid, 0.3)) + L(0, D * 0.7, W, D * 0.7, '#000', 1, { op: 0.15 }),
  });
}

/** orelha de fixação avulsa (acompanha o switch) */
const RACK_EAR: Drawing = {
  svg: R(0, 0, 30, 64, '#7d838a', { rx: 2 }) + R(30, 0, 40, 64, '#9aa0a6') + C(15, 14, 4, '#333') + C(15, 50, 4, '#333'),
  w: 70,
  h: 64,
};

export const netswitch: KindDrawer<SwitchArt> = {
  hero: (ctx, p) => (isMany(p) ? stackOf(ctx, switchUnit(ctx, p), Math.min(p.count ?? 1, 5), p.desk ? 48 : 64, 4) : switchUnit(ctx, p)),
  alt: (ctx, p) => switchUnit(ctx, p, true),
  detail: (ctx, p) =>
    withFocus(switchUnit(ctx, p), (d) =>
      'earW' in d ? { x: d.earW, y: d.dy - 30, w: 380, h: d.H + 60 } : { x: 0, y: d.dy - 20, w: d.w * 0.6, h: 90 },
    ),
  kit: (ctx, p) =>
    arrange(ctx, [
      onBase(switchUnit(ctx, p), 500, 400, p.desk ? 150 : 200),
      onBase(RACK_EAR, 420, 560, 70),
      onBase(RACK_EAR, 520, 560, 70),
      onBase(powerCord(ctx), 820, 580, 80),
    ]),
};
