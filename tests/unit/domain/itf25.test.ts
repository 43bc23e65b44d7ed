import { describe, expect, it } from 'vitest';
import { ITF_QUIET_ZONE, itf25Bars } from '~/domain/itf25';

const Q = ITF_QUIET_ZONE;
/** The start pattern's two narrow bars (bar, space, bar, space), right after the quiet zone. */
const START = [
  { x: Q, width: 1 },
  { x: Q + 2, width: 1 },
];
/** The bars of the stop pattern (wide bar, narrow space, narrow bar) starting at `x`. */
const stop = (x: number) => [
  { x, width: 3 },
  { x: x + 4, width: 1 },
];

describe('ITF-25 as FEBRABAN prints a boleto’s barcode', () => {
  it("draws '00': start, both zeros (nnwwn) in the bars and in the spaces, stop", () => {
    // Elements after the start: bar n, space n, bar n, space n, bar w, space w, bar w, space w, bar n, space n.
    const { bars, width } = itf25Bars('00');
    expect(bars).toEqual([
      ...START,
      { x: Q + 4, width: 1 },
      { x: Q + 6, width: 1 },
      { x: Q + 8, width: 3 },
      { x: Q + 14, width: 3 },
      { x: Q + 20, width: 1 },
      ...stop(Q + 22),
    ]);
    expect(width).toBe(Q + 4 + 18 + 5 + Q);
  });

  it("draws '12': the 1 (wnnnw) in the bars, the 2 (nwnnw) in the spaces", () => {
    // bar w, space n, bar n, space w, bar n, space n, bar n, space n, bar w, space w.
    expect(itf25Bars('12').bars).toEqual([
      ...START,
      { x: Q + 4, width: 3 },
      { x: Q + 8, width: 1 },
      { x: Q + 12, width: 1 },
      { x: Q + 14, width: 1 },
      { x: Q + 16, width: 3 },
      ...stop(Q + 22),
    ]);
  });

  it("draws '1234': the pair 12, then 3 (wwnnn) in the bars and 4 (nnwnw) in the spaces", () => {
    // After 12 (ends at Q + 22): bar w, space n, bar w, space n, bar n, space w, bar n, space n, bar n, space w.
    const at = Q + 22;
    expect(itf25Bars('1234').bars.slice(7)).toEqual([
      { x: at, width: 3 },
      { x: at + 4, width: 3 },
      { x: at + 8, width: 1 },
      { x: at + 12, width: 1 },
      { x: at + 14, width: 1 },
      ...stop(at + 18),
    ]);
  });

  it('a boleto’s 44 digits: 22 pairs of 18 modules between start and stop, quiet zones aside (each digit has two wide elements)', () => {
    const { bars, width } = itf25Bars('23793381286008301234567890123456789012345678');
    expect(width).toBe(Q + 4 + 22 * 18 + 5 + Q);
    expect(bars).toHaveLength(2 + (44 * 5) / 2 + 2);
    expect(bars.slice(0, 2)).toEqual(START);
    expect(bars.slice(-2)).toEqual(stop(Q + 4 + 22 * 18));
    expect(bars.every((b) => Number.isInteger(b.x) && (b.width === 1 || b.width === 3))).toBe(true);
  });

  it('scales every bar by the narrow element’s width', () => {
    const { bars, width } = itf25Bars('12', 2);
    expect(width).toBe(2 * itf25Bars('12').width);
    expect(bars).toEqual(itf25Bars('12').bars.map((b) => ({ x: b.x * 2, width: b.width * 2 })));
  });

  it('refuses an odd number of digits, an empty input and anything that is not a digit', () => {
    for (const bad of ['1', '123', '', '12a4', '12 34', '１２', '-12'])
      expect(() => itf25Bars(bad), JSON.stringify(bad)).toThrow(RangeError);
  });
});
