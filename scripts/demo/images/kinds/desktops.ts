/** Desktops: torre, SFF (compacto) e mini (tiny), frente e traseira; kit com teclado, mouse e cabo. */
import { powerCord } from '../accessories';
import { type ArtCommon, isMany, type KindDrawer } from '../art';
import { box3d, type Box3d } from '../box3d';
import { logo } from '../brands';
import { lighten } from '../color';
import type { Ctx } from '../defs';
import { arrange, onBase, stackOf, trio, withFocus } from '../drawing';
import { assetTag, serialLabel } from '../labels';
import { powerButton, ventGrid, ventHex, ventSlots } from '../parts';
import { audioJack, dcJack, dport, hdmi, iecInlet, rj45, usbA, usbC } from '../ports';
import { C, L, R } from '../svg';
import { lookup } from '../values';
import { keyboardDrawing, mouseDrawing } from './input-devices';

export interface DesktopArt extends ArtCommon {
  form?: 'tower' | 'sff' | 'tiny';
}

interface PcStyle {
  body: string;
  top: string;
  side: string;
}

const PC_STYLE = {
  dell: { body: '#1d1e21', top: '#2a2c30', side: '#23252a' },
  hp: { body: '#222326', top: '#b8bcc1', side: '#aeb2b7' },
  lenovo: { body: '#1b1c1e', top: '#26282b', side: '#202225' },
  positivo: { body: '#1c1c1e', top: '#2a2a2d', side: '#232326' },
} satisfies Record<string, PcStyle>;

const pcStyle = (p: DesktopArt): PcStyle => lookup<PcStyle>(PC_STYLE, p.brand, PC_STYLE.dell);

function pcDims(p: DesktopArt) {
  if (p.form === 'sff') return { w: 430, h: 120, d: 380 };
  if (p.form === 'tiny') return { w: 250, h: 50, d: 250 };
  return { w: 210, h: 430, d: 400 };
}

/** o último termo do modelo (ex.: 'OptiPlex 7090' → '7090') */
const modelCode = (p: DesktopArt): string | undefined => p.model?.split(' ').pop();

function pcFront(ctx: Ctx, p: DesktopArt, W: number, H: number): string {
  let s = '';
  if (p.form === 'tiny') {
    s += ventSlots(ctx, W * 0.05, H * 0.2, W * 0.38, H * 0.6, 7, '#050505', true);
    s += powerButton(ctx, W * 0.55, H * 0.5, H * 0.16);
    s += usbC(ctx, W * 0.62, H * 0.42, 16) + usbA(ctx, W * 0.72, H * 0.38, 24) + audioJack(W * 0.9, H * 0.5, 3.5, '#444');
    s += logo(p.brand, W * 0.26, H * 0.5, 8, '#8d9197');
    if (p.tag !== false) s += assetTag(ctx, W * 0.04, H * 0.05, 40);
    return s;
  }
  if (p.form === 'sff') {
    s += ventHex(ctx, W * 0.04, H * 0.14, W * 0.5, H * 0.72, 6, '#050505', '#101113');
    s += R(W * 0.58, H * 0.18, W * 0.36, H * 0.16, '#121315', { rx: 2 }) + L(W * 0.6, H * 0.26, W * 0.92, H * 0.26, '#2d2f33', 1.5);
    s += powerButton(ctx, W * 0.62, H * 0.62, 9);
    s +=
      usbA(ctx, W * 0.68, H * 0.54, 20) +
      usbA(ctx, W * 0.74, H * 0.54, 20) +
      usbC(ctx, W * 0.8, H * 0.56, 16) +
      audioJack(W * 0.88, H * 0.6, 4, '#444');
    s += logo(p.brand, W * 0.76, H * 0.84, 8, '#9da1a7');
    if (p.tag !== false) s += assetTag(ctx, W * 0.06, H * 0.22, 70);
    return s;
  }
  // torre
  s += R(W * 0.08, H * 0.2, W * 0.84, H * 0.62, '#0c0d0e', { rx: 3 });
  s += ventHex(ctx, W * 0.1, H * 0.22, W * 0.8, H * 0.58, 7, '#020202', '#17181b');
  s += R(W * 0.08, H * 0.05, W * 0.84, H * 0.09, '#141517', { rx: 2 });
  s += L(W * 0.12, H * 0.095, W * 0.88, H * 0.095, '#303236', 1.6);
  s += powerButton(ctx, W * 0.2, H * 0.165, 9, p.brand === 'dell' ? '#ffffff' : null);
  s +=
    usbA(ctx, W * 0.34, H * 0.155, 22) +
    usbA(ctx, W * 0.48, H * 0.155, 22) +
    usbC(ctx, W * 0.63, H * 0.158, 18) +
    audioJack(W * 0.82, H * 0.165, 4.5, '#444');
  if (p.brand === 'lenovo') s += logo('thinkcentre', W / 2, H * 0.9, 14, '#a3a7ad') + C(W * 0.87, H * 0.9, 2.5, '#E2231A');
  else s += logo(p.brand, W / 2, H * 0.9, p.brand === 'hp' ? 13 : 12, '#a3a7ad', { bg: pcStyle(p).body });
  if (p.tag !== false) s += assetTag(ctx, W * 0.22, H * 0.25, W * 0.56);
  return s;
}

function pcRear(ctx: Ctx, p: DesktopArt, W: number, H: number): string {
  let s = '';
  if (p.form === 'tiny') {
    s += ventSlots(ctx, W * 0.05, H * 0.12, W * 0.9, H * 0.3, 6, '#050505', true);
    let x = W * 0.05;
    s += dcJack(x + 8, H * 0.7, 6);
    x += 22;
    s += dport(ctx, x, H * 0.58, 20);
    x += 26;
    s += hdmi(ctx, x, H * 0.6, 20);
    x += 26;
    s += usbA(ctx, x, H * 0.56, 20) + usbA(ctx, x + 24, H * 0.56, 20);
    x += 50;
    s += rj45(ctx, x, H * 0.5, 16);
    x += 24;
    s += usbA(ctx, x, H * 0.56, 20);
    return s;
  }
  if (p.form === 'sff') {
    s += R(W * 0.7, H * 0.06, W * 0.27, H * 0.88, '#26282b', { rx: 2 });
    s += ventHex(ctx, W * 0.72, H * 0.1, W * 0.12, H * 0.8, 5, '#050505');
    s += iecInlet(W * 0.88, H * 0.35, 26);
    s += R(W * 0.04, H * 0.1, W * 0.32, H * 0.8, '#2e3034', { rx: 2 });
    for (let i = 0; i < 3; i++)
      s +=
        R(W * 0.06, H * (0.16 + i * 0.25), W * 0.28, H * 0.16, '#1b1c1f') +
        ventSlots(ctx, W * 0.08, H * (0.18 + i * 0.25), W * 0.2, H * 0.12, 5, '#050505', true);
    const x = W * 0.39;
    s += dport(ctx, x, H * 0.18, 22) + dport(ctx, x + 28, H * 0.18, 22) + hdmi(ctx, x + 56, H * 0.18, 22);
    s += usbA(ctx, x, H * 0.45, 22) + usbA(ctx, x + 28, H * 0.45, 22) + usbA(ctx, x + 56, H * 0.45, 22, '#111');
    s += rj45(ctx, x + 4, H * 0.66, 20) + audioJack(x + 50, H * 0.76, 5, '#3bb54a');
    s += serialLabel(ctx, W * 0.52, H * 0.58, 60, { brand: p.brand, model: modelCode(p) });
    return s;
  }
  // torre: fonte no topo, I/O, ventoinha, slots
  s += R(W * 0.06, H * 0.03, W * 0.88, H * 0.2, '#2a2c30', { rx: 2 });
  s += C(W * 0.35, H * 0.13, H * 0.075, '#0b0b0c') + C(W * 0.35, H * 0.13, H * 0.075, 'none', { stroke: '#5a5d62', sw: 2 });
  for (let i = 1; i < 4; i++) s += C(W * 0.35, H * 0.13, H * 0.075 * (i / 4), 'none', { stroke: '#5a5d62', sw: 1.4 });
  s += iecInlet(W * 0.66, H * 0.08, 30) + R(W * 0.7, H * 0.165, 16, 10, '#111', { rx: 2 });
  s += R(W * 0.08, H * 0.26, W * 0.34, H * 0.42, '#c3c7cc', { rx: 1 });
  let y = H * 0.28;
  s += dport(ctx, W * 0.12, y, 28) + dport(ctx, W * 0.12, y + 16, 28);
  y += 36;
  s += hdmi(ctx, W * 0.12, y, 28);
  y += 18;
  for (let i = 0; i < 3; i++) {
    s += usbA(ctx, W * 0.12, y, 28, i < 2 ? '#1f5fbf' : '#111');
    y += 16;
  }
  s += rj45(ctx, W * 0.13, y + 2, 24);
  y += 26;
  s += audioJack(W * 0.2, y + 8, 5, '#3bb54a') + audioJack(W * 0.32, y + 8, 5, '#e28aa7');
  s += C(W * 0.7, H * 0.42, W * 0.2, '#0b0b0c');
  s += ventHex(ctx, W * 0.5, H * 0.32, W * 0.4, H * 0.2, 6, '#000', '#2a2c30', 0.9);
  for (let i = 0; i < 4; i++) {
    s += R(W * 0.1, H * (0.72 + i * 0.05), W * 0.7, H * 0.035, '#c4c8cd', { rx: 1 });
    s += ventSlots(ctx, W * 0.16, H * (0.725 + i * 0.05), W * 0.55, H * 0.025, 5, '#777', true);
  }
  s += serialLabel(ctx, W * 0.46, H * 0.56, W * 0.46, { brand: p.brand, model: modelCode(p) });
  return s;
}

function pcBox(ctx: Ctx, p: DesktopArt, rear = false): Box3d {
  const st = pcStyle(p);
  const { w, h, d } = pcDims(p);
  const tiny = p.form === 'tiny';
  const flat = p.form === 'sff' || tiny;
  return box3d(ctx, {
    size: [w, h, d],
    k: p.form === 'tower' || !p.form ? 0.45 : 0.5,
    ang: flat ? 30 : 32,
    body: st.body,
    topColor: st.top,
    sideColor: st.side,
    front: (W, H) => (rear ? pcRear(ctx, p, W, H) : pcFront(ctx, p, W, H)),
    top: (W, D) =>
      flat
        ? logo(p.brand, W / 2, D / 2, tiny ? 16 : 22, lighten(st.top, 0.25), { bg: st.top }) +
          (tiny ? ventGrid(ctx, W * 0.1, D * 0.1, W * 0.8, D * 0.15, 5, '#000', 0.5) : '')
        : L(W * 0.02, D * 0.5, W * 0.98, D * 0.5, '#000', 0.6, { op: 0.15 }),
    side: (D, H) =>
      flat
        ? ventSlots(ctx, D * 0.6, H * 0.2, D * 0.3, H * 0.6, 7, '#000', true, 0.5)
        : ventHex(ctx, D * 0.65, H * 0.12, D * 0.25, H * 0.35, 7, '#000', '', 0.35) + R(D * 0.1, H * 0.9, D * 0.8, 3, '#000', { op: 0.15 }),
  });
}

export const desktop: KindDrawer<DesktopArt> = {
  hero(ctx, p) {
    const d = pcBox(ctx, p);
    if (!isMany(p)) return d;
    if (p.form === 'sff' || p.form === 'tiny') return stackOf(ctx, d, Math.min(p.count ?? 1, 4), pcDims(p).h + 2, 6);
    return trio(ctx, d, d);
  },
  alt: (ctx, p) => pcBox(ctx, p, true),
  detail(ctx, p) {
    const { w, h } = pcDims(p);
    return withFocus(pcBox(ctx, p), (d) => {
      if (p.form === 'tiny') return { x: 0, y: d.dy - 10, w: w * 1.05, h: h + 20 };
      if (p.form === 'sff') return { x: w * 0.02, y: d.dy, w: w * 0.96, h: h };
      return { x: 0, y: d.dy, w: w * 1.05, h: h * 0.45 };
    });
  },
  kit(ctx, p) {
    const prod = pcBox(ctx, p);
    const kb = keyboardDrawing(ctx, { brand: p.brand, color: 'black', compact: true });
    const ms = mouseDrawing(ctx, { brand: p.brand, color: 'black' });
    const tower = !p.form || p.form === 'tower';
    return arrange(ctx, [
      onBase(prod, tower ? 330 : 450, 470, tower ? 470 : p.form === 'sff' ? 190 : 110),
      onBase(powerCord(ctx), 800, 470, 70),
      onBase(kb, 470, 700, 200),
      onBase(ms, 930, 700, 130),
    ]);
  },
};
