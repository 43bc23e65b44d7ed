import { describe, expect, it } from 'vitest';
import { priceRange, realizedSince } from '~/domain/realized-prices';
import { pricesText } from '~/i18n/pt-BR-prices';

describe('priceRange', () => {
  it('gives the lowest, highest and middle price and the count, in cents', () => {
    expect(priceRange([145_000, 120_000, 130_050])).toEqual({ minCents: 120_000, maxCents: 145_000, medianCents: 130_050, count: 3 });
  });

  it('takes the mean of the two middle prices for an even count, rounded to the cent', () => {
    expect(priceRange([100_001, 100_000, 200_000, 50_000])?.medianCents).toBe(100_001);
  });

  it('has no range without a price', () => {
    expect(priceRange([])).toBeNull();
    expect(priceRange([0, -5])).toBeNull();
  });
});

describe('realizedSince', () => {
  it('starts the window 90 days before now', () => {
    expect(realizedSince(Date.parse('2026-11-28T12:00:00.000Z'))).toBe('2026-08-30T12:00:00.000Z');
  });
});

describe("the lot page's line", () => {
  it('says the range and the number of lots', () => {
    expect(pricesText.lotLine(1200, 1450, 3)).toBe(
      'Este modelo foi arrematado por R$ 1.200,00 a R$ 1.450,00 nos últimos 90 dias (3 lotes)',
    );
  });

  it('says one price for one lot, in the singular', () => {
    expect(pricesText.lotLine(1200, 1200, 1)).toBe('Este modelo foi arrematado por R$ 1.200,00 nos últimos 90 dias (1 lote)');
  });

  it('keeps each amount whole where the line wraps: no break between R$ and its figure', () => {
    expect(pricesText.wholeAmounts(pricesText.lotLine(3180, 3620.5, 4))).toBe(
      'Este modelo foi arrematado por R$\u00a03.180,00 a R$\u00a03.620,50 nos últimos 90 dias (4 lotes)',
    );
  });
});
