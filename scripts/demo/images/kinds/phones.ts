/** Celulares: frente (tela, entalhe ou botão de início, trincas), verso (módulo de câmeras), perfil e kit. */
import { retailKit, usbCable } from '../accessories';
import { type ArtCommon, isMany, type KindDrawer } from '../art';
import { logo } from '../brands';
import { darken, lighten } from '../color';
import { type Ctx, stops } from '../defs';
import { arrange, type Drawing, floorShadow, type Rect } from '../drawing';
import { screen, type ScreenStyle } from '../screens';
import { C, f, G, P, poly, R } from '../svg';
import { lookup, range } from '../values';

export interface PhoneArt extends ArtCommon {
  /** arranjo das câmeras traseiras (padrão: conforme a marca) */
  camera?: 'apple2' | 'apple3' | 'vertical' | 'contour' | 'square';
  /** cor da moldura, se diferente da traseira */
  frame?: string;
  /** gradiente do papel de parede */
  wall?: readonly string[];
  /** tela trincada */
  cracked?: boolean;
  /** botão de início (modelos antigos) */
  homeButton?: boolean;
  screenStyle?: ScreenStyle;
}

/** cores de acabamento de celulares e tablets */
export const PHONE_COLORS: Readonly<Record<string, string>> = {
  black: '#1f2024',
  graphite: '#3b3d42',
  white: '#ecebe8',
  blue: '#2f4a6d',
  green: '#3f5a4d',
  purple: '#b9a7d6',
  red: '#b3202c',
  silver: '#d9dadc',
  gold: '#e8d6b8',
  navy: '#22314f',
  mint: '#bfe3d0',
  lavender: '#c7bce6',
  cream: '#efe6d6',
};

const phoneHeight = (p: PhoneArt): number => (p.brand === 'apple' && p.homeButton ? 600 : 620);
const frameColor = (p: PhoneArt, fallback: string): string => lookup(PHONE_COLORS, p.frame ?? p.color, fallback);
/** moldura metálica: gradiente horizontal */
const frameShade = (ctx: Ctx, frame: string): string => ctx.lin([lighten(frame, 0.2), frame, darken(frame, 0.2)], 0, 0, 1, 0);

export function phoneFront(ctx: Ctx, p: PhoneArt): Drawing {
  const W = 300;
  const H = phoneHeight(p);
  const frame = frameColor(p, '#2a2b2e');
  let s = R(-3, 120, 6, 60, darken(frame, 0.2), { rx: 2 }) + R(W - 3, 150, 6, 80, darken(frame, 0.2), { rx: 2 });
  s += R(0, 0, W, H, frameShade(ctx, frame), { rx: 44 });
  s += R(5, 5, W - 10, H - 10, '#050506', { rx: 40 });
  const home = p.homeButton;
  const sx = home ? 18 : 12;
  const sy = home ? 80 : 12;
  const sw = W - sx * 2;
  const sh = home ? H - 160 : H - 24;
  const style = p.screenStyle ?? (p.brand === 'apple' ? 'ios' : 'android');
  s += G(
    screen(ctx, 0, 0, sw, sh, style, { glare: false, wall: p.wall }),
    `translate(${sx},${sy})`,
    ctx.clipRR(0, 0, sw, sh, home ? 0 : 32),
  );
  s += poly(
    [
      [sx + sw * 0.55, sy],
      [sx + sw, sy],
      [sx + sw, sy + sh * 0.35],
      [sx + sw * 0.2, sy + sh],
    ],
    '#ffffff',
    { op: 0.05 },
  );
  if (p.cracked) s += G(screenCracks(ctx, sx, sy, sw, sh), '', ctx.clipRR(sx, sy, sw, sh, 32));
  if (home)
    s +=
      C(W / 2, H - 40, 24, '#0b0b0c', { stroke: '#555', sw: 2 }) +
      R(W / 2 - 30, 38, 60, 6, '#222', { rx: 3 }) +
      C(W / 2 - 50, 41, 5, '#1a1f2b');
  else if (p.brand === 'apple') s += R(W / 2 - 46, 22, 92, 26, '#000', { rx: 13 }) + C(W / 2 + 28, 35, 6, '#111a2a');
  else s += C(W / 2, 30, 9, '#000') + C(W / 2 - 2, 28, 3, '#1d2b44');
  return { svg: s, w: W, h: H, shadow: floorShadow(W, H, 16) };
}

/** trincas de tela (a partir do canto inferior direito) */
function screenCracks(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const ox = x + w * 0.82;
  const oy = y + h * 0.86;
  let s = C(ox, oy, 10, '#ffffff', { op: 0.35 });
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * (0.9 + (i / 8) * 0.75) + ctx.r() * 0.15;
    let px = ox;
    let py = oy;
    let d = `M${f(px)},${f(py)}`;
    const len = w * (0.35 + ctx.r() * 0.55);
    for (let k = 1; k <= 4; k++) {
      px = ox + Math.cos(a + (ctx.r() - 0.5) * 0.25) * len * (k / 4);
      py = oy + Math.sin(a + (ctx.r() - 0.5) * 0.25) * len * (k / 4);
      d += ` L${f(px)},${f(py)}`;
    }
    s += P(d, 'none', { stroke: '#ffffff', sw: 1.4, op: 0.75 }) + P(d, 'none', { stroke: '#000000', sw: 0.6, op: 0.5 });
  }
  for (let r = 1; r <= 2; r++) s += C(ox, oy, 22 * r + ctx.r() * 6, 'none', { stroke: '#ffffff', sw: 1, op: 0.5, dash: '14 9' });
  return s;
}

/** perfil lateral do celular (botões) */
function phoneSide(ctx: Ctx, p: PhoneArt): Drawing {
  const H = phoneHeight(p);
  const frame = frameColor(p, '#2a2b2e');
  let s = R(0, 0, 30, H, ctx.lin([darken(frame, 0.25), lighten(frame, 0.25), darken(frame, 0.1)], 0, 0, 1, 0), { rx: 14 });
  for (const [y, h] of [
    [120, 36],
    [175, 60],
    [245, 60],
  ] as const)
    s += R(30, y, 6, h, darken(frame, 0.3), { rx: 2 });
  s += R(12, 30, 6, 50, '#ffffff', { op: 0.15, rx: 3 }) + R(10, H - 90, 10, 30, '#111', { rx: 3, op: 0.6 });
  return { svg: s, w: 36, h: H, shadow: { cx: 18, cy: H - 4, rx: 30, ry: 10 } };
}

function phoneBack(ctx: Ctx, p: PhoneArt): Drawing {
  const W = 300;
  const H = phoneHeight(p);
  const col = lookup(PHONE_COLORS, p.color, '#2a2b2e');
  const frame = frameColor(p, col);
  let s = R(0, 0, W, H, frameShade(ctx, frame), { rx: 44 });
  s += R(5, 5, W - 10, H - 10, ctx.lin([lighten(col, 0.12), col, darken(col, 0.08)], 0, 0, 1, 1), { rx: 40 });
  s += poly(
    [
      [W * 0.1, 0],
      [W * 0.45, 0],
      [W * 0.05, H * 0.6],
      [0, H * 0.55],
    ],
    '#ffffff',
    { op: 0.08 },
  );
  const lens = (cx: number, cy: number, r: number) =>
    C(cx, cy, r, darken(col, 0.35), { stroke: lighten(frame, 0.3), sw: 2 }) +
    C(cx, cy, r * 0.72, '#0a0a0c') +
    C(cx, cy, r * 0.42, ctx.rad(stops([0, '#2e4a7d'], [1, '#06070a']))) +
    C(cx - r * 0.2, cy - r * 0.2, r * 0.12, '#fff', { op: 0.6 });
  const cam = p.camera ?? (p.brand === 'apple' ? 'apple2' : p.brand === 'samsung' ? 'vertical' : 'square');
  let focus: Rect;
  if (cam === 'apple2' || cam === 'apple3') {
    s += R(18, 18, 130, 130, lighten(col, 0.08), { rx: 30, stroke: darken(col, 0.15), sw: 2 });
    if (cam === 'apple2') s += lens(52, 52, 24) + lens(112, 112, 24) + C(112, 52, 6, '#f3e7b8') + C(52, 112, 3, '#111');
    else s += lens(50, 50, 23) + lens(50, 114, 23) + lens(112, 82, 23) + C(114, 40, 6, '#f3e7b8');
    s += logo('apple', W / 2, H * 0.45, 48, darken(col, 0.18));
    focus = { x: 0, y: 0, w: 200, h: 170 };
  } else if (cam === 'vertical' || cam === 'contour') {
    if (cam === 'contour') s += R(18, 18, 80, 200, darken(col, 0.1), { rx: 30 });
    s += lens(58, 60, 26) + lens(58, 122, 26) + lens(58, 184, 26) + C(110, 60, 6, '#f3e7b8');
    s += logo('samsung', W / 2, H - 70, 16, darken(col, 0.25));
    focus = { x: 0, y: 10, w: 200, h: 230 };
  } else {
    s += R(18, 18, 150, 150, darken(col, 0.15), { rx: 24 });
    s += lens(60, 60, 30) + lens(126, 60, 20) + lens(60, 126, 20) + C(126, 126, 6, '#f3e7b8');
    s += logo(p.brand, W / 2, H * 0.5, 22, lighten(col, 0.3));
    focus = { x: 0, y: 0, w: 210, h: 190 };
  }
  return { svg: s, w: W, h: H, shadow: floorShadow(W, H, 16), focus };
}

export const phone: KindDrawer<PhoneArt> = {
  hero(ctx, p) {
    const back = phoneBack(ctx, p);
    const front = phoneFront(ctx, p);
    return arrange(ctx, [
      { d: { ...back, svg: G(back.svg, 'rotate(-8 150 310)') }, x: 0, y: 10 },
      { d: front, x: 210, y: 0 },
    ]);
  },
  alt: (ctx, p) =>
    isMany(p)
      ? arrange(
          ctx,
          range(Math.min(p.count ?? 1, 5)).map((i) => ({ d: i % 2 ? phoneBack(ctx, p) : phoneFront(ctx, p), x: i * 250, y: (i % 2) * 40 })),
        )
      : arrange(ctx, [
          { d: phoneBack(ctx, p), x: 0, y: 0 },
          { d: phoneSide(ctx, p), x: 380, y: 0 },
          { d: phoneFront(ctx, { ...p, screenStyle: 'off' }), x: 480, y: 0 },
        ]),
  detail: phoneBack,
  kit: retailKit(phoneFront, { box: [360, 520, 70], art: [200, 360], artOf: phoneBack, boxH: 460, prodH: 420, acc: usbCable, accH: 90 }),
};
