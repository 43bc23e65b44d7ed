/**
 * What a browser is, from its User-Agent, in the words a member recognises in their devices list ('Chrome em
 * Android', 'Safari em iPhone'): the browser and the system, each null when the string does not say. Order
 * matters: Edge, Opera, Samsung Internet and Chrome on iOS all say "Safari" or "Chrome" too.
 */
export interface DeviceKind {
  browser: string | null;
  system: string | null;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|Chrom(?:e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

export function deviceKind(userAgent: string | null | undefined): DeviceKind {
  const ua = (userAgent ?? '').slice(0, 512);
  const find = (table: readonly [RegExp, string][]) => table.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  return { browser: find(BROWSERS), system: find(SYSTEMS) };
}
