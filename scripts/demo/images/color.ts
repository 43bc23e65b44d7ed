/** Cores em hexadecimal (#rgb ou #rrggbb): mistura, clarear, escurecer e luminância. */

type Rgb = readonly [number, number, number];

function hex2rgb(h: string): Rgb {
  let s = h.replace('#', '');
  if (s.length === 3)
    s = s
      .split('')
      .map((c) => c + c)
      .join('');
  return [parseInt(s.slice(0, 2), 16), parseInt(s.slice(2, 4), 16), parseInt(s.slice(4, 6), 16)];
}

function rgb2hex(rgb: readonly number[]): string {
  return (
    '#' +
    rgb
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** interpolação linear entre as cores a (t = 0) e b (t = 1) */
export function mix(a: string, b: string, t: number): string {
  const A = hex2rgb(a);
  const B = hex2rgb(b);
  return rgb2hex([A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t]);
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#000000', t);

/** cor escura o bastante para pedir texto claro por cima */
export function isDark(c: string): boolean {
  const [r, g, b] = hex2rgb(c);
  return 0.299 * r + 0.587 * g + 0.114 * b < 110;
}
