import { describe, expect, it } from 'vitest';
import { formatInteger, formatMonth } from '~/i18n/format-figures';

describe('formatInteger', () => {
  it('groups thousands with dots and drops decimals', () => {
    expect(formatInteger(1234567)).toBe('1.234.567');
    expect(formatInteger(0)).toBe('0');
    expect(formatInteger(12.6)).toBe('13');
  });
});

describe('formatMonth', () => {
  it('names a chart’s month in pt-BR, with a two-digit year', () => {
    expect(formatMonth('2026-11')).toBe('nov/26');
    expect(formatMonth('2027-01')).toBe('jan/27');
  });
});
