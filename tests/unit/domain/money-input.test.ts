import { describe, expect, it } from 'vitest';
import { centsToReais, MAX_CENTS } from '~/domain/money';
import { parseReaisInput, reaisToCents } from '~/domain/money-input';

describe('parseReaisInput', () => {
  it.each([
    ['1510,50', 151050],
    ['1510.5', 151050],
    ['1.510,50', 151050],
    ['1,510.50', 151050],
    ['R$ 1.510,50', 151050],
    ['10', 1000],
    ['0,05', 5],
    ['1.234.567', 123456700],
    [' 99,9 ', 9990],
  ])('%s → %i cents', (input, cents) => expect(parseReaisInput(input)).toBe(cents));

  it.each(['', 'abc', '-10', '10,999', '1,2,3', '1.23.4,00', '12,', 'NaN', 'Infinity', '1e5', '10 reais'])('refuses %j', (input) =>
    expect(parseReaisInput(input)).toBeNull(),
  );

  it('refuses amounts above the cap', () => {
    expect(parseReaisInput(String(MAX_CENTS / 100 + 1))).toBeNull();
  });
});

describe('reais at the edge', () => {
  it('converts both ways without float drift', () => {
    expect(reaisToCents(1510.5)).toBe(151050);
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(reaisToCents(19.99)).toBe(1999);
    expect(reaisToCents(1.005)).toBeNull();
    expect(reaisToCents(Number.NaN)).toBeNull();
    expect(reaisToCents(-1)).toBeNull();
    expect(centsToReais(151050)).toBe(1510.5);
  });
});
