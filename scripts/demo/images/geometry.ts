/** Pontos e quadriláteros: o mapeamento bilinear que põe teclados e tampos em perspectiva. */
import { lerp } from './values';

export type Point = [number, number];

/** (u,v) ∈ [0,1]² → ponto do quadrilátero */
export type QuadMap = (u: number, v: number) => Point;

/** mapeamento bilinear de um quadrilátero: (u,v) ∈ [0,1]² → ponto */
export function quadMap(tl: Point, tr: Point, br: Point, bl: Point): QuadMap {
  return (u, v) => {
    const top = [lerp(tl[0], tr[0], u), lerp(tl[1], tr[1], u)] as const;
    const bot = [lerp(bl[0], br[0], u), lerp(bl[1], br[1], u)] as const;
    return [lerp(top[0], bot[0], v), lerp(top[1], bot[1], v)];
  };
}

export type Quad = [Point, Point, Point, Point];

/** os quatro cantos do retângulo (u0,v0)–(u1,v1) no espaço de m */
export const quadPts = (m: QuadMap, u0: number, v0: number, u1: number, v1: number): Quad => [m(u0, v0), m(u1, v0), m(u1, v1), m(u0, v1)];

/** o mapeamento da sub-área (u0,v0)–(u1,v1) de m */
export const subQuad = (m: QuadMap, u0: number, v0: number, u1: number, v1: number): QuadMap =>
  quadMap(m(u0, v0), m(u1, v0), m(u1, v1), m(u0, v1));

/** os cantos de um retângulo, na ordem superior esquerdo, superior direito, inferior esquerdo, inferior direito */
export const corners = (x0: number, y0: number, x1: number, y1: number): Quad => [
  [x0, y0],
  [x1, y0],
  [x0, y1],
  [x1, y1],
];
