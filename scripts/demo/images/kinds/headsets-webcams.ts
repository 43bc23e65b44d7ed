/** Headsets (com microfone; USB ou P2) e webcams: frente, o outro lado com etiqueta e kit com caixa. */
import { retailKit } from '../accessories';
import { type ArtCommon, isMany, type KindDrawer } from '../art';
import { brandOf, logo } from '../brands';
import { darken } from '../color';
import { type Ctx, dome, shine, stops, surf } from '../defs';
import { type Drawing, trio } from '../drawing';
import { serialLabel } from '../labels';
import { led, ventSlots } from '../parts';
import { plugMetal } from '../ports';
import { C, E, G, P, poly, R, T } from '../svg';

export interface HeadsetArt extends ArtCommon {
  /** plugue USB na ponta do cabo */
  usb?: boolean;
}

export type WebcamArt = ArtCommon;

const HEADBAND = 'M95,330 C80,120 180,30 300,30 C420,30 520,120 505,330';

function headsetDrawing(ctx: Ctx, p: HeadsetArt): Drawing {
  const body = p.color === 'white' ? '#e8e9eb' : '#1e1f22';
  const acc = brandOf(p.brand).accent;
  let s = '';
  // haste (arco)
  s += P(HEADBAND, 'none', { stroke: darken(body, 0.3), sw: 34, lc: 'round' });
  s += P(HEADBAND, 'none', { stroke: body, sw: 26, lc: 'round' });
  s += P('M110,200 C120,100 200,55 300,55 C400,55 480,100 490,200', 'none', { stroke: '#2a2b2e', sw: 16, lc: 'round', op: 0.9 });
  s += P('M100,290 C90,130 185,42 300,42', 'none', { stroke: '#ffffff', sw: 3, op: 0.15 });
  // concha direita (vista interna)
  s += R(486, 300, 18, 60, '#9aa0a6', { rx: 4 });
  s += E(500, 420, 52, 92, darken(body, 0.2)) + E(492, 420, 40, 78, '#2b2c2f') + E(490, 420, 26, 56, '#111');
  // concha esquerda (externa)
  s += R(96, 300, 18, 60, '#9aa0a6', { rx: 4 });
  s += E(100, 420, 78, 100, dome(ctx, shine(body, 0.18, 0.2)));
  s += E(100, 420, 58, 78, 'none', { stroke: acc, sw: 3, op: 0.8 });
  s += logo(p.brand, 100, 420, 16, p.color === 'white' ? '#555' : '#c9cdd2');
  // microfone
  s += P('M150,480 C220,560 320,560 380,520', 'none', { stroke: '#111', sw: 9, lc: 'round' });
  s += E(392, 512, 24, 17, '#161618', { tr: 'rotate(-28 392 512)' });
  s += P('M70,515 C60,560 80,600 60,640', 'none', { stroke: '#141516', sw: 7, lc: 'round' });
  if (p.usb) s += R(40, 630, 40, 30, '#1c1d20', { rx: 5 }) + R(50, 655, 20, 26, plugMetal(ctx));
  return { svg: s, w: 580, h: 690, shadow: { cx: 300, cy: 520, rx: 260, ry: 40 }, focus: { x: 10, y: 300, w: 420, h: 280 } };
}

/** o headset espelhado, com o controle de volume no cabo e a etiqueta */
function headsetOther(ctx: Ctx, p: HeadsetArt): Drawing {
  const base = headsetDrawing(ctx, { ...p, brand: 'none', usb: false });
  const cable = { stroke: '#141516', sw: 7, lc: 'round' } as const;
  let s = G(base.svg, `translate(${base.w},0) scale(-1,1)`);
  s += logo(p.brand, base.w - 100, 420, 16, p.color === 'white' ? '#555' : '#c9cdd2');
  s += P(`M${base.w - 70},515 C${base.w - 40},600 ${base.w - 160},640 ${base.w - 200},700`, 'none', cable);
  s +=
    R(base.w - 236, 700, 70, 110, ctx.lin(['#2a2b2e', '#141516'], 0, 0, 1, 0), { rx: 20 }) +
    C(base.w - 201, 735, 12, '#3a3b3e') +
    R(base.w - 214, 770, 26, 8, '#3a3b3e', { rx: 4 });
  s += P(`M${base.w - 201},810 C${base.w - 201},850 ${base.w - 260},860 ${base.w - 300},870`, 'none', cable);
  s += R(base.w - 360, 855, 62, 30, '#1c1d20', { rx: 5 }) + R(base.w - 392, 861, 34, 18, plugMetal(ctx));
  s += G(serialLabel(ctx, 0, 0, 180, { brand: p.brand, model: p.model ?? '', ratio: 0.42 }), `translate(${base.w - 150},${760}) rotate(8)`);
  return { svg: s, w: base.w, h: 900, shadow: { cx: base.w / 2, cy: 560, rx: 240, ry: 26 } };
}

export const headset: KindDrawer<HeadsetArt> = {
  hero(ctx, p) {
    const d = headsetDrawing(ctx, p);
    return isMany(p) ? trio(ctx, d, d) : d;
  },
  alt: headsetOther,
  detail: headsetDrawing,
  kit: retailKit(headsetDrawing, { box: [420, 460, 130], art: [260, 280], boxH: 440, prodH: 380 }),
};

/** corpo em cápsula da webcam (frente e verso) */
const webcamShell = (ctx: Ctx, color: string, amt: number): string => R(0, 40, 360, 118, surf(ctx, color, amt), { rx: 59 });

function webcamDrawing(ctx: Ctx, p: WebcamArt): Drawing {
  let s = '';
  // suporte/clip
  s += poly(
    [
      [140, 150],
      [220, 150],
      [240, 250],
      [120, 250],
    ],
    ctx.lin(['#2a2b2e', '#141516']),
  );
  s += R(112, 245, 136, 16, '#111', { rx: 6 });
  s += P('M180,260 C182,300 240,310 300,300', 'none', { stroke: '#111', sw: 6, lc: 'round' });
  s += webcamShell(ctx, '#1c1d20', 0.18);
  s += R(6, 46, 348, 40, '#ffffff', { rx: 20, op: 0.06 });
  // lente
  s += C(180, 99, 44, ctx.rad(stops([0, '#3a3d42'], [1, '#0c0d0e']))) + C(180, 99, 44, 'none', { stroke: '#9aa0a6', sw: 3 });
  s += C(180, 99, 30, dome(ctx, stops([0, '#243a6b'], [0.5, '#0b0f1e'], [1, '#000']), 0.4, 0.4, 0.6));
  s += C(180, 99, 16, '#060608') + C(170, 89, 6, '#ffffff', { op: 0.55 }) + C(190, 110, 3, '#7aa7ff', { op: 0.5 });
  // microfones
  for (const x of [40, 320]) for (let i = 0; i < 3; i++) s += C(x + (i - 1) * 7, 99, 1.8, '#000');
  s += T(252, 86, 'HD 1080p', { size: 13, fill: '#c9cdd2', weight: 'bold' });
  s += logo(p.brand, 110, 100, 11, '#c9cdd2');
  s += led(ctx, 230, 99, 2, '#f2f2f2', false);
  return { svg: s, w: 360, h: 310, shadow: { cx: 180, cy: 255, rx: 150, ry: 18 }, focus: { x: 60, y: 30, w: 300, h: 140 } };
}

function webcamBack(ctx: Ctx, p: WebcamArt): Drawing {
  let s = webcamShell(ctx, '#202124', 0.15);
  s += ventSlots(ctx, 110, 70, 140, 30, 6, '#000', true, 0.6);
  s += serialLabel(ctx, 120, 105, 120, { brand: p.brand, model: p.model ?? '', ratio: 0.34 });
  s +=
    poly(
      [
        [140, 150],
        [220, 150],
        [250, 230],
        [110, 230],
      ],
      '#232427',
    ) + R(100, 225, 160, 18, '#151617', { rx: 6 });
  s += P('M180,150 C180,200 130,260 40,280', 'none', { stroke: '#111', sw: 6, lc: 'round' });
  return { svg: s, w: 360, h: 290, shadow: { cx: 180, cy: 238, rx: 150, ry: 18 } };
}

export const webcam: KindDrawer<WebcamArt> = {
  hero: webcamDrawing,
  alt: webcamBack,
  detail: webcamDrawing,
  kit: retailKit(webcamDrawing, { box: [380, 300, 110], art: [240, 170], boxH: 360, prodH: 240 }),
};
