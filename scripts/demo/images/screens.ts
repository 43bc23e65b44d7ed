/** Telas: o conteúdo das telas (área de trabalho, sistemas móveis, painéis, planilha, foto, desligada). */
import { logo } from './brands';
import { type Ctx, fade, stops } from './defs';
import { corners } from './geometry';
import { C, E, f, L, P, poly, R, T } from './svg';

export interface ScreenOptions {
  /** tema escuro do Windows 11 (padrão) */
  dark?: boolean;
  /** gradiente do papel de parede dos sistemas móveis */
  wall?: readonly string[] | undefined;
  /** marca do logotipo de inicialização */
  brand?: string | undefined;
  /** reflexo diagonal por cima (padrão: sim) */
  glare?: boolean;
}

type Painter = (ctx: Ctx, w: number, h: number, o: ScreenOptions) => string;

function taskbarIcons(cx: number, cy: number, s: number, n = 7): string {
  const cols = ['#0078d4', '#f4b400', '#1fa463', '#e8eaed', '#6264a7', '#d83b01', '#00a4ef', '#7e57c2'];
  let out = '';
  const start = cx - ((n - 1) * s * 1.5) / 2;
  for (let i = 0; i < n; i++) {
    const x = start + i * s * 1.5;
    if (i === 0) {
      for (const [dx, dy] of corners(-1, -1, 0.08, 0.08)) out += R(x + dx * s * 0.42, cy + dy * s * 0.42, s * 0.38, s * 0.38, '#1c8cf0');
    } else out += R(x - s / 2, cy - s / 2, s, s, cols[(i + 2) % cols.length]!, { rx: s * 0.22 });
  }
  return out;
}

const SCREENS = {
  win11: (ctx, w, h, o) => {
    const dark = o.dark ?? true;
    let s = R(0, 0, w, h, ctx.lin(dark ? ['#061636', '#0d2f77', '#1f5fc4'] : ['#dfe9f7', '#b9d2f1', '#8fb6ea'], 0, 0, 1, 1));
    const cx = w * 0.5;
    const cy = h * 0.62;
    const pet = ctx.lin(stops([0, '#b6e0ff'], [0.5, '#3c8df2'], [1, '#0a3cae', 0.9]), 0, 0, 1, 1);
    for (const a of [-64, -36, -12, 12, 36, 64]) {
      s += E(cx, cy - h * 0.23, w * 0.075, h * 0.27, pet, { tr: `rotate(${a} ${f(cx)} ${f(cy)})`, op: 0.88 });
    }
    s += E(cx, cy, w * 0.06, h * 0.05, '#dff1ff', { op: 0.6 });
    const tb = h * 0.065;
    s += R(0, h - tb, w, tb, dark ? '#1c2333' : '#f3f5f8', { op: 0.92 });
    s += taskbarIcons(w / 2, h - tb / 2, tb * 0.5);
    s += T(w - tb * 0.4, h - tb * 0.38, '14:32', { size: tb * 0.32, anchor: 'end', fill: dark ? '#e8eaed' : '#222' });
    // ícones da área de trabalho
    ['#e8eaed', '#f4c542', '#4aa3f0'].forEach((c, i) => {
      s += R(w * 0.02, h * 0.03 + i * h * 0.11, h * 0.055, h * 0.05, c, { rx: 2, op: 0.9 });
    });
    return s;
  },
  win10: (ctx, w, h) => {
    let s = R(0, 0, w, h, ctx.lin(['#001b3d', '#003a80', '#0063b1'], 0, 1, 1, 0));
    s += poly(
      [
        [w * 0.55, h * 0.3],
        [w * 0.78, h * 0.2],
        [w * 0.78, h * 0.72],
        [w * 0.55, h * 0.66],
      ],
      ctx.lin(['#7fc4ff', '#1a7fe0'], 0, 0, 1, 1),
      { op: 0.9 },
    );
    s += L(w * 0.55, h * 0.48, w * 0.78, h * 0.46, '#001b3d', h * 0.012);
    s += L(w * 0.665, h * 0.25, w * 0.665, h * 0.69, '#001b3d', h * 0.012);
    s += poly(
      [
        [0, h * 0.3],
        [w * 0.55, h * 0.3],
        [w * 0.55, h * 0.66],
        [0, h * 0.95],
      ],
      '#5fb2ff',
      { op: 0.1 },
    );
    const tb = h * 0.06;
    s += R(0, h - tb, w, tb, '#101318', { op: 0.95 });
    s += R(tb * 0.3, h - tb * 0.75, tb * 0.5, tb * 0.5, '#e8eaed', { op: 0.9 });
    s += R(tb * 1.2, h - tb * 0.8, w * 0.2, tb * 0.6, '#2b2f36');
    s += taskbarIcons(w * 0.36, h - tb / 2, tb * 0.42, 5);
    return s;
  },
  mac: (ctx, w, h) => {
    let s = R(0, 0, w, h, ctx.lin(['#1b1f5c', '#6b2d8c', '#d4467a', '#f59b52'], 0, 0, 1, 1));
    s += P(
      `M0,${f(h * 0.62)} C${f(w * 0.3)},${f(h * 0.4)} ${f(w * 0.6)},${f(h * 0.9)} ${f(w)},${f(h * 0.55)} V${f(h)} H0 Z`,
      ctx.lin(['#ff7a59', '#5b2a86']),
      { op: 0.7 },
    );
    s += P(
      `M0,${f(h * 0.8)} C${f(w * 0.35)},${f(h * 0.6)} ${f(w * 0.7)},${f(h * 1.0)} ${f(w)},${f(h * 0.75)} V${f(h)} H0 Z`,
      ctx.lin(['#2a1b5e', '#12123a']),
      { op: 0.8 },
    );
    s += R(0, 0, w, h * 0.035, '#ffffff', { op: 0.35 });
    const ds = h * 0.07;
    const cols = ['#3d8af7', '#f2f2f7', '#34c759', '#ff9f0a', '#ff375f', '#5e5ce6', '#64d2ff', '#ffd60a', '#8e8e93'];
    const n = cols.length;
    s += R(w / 2 - (n * ds * 1.15) / 2 - ds * 0.2, h - ds * 1.35, n * ds * 1.15 + ds * 0.4, ds * 1.25, '#ffffff', {
      rx: ds * 0.3,
      op: 0.35,
    });
    cols.forEach((c, i) => {
      s += R(w / 2 - (n * ds * 1.15) / 2 + i * ds * 1.15 + ds * 0.07, h - ds * 1.23, ds, ds, c, { rx: ds * 0.24 });
    });
    return s;
  },
  ubuntu: (ctx, w, h) => {
    let s = R(0, 0, w, h, ctx.lin(['#2c001e', '#77216f', '#e95420'], 0, 0, 1, 1));
    s += C(w * 0.62, h * 0.48, h * 0.2, 'none', { stroke: '#ffffff', sw: h * 0.03, op: 0.5 });
    s += R(0, 0, w, h * 0.035, '#000000', { op: 0.8 });
    s += R(0, h * 0.035, h * 0.09, h, '#1d1d1d', { op: 0.85 });
    ['#e95420', '#3584e4', '#f6d32d', '#33d17a', '#9141ac', '#ffffff'].forEach((c, i) => {
      s += R(h * 0.015, h * 0.07 + i * h * 0.1, h * 0.06, h * 0.06, c, { rx: h * 0.012 });
    });
    return s;
  },
  dashboard: (_ctx, w, h) => {
    let s = R(0, 0, w, h, '#eef1f5');
    s += R(0, 0, w, h * 0.05, '#1f2937');
    s += R(0, h * 0.05, w * 0.16, h, '#273449');
    for (let i = 0; i < 7; i++) s += R(w * 0.02, h * 0.1 + i * h * 0.07, w * 0.11, h * 0.025, '#5b6b85', { rx: 2 });
    ['#C8102E', '#2563eb', '#16a34a', '#f59e0b'].forEach((c, i) => {
      const x = w * 0.19 + i * w * 0.2;
      s += R(x, h * 0.09, w * 0.18, h * 0.15, '#ffffff', { rx: 4 });
      s += R(x + w * 0.015, h * 0.12, w * 0.06, h * 0.02, '#9aa3b2');
      s += R(x + w * 0.015, h * 0.165, w * 0.1, h * 0.045, c);
    });
    s += R(w * 0.19, h * 0.28, w * 0.48, h * 0.62, '#ffffff', { rx: 4 });
    for (let i = 0; i < 12; i++) {
      const bh = h * (0.12 + ((i * 37) % 11) * 0.035);
      s += R(w * 0.22 + i * w * 0.036, h * 0.84 - bh, w * 0.022, bh, i % 3 === 2 ? '#C8102E' : '#3b82f6');
    }
    s += R(w * 0.69, h * 0.28, w * 0.28, h * 0.62, '#ffffff', { rx: 4 });
    s += C(w * 0.83, h * 0.52, h * 0.15, 'none', { stroke: '#3b82f6', sw: h * 0.05 });
    s += P(`M${f(w * 0.83)},${f(h * 0.37)} A${f(h * 0.15)},${f(h * 0.15)} 0 0 1 ${f(w * 0.83 + h * 0.15)},${f(h * 0.52)}`, 'none', {
      stroke: '#C8102E',
      sw: h * 0.05,
    });
    for (let i = 0; i < 4; i++) s += R(w * 0.71, h * 0.73 + i * h * 0.04, w * 0.22, h * 0.018, '#d5dae2');
    return s;
  },
  sheet: (_ctx, w, h) => {
    let s = R(0, 0, w, h, '#ffffff');
    s += R(0, 0, w, h * 0.09, '#1d6f42');
    s += R(0, h * 0.09, w, h * 0.06, '#f3f3f3');
    const rh = h * 0.045;
    for (let r = 0; r < 18; r++) s += L(0, h * 0.15 + r * rh, w, h * 0.15 + r * rh, '#d9d9d9', 1);
    for (let c = 0; c < 10; c++) s += L(w * 0.04 + c * w * 0.1, h * 0.15, w * 0.04 + c * w * 0.1, h, '#d9d9d9', 1);
    for (let r = 1; r < 17; r++)
      for (let c = 0; c < 6; c++)
        s += R(w * 0.05 + c * w * 0.1, h * 0.16 + r * rh, w * (0.04 + ((r * 7 + c * 3) % 5) * 0.01), rh * 0.4, c === 0 ? '#444' : '#888');
    s += R(w * 0.66, h * 0.2, w * 0.3, h * 0.4, '#ffffff', { stroke: '#bbb' });
    for (let i = 0; i < 6; i++)
      s += R(w * 0.69 + i * w * 0.042, h * 0.55 - h * (0.05 + i * 0.045), w * 0.028, h * (0.05 + i * 0.045), '#2e7d32');
    return s;
  },
  photo: (ctx, w, h) => {
    let s = R(0, 0, w, h, ctx.lin(['#1b4f8a', '#5aa0d8', '#f3c98b']));
    s += C(w * 0.7, h * 0.45, h * 0.08, '#fff3cf', { op: 0.9 });
    s += poly(
      [
        [0, h * 0.62],
        [w * 0.18, h * 0.32],
        [w * 0.36, h * 0.58],
        [w * 0.52, h * 0.36],
        [w * 0.74, h * 0.6],
        [w * 0.9, h * 0.42],
        [w, h * 0.55],
        [w, h * 0.7],
        [0, h * 0.7],
      ],
      ctx.lin(['#3b4d6b', '#223047']),
    );
    s += poly(
      [
        [w * 0.18, h * 0.32],
        [w * 0.23, h * 0.4],
        [w * 0.15, h * 0.38],
      ],
      '#eef3fa',
    );
    s += poly(
      [
        [w * 0.52, h * 0.36],
        [w * 0.57, h * 0.43],
        [w * 0.49, h * 0.41],
      ],
      '#eef3fa',
    );
    s += R(0, h * 0.68, w, h * 0.32, ctx.lin(['#2f6fa3', '#0f2f4f']));
    s += R(0, h * 0.86, w, h * 0.14, '#1e3b1f');
    return s;
  },
  ios: (ctx, w, h, o) => {
    let s = R(0, 0, w, h, ctx.lin(o.wall ?? ['#2b1055', '#7597de', '#f0b9c8'], 0, 0, 1, 1));
    s += E(w * 0.2, h * 0.75, w * 0.6, h * 0.2, '#ffffff', { op: 0.12 });
    const cols = [
      '#34c759',
      '#0a84ff',
      '#ff9f0a',
      '#ff375f',
      '#5e5ce6',
      '#ffd60a',
      '#64d2ff',
      '#ffffff',
      '#30d158',
      '#bf5af2',
      '#ff453a',
      '#8e8e93',
    ];
    const is = w * 0.16;
    const gap = (w - 4 * is) / 5;
    for (let r = 0; r < 5; r++)
      for (let c = 0; c < 4; c++) {
        const x = gap + c * (is + gap);
        const y = h * 0.09 + r * (is + gap * 1.6);
        s += R(x, y, is, is, cols[(r * 4 + c + 3) % cols.length]!, { rx: is * 0.23 });
        s += R(x + is * 0.15, y + is * 1.1, is * 0.7, is * 0.09, '#ffffff', { rx: 1, op: 0.75 });
      }
    s += R(gap * 0.5, h - is * 1.55, w - gap, is * 1.35, '#ffffff', { rx: is * 0.35, op: 0.3 });
    ['#34c759', '#0a84ff', '#ffffff', '#ff9f0a'].forEach((col, c) => {
      s += R(gap + c * (is + gap), h - is * 1.37, is, is, col, { rx: is * 0.23 });
    });
    s += T(w * 0.12, h * 0.04, '9:41', { size: h * 0.022, fill: '#fff', weight: 'bold' });
    s += R(w * 0.78, h * 0.024, w * 0.09, h * 0.015, '#ffffff', { rx: 3 });
    return s;
  },
  android: (ctx, w, h, o) => {
    let s = R(0, 0, w, h, ctx.lin(o.wall ?? ['#0f3b3a', '#1c7c7d', '#7ad3c0'], 0, 0, 1, 1));
    s += C(w * 0.85, h * 0.3, w * 0.55, '#ffffff', { op: 0.08 });
    s += C(w * 0.1, h * 0.7, w * 0.45, '#000000', { op: 0.1 });
    s += T(w / 2, h * 0.22, '10:08', { size: w * 0.2, anchor: 'middle', fill: '#fff' });
    s += T(w / 2, h * 0.27, 'qua., 12 de mar.', { size: w * 0.05, anchor: 'middle', fill: '#fff', op: 0.9 });
    const is = w * 0.14;
    const gap = (w - 4 * is) / 5;
    const cols = ['#ea4335', '#34a853', '#fbbc05', '#4285f4', '#ffffff', '#25d366', '#1877f2', '#ff0000'];
    cols.forEach((c, i) => {
      s += C(gap + (i % 4) * (is + gap) + is / 2, h * 0.66 + Math.floor(i / 4) * (is + gap * 1.5), is / 2, c);
    });
    s += R(gap, h * 0.86, w - 2 * gap, is * 0.8, '#ffffff', { rx: is * 0.4, op: 0.85 });
    s += C(gap + is * 0.45, h * 0.86 + is * 0.4, is * 0.22, '#4285f4');
    s += T(w * 0.07, h * 0.03, '10:08', { size: h * 0.02, fill: '#fff' });
    return s;
  },
  androidTab: (ctx, w, h, o) => {
    let s = R(0, 0, w, h, ctx.lin(o.wall ?? ['#0f3b3a', '#1c7c7d', '#7ad3c0'], 0, 0, 1, 1));
    s += C(w * 0.85, h * 0.2, h * 0.6, '#ffffff', { op: 0.07 }) + C(w * 0.15, h * 0.9, h * 0.5, '#000000', { op: 0.1 });
    s +=
      T(w * 0.06, h * 0.24, '10:08', { size: h * 0.15, fill: '#fff' }) +
      T(w * 0.065, h * 0.32, 'qua., 12 de mar.', { size: h * 0.045, fill: '#fff', op: 0.9 });
    const cols = ['#ea4335', '#34a853', '#fbbc05', '#4285f4', '#ffffff', '#25d366', '#1877f2', '#ff0000', '#9c27b0', '#00bcd4'];
    const is = h * 0.1;
    cols.forEach((c, i) => {
      s += C(w * 0.5 + (i % 5) * w * 0.09, h * 0.2 + Math.floor(i / 5) * h * 0.2, is / 2, c);
    });
    s += R(w * 0.22, h * 0.8, w * 0.56, is * 1.3, '#ffffff', { rx: is * 0.65, op: 0.3 });
    for (let c = 0; c < 6; c++) s += C(w * 0.28 + c * w * 0.088, h * 0.8 + is * 0.65, is * 0.42, cols[(c + 3) % cols.length]!);
    s += T(w * 0.02, h * 0.04, '10:08', { size: h * 0.03, fill: '#fff' });
    return s;
  },
  ipados: (ctx, w, h) => {
    let s = R(0, 0, w, h, ctx.lin(['#0b2a6f', '#4b7be6', '#c7a0f0', '#f7c4a5'], 0, 0, 1, 1));
    const cols = ['#34c759', '#0a84ff', '#ff9f0a', '#ff375f', '#5e5ce6', '#ffd60a', '#64d2ff', '#ffffff', '#30d158', '#bf5af2'];
    const is = h * 0.11;
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 6; c++)
        s += R(w * 0.1 + c * w * 0.14, h * 0.12 + r * h * 0.2, is, is, cols[(r * 6 + c) % cols.length]!, { rx: is * 0.24 });
    s += R(w * 0.25, h - is * 1.5, w * 0.5, is * 1.3, '#ffffff', { rx: is * 0.35, op: 0.3 });
    for (let c = 0; c < 6; c++) s += R(w * 0.28 + c * w * 0.075, h - is * 1.35, is, is, cols[(c + 4) % cols.length]!, { rx: is * 0.24 });
    return s;
  },
  blank: (_ctx, w, h) => {
    return R(0, 0, w, h, '#f5f5f7');
  },
  off: (ctx, w, h) => {
    return R(0, 0, w, h, ctx.lin(['#2a2d33', '#0d0e10'], 0, 0, 1, 1));
  },
  boot: (_ctx, w, h, o) => {
    return (
      R(0, 0, w, h, '#050505') +
      logo(o.brand ?? 'dell', w / 2, h * 0.45, h * 0.1, '#cfd3d8') +
      C(w / 2, h * 0.7, h * 0.03, 'none', { stroke: '#cfd3d8', sw: h * 0.006, dash: `${f(h * 0.02)} ${f(h * 0.01)}` })
    );
  },
} satisfies Record<string, Painter>;

export type ScreenStyle = keyof typeof SCREENS;

/** conteúdo de tela em coordenadas locais 0..w, 0..h (recortado por <svg> aninhado) */
export function screen(ctx: Ctx, x: number, y: number, w: number, h: number, style: ScreenStyle = 'win11', o: ScreenOptions = {}): string {
  const paint: Painter = SCREENS[style] ?? SCREENS.win11;
  const body = paint(ctx, w, h, o);
  const glare =
    o.glare === false
      ? ''
      : poly(
          [
            [w * 0.52, 0],
            [w * 0.8, 0],
            [w * 0.38, h],
            [w * 0.1, h],
          ],
          ctx.lin(fade('#ffffff', [0, 0.09], [1, 0.02])),
        );
  return `<svg x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" viewBox="0 0 ${f(w)} ${f(h)}" overflow="hidden">${body}${glare}</svg>`;
}
