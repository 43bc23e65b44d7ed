import { describe, expect, it } from 'vitest';
import { centsToDecimalReais, decimalReaisToCents, reaisToNearestCents } from '~/domain/money';

describe('reais at the edge', () => {
  it('rounds any amount to the nearest cents for display', () => {
    expect(reaisToNearestCents(1510.5)).toBe(151050);
    expect(reaisToNearestCents(0.1 + 0.2)).toBe(30);
    expect(reaisToNearestCents(12.345)).toBe(1235);
    expect(reaisToNearestCents(-1.5)).toBe(-150);
  });
});

describe("the API Pix standard's amounts", () => {
  it('reads "1234567.89" as exactly 123456789 cents and writes it back', () => {
    expect(decimalReaisToCents('1234567.89')).toBe(123456789);
    expect(centsToDecimalReais(123456789)).toBe('1234567.89');
    expect(decimalReaisToCents('0.10')).toBe(10);
    expect(centsToDecimalReais(10)).toBe('0.10');
    expect(centsToDecimalReais(0)).toBe('0.00');
    expect(decimalReaisToCents('9999999999.99')).toBe(999999999999);
  });

  it('round-trips every cent of a range without a floating-point slip', () => {
    for (let cents = 0; cents < 100_000; cents += 7) expect(decimalReaisToCents(centsToDecimalReais(cents))).toBe(cents);
  });

  it('refuses anything but digits, a dot and two decimals', () => {
    for (const bad of ['12,50', '12.5', '12', '12.500', '1e3', ' 1.00', '1.00 ', '-1.00', '+1.00', '.50', '12345678901.00', ''])
      expect(decimalReaisToCents(bad), bad).toBeNull();
  });

  it('refuses to write a negative, fractional or unsafe number of cents', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1e15]) expect(() => centsToDecimalReais(bad)).toThrow(RangeError);
  });
});
