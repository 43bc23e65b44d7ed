/** Energia: nobreaks (frente com tomadas, traseira com bateria e USB) e fontes ATX (com cabos ou modulares). */
import { boxedKit, coilDrawing, powerCord, retailKit } from '../accessories';
import { type ArtCommon, isMany, type KindDrawer } from '../art';
import { box3d, type Box3d, tinted } from '../box3d';
import { brandOf, logo } from '../brands';
import { darken } from '../color';
import { type Ctx, stops } from '../defs';
import { type Drawing, trio, withFocus } from '../drawing';
import { serialLabel } from '../labels';
import { led, powerButton, ventHex, ventSlots } from '../parts';
import { iecInlet, usbA } from '../ports';
import { C, f, L, MONO, P, R, T } from '../svg';

export interface UpsArt extends ArtCommon {
  /** potência impressa na etiqueta (ex.: '1200VA') */
  va?: string;
  /** número de tomadas na frente */
  outlets?: number;
}

export interface PsuArt extends ArtCommon {
  /** potência (ex.: '550W') */
  watts?: string;
  /** conectores na frente em vez de cabos soldados */
  modular?: boolean;
}

// ── nobreak (UPS) ──

/** tomada de três pinos (NBR 14136) */
function brOutlet(ctx: Ctx, cx: number, cy: number, r: number): string {
  return (
    C(cx, cy, r, ctx.rad(stops([0, '#3a3c40'], [1, '#121314']))) +
    C(cx, cy, r * 0.82, '#1a1b1d', { stroke: '#000', sw: 1 }) +
    C(cx - r * 0.38, cy - r * 0.05, r * 0.13, '#000') +
    C(cx + r * 0.38, cy - r * 0.05, r * 0.13, '#000') +
    C(cx, cy + r * 0.38, r * 0.13, '#000')
  );
}

function upsBox(ctx: Ctx, p: UpsArt, rear = false): Box3d {
  const body = p.color ?? '#1c1d20';
  const acc = brandOf(p.brand).accent;
  return box3d(ctx, {
    size: [220, 300, 380],
    k: 0.42,
    ang: 32,
    ...tinted(body, 0.1, 0.1),
    side: (D, H) => ventSlots(ctx, D * 0.15, H * 0.7, D * 0.7, H * 0.15, 8, '#000', true, 0.5),
    top: (W, D) => R(W * 0.3, D * 0.4, W * 0.4, D * 0.12, darken(body, 0.3), { rx: 8 }),
    front: (W, H) => {
      let s = '';
      if (rear) {
        s += C(W * 0.5, H * 0.2, W * 0.18, '#0b0b0c') + ventHex(ctx, W * 0.32, H * 0.08, W * 0.36, H * 0.25, 6, '#000', '#2a2b2e');
        s += R(W * 0.15, H * 0.42, W * 0.3, H * 0.08, '#2a2b2e', { rx: 4 }) + C(W * 0.3, H * 0.46, 7, '#444');
        s += usbA(ctx, W * 0.55, H * 0.43, 28, '#111');
        s += R(W * 0.4, H * 0.58, W * 0.2, H * 0.08, '#111', { rx: 3 });
        s += P(
          `M${f(W * 0.5)},${f(H * 0.66)} C${f(W * 0.5)},${f(H * 0.85)} ${f(W * 0.2)},${f(H * 0.9)} ${f(W * 0.1)},${f(H * 1.02)}`,
          'none',
          { stroke: '#111', sw: 9, lc: 'round' },
        );
        s += serialLabel(ctx, W * 0.12, H * 0.69, W * 0.76, {
          brand: p.brand,
          model: p.model ?? '',
          lines: [p.va ?? '1200VA', 'Entrada 115/220V~ Saída 115V~'],
        });
        return s;
      }
      s += R(W * 0.1, H * 0.05, W * 0.8, H * 0.2, '#0d0e0f', { rx: 6 });
      s +=
        R(W * 0.16, H * 0.08, W * 0.42, H * 0.1, ctx.lin(['#183a1d', '#0e2412']), { rx: 2 }) +
        T(W * 0.37, H * 0.155, '115V 62%', { size: 11, anchor: 'middle', fill: '#7CFC8A', family: MONO });
      s +=
        led(ctx, W * 0.22, H * 0.215, 2.4, '#38e05a') +
        led(ctx, W * 0.32, H * 0.215, 2.4, '#f5a623', false) +
        led(ctx, W * 0.42, H * 0.215, 2.4, '#e53935', false);
      s += powerButton(ctx, W * 0.74, H * 0.15, 14, acc);
      // tomadas em duas colunas
      for (let i = 0; i < (p.outlets ?? 6); i++) s += brOutlet(ctx, W * (0.3 + (i % 2) * 0.4), H * (0.37 + Math.floor(i / 2) * 0.14), 18);
      s += logo(p.brand, W / 2, H * 0.86, 16, '#d0d3d7');
      s += R(0, H * 0.94, W, H * 0.02, acc, { op: 0.8 });
      return s;
    },
  });
}

export const ups: KindDrawer<UpsArt> = {
  hero(ctx, p) {
    const d = upsBox(ctx, p);
    return isMany(p) ? trio(ctx, d, d) : d;
  },
  alt: (ctx, p) => upsBox(ctx, p, true),
  detail: (ctx, p) => withFocus(upsBox(ctx, p), (d) => ({ x: 0, y: d.dy, w: 240, h: 180 })),
  kit: (ctx, p) =>
    boxedKit(ctx, p, upsBox(ctx, p), {
      box: { w: 320, h: 420, d: 440, style: 'kraft' },
      boxH: 400,
      prodH: 380,
      acc: () => coilDrawing(ctx, '#1c1d20', 'usb'),
      accH: 80,
    }),
};

// ── fonte ATX ──

const RAILS = ['+3.3V  20A', '+5V  20A', '+12V  45.8A', '-12V 0.3A'];
const MODULAR_SOCKETS = ['CPU', 'PCIe', 'PCIe', 'SATA', 'SATA', 'ATX'];

function psuBox(ctx: Ctx, p: PsuArt, rear = false): Box3d {
  const body = p.color ?? '#1c1d20';
  return box3d(ctx, {
    size: [300, 172, 280],
    k: 0.55,
    ang: 34,
    ...tinted(body, 0.05, 0.05),
    // ventoinha com grade
    top: (W, D) => {
      const cx = W / 2;
      const cy = D / 2;
      const r = Math.min(W, D) * 0.44;
      let s = C(cx, cy, r, '#0a0a0b');
      for (let i = 1; i <= 6; i++) s += C(cx, cy, (r * i) / 6.2, 'none', { stroke: '#8e9298', sw: 2 });
      for (let i = 0; i < 4; i++)
        s += L(cx, cy, cx + r * Math.cos((i * Math.PI) / 2 + 0.6), cy + r * Math.sin((i * Math.PI) / 2 + 0.6), '#8e9298', 2);
      s += C(cx, cy, r * 0.22, '#1c1d20') + logo(p.brand, cx, cy, 12, '#e8e9eb');
      return s;
    },
    // etiqueta de especificações
    side: (D, H) => {
      let s = R(D * 0.06, H * 0.08, D * 0.88, H * 0.84, '#f4f4f2', { rx: 3 });
      s += T(D * 0.1, H * 0.2, `${brandOf(p.brand).name} ${p.model ?? ''}`, { size: 14, fill: '#111', weight: 'bold' });
      s += T(D * 0.1, H * 0.3, p.watts ?? '550W', { size: 20, fill: '#111', weight: 'bold' });
      RAILS.forEach((rail, i) => {
        s +=
          R(D * 0.1, H * (0.38 + i * 0.08), D * 0.75, 1, '#555') +
          T(D * 0.12, H * (0.36 + i * 0.08) + 14, rail, {
            size: 9,
            fill: '#222',
            family: MONO,
          });
      });
      s +=
        R(D * 0.62, H * 0.7, 44, 30, '#ffffff', { stroke: '#111', sw: 1.5 }) +
        T(D * 0.62 + 22, H * 0.7 + 13, '80', { size: 10, anchor: 'middle', fill: '#111', weight: 'bold' }) +
        T(D * 0.62 + 22, H * 0.7 + 25, 'PLUS', { size: 7, anchor: 'middle', fill: '#111' });
      return s;
    },
    front: (W, H) => {
      if (rear)
        return (
          ventHex(ctx, W * 0.05, H * 0.08, W * 0.6, H * 0.84, 8, '#000', '#151617') +
          iecInlet(W * 0.72, H * 0.2, 44) +
          R(W * 0.74, H * 0.62, 36, 24, '#111', { rx: 3 }) +
          R(W * 0.76, H * 0.64, 14, 20, '#d11', { rx: 2 })
        );
      if (p.modular) {
        let s = '';
        MODULAR_SOCKETS.forEach((label, i) => {
          s +=
            R(W * 0.08 + (i % 3) * W * 0.29, H * 0.15 + Math.floor(i / 3) * H * 0.4, W * 0.22, H * 0.28, '#080808', {
              rx: 3,
              stroke: '#333',
            }) +
            T(W * 0.19 + (i % 3) * W * 0.29, H * 0.52 + Math.floor(i / 3) * H * 0.4, label, {
              size: 9,
              anchor: 'middle',
              fill: '#999',
            });
        });
        return s;
      }
      return R(W * 0.3, H * 0.3, W * 0.4, H * 0.4, '#0a0a0b', { rx: 20 });
    },
  });
}

/** fonte com o feixe de cabos saindo da frente (não modular) */
function psuWithCables(ctx: Ctx, p: PsuArt): Drawing {
  const b = psuBox(ctx, p);
  if (p.modular) return b;
  let cables = '';
  const cx = 150;
  const cy = b.dy + 86;
  for (let i = 0; i < 5; i++)
    cables += P(
      `M${cx - 30 + i * 15},${cy} C${cx - 60 + i * 20},${cy + 160} ${cx + 80 + i * 40},${cy + 120} ${cx + 160 + i * 50},${cy + 200 + i * 8}`,
      'none',
      { stroke: '#111', sw: 12, lc: 'round' },
    );
  return { svg: b.svg + cables, w: b.w + 220, h: b.h + 140, shadow: { ...b.shadow, rx: b.shadow.rx * 1.3, cx: b.shadow.cx + 80 } };
}

export const psu: KindDrawer<PsuArt> = {
  hero: psuWithCables,
  alt: (ctx, p) => psuBox(ctx, p, true),
  detail: (ctx, p) => withFocus(psuBox(ctx, p), (d) => ({ x: 290, y: 0, w: d.dx + 30, h: d.h })),
  kit: retailKit(psuBox, { box: [420, 300, 240], color: '#16171a', art: [260, 180], boxH: 380, prodH: 260, acc: powerCord, accH: 80 }),
};
