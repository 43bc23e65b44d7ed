import { describe, expect, it } from 'vitest';
import { reaisToNearestCents } from '~/domain/money';

describe('reais at the edge', () => {
  it('rounds any amount to the nearest cents for display', () => {
    expect(reaisToNearestCents(1510.5)).toBe(151050);
    expect(reaisToNearestCents(0.1 + 0.2)).toBe(30);
    expect(reaisToNearestCents(12.345)).toBe(1235);
    expect(reaisToNearestCents(-1.5)).toBe(-150);
  });
});
