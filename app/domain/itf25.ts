/**
 * Interleaved 2 of 5 (ITF), as FEBRABAN prints a boleto's 44-digit barcode (pure): the digits in pairs, the
 * first of each pair in the bars and the second in the spaces between them; each digit five elements, two
 * of them wide; start `nnnn` (narrow bar, space, bar, space), stop `Wnn` (wide bar, narrow space, narrow
 * bar); wide three times narrow; a quiet zone on each side. The drawing is a list of bars in whole modules
 * (one module = one narrow element), so a viewBox in modules draws crisp at any scale.
 */

/** Each digit's five elements, narrow (n) or wide (w): the ITF table. */
const PATTERNS = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'] as const;

/** A wide element is three narrow ones (FEBRABAN: 1:3). */
export const ITF_WIDE = 3;
/** Narrow modules of blank space before and after the symbol (ISO/IEC 16390 asks at least 10). */
export const ITF_QUIET_ZONE = 10;

export interface ItfBar {
  x: number;
  width: number;
}

export interface ItfDrawing {
  /** the black bars, left to right */
  bars: ItfBar[];
  /** the whole width, quiet zones included */
  width: number;
}

/**
 * The bars of `digits` (an even number of digits) for a narrow element of `narrow` units.
 * @throws RangeError for an odd number of digits, an empty input or anything that is not a digit
 */
export function itf25Bars(digits: string, narrow = 1, quietZone = ITF_QUIET_ZONE): ItfDrawing {
  if (!/^(\d\d)+$/.test(digits)) throw new RangeError('ITF-25 needs an even number of digits, and digits only');
  if (!(narrow > 0)) throw new RangeError('the narrow element must be wider than zero');
  const elements: { bar: boolean; wide: boolean }[] = [];
  /** start and stop: alternate elements, a bar first */
  const guard = (pattern: string) => [...pattern].forEach((c, k) => elements.push({ bar: k % 2 === 0, wide: c === 'w' }));
  guard('nnnn');
  for (let i = 0; i < digits.length; i += 2) {
    const bars = PATTERNS[Number(digits[i])]!;
    const spaces = PATTERNS[Number(digits[i + 1])]!;
    for (let k = 0; k < 5; k++) elements.push({ bar: true, wide: bars[k] === 'w' }, { bar: false, wide: spaces[k] === 'w' });
  }
  guard('wnn');

  const bars: ItfBar[] = [];
  let x = quietZone * narrow;
  for (const e of elements) {
    const width = (e.wide ? ITF_WIDE : 1) * narrow;
    if (e.bar) bars.push({ x, width });
    x += width;
  }
  return { bars, width: x + quietZone * narrow };
}
