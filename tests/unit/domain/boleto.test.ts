import { describe, expect, it } from 'vitest';
import {
  barcodeFromLinhaDigitavel,
  boletoBarcode,
  dueDateFactor,
  formatLinhaDigitavel,
  isValidBarcode,
  isValidLinhaDigitavel,
  linhaDigitavel,
} from '~/domain/boleto';

/**
 * Published boletos: the fixtures of pyboleto's test suite (github.com/eduardocereto/pyboleto, tests/test_banco_*.py),
 * each a bank's real layout (Banco do Brasil, Bradesco, Caixa, Itaú) with its barcode and linha digitável.
 * The factor's anchors are those of FEBRABAN's "Manual Operacional do Fator de Vencimento da Cobrança Bancária".
 */
const PUBLISHED = [
  {
    bank: 'Banco do Brasil',
    dueDate: '2011-03-08',
    amountCents: 295_295,
    barcode: '00196490000002952950000007777777000008765418',
    linha: '00190.00009 07777.777009 00087.654182 6 49000000295295',
  },
  {
    bank: 'Bradesco',
    dueDate: '2011-02-05',
    amountCents: 828_000,
    barcode: '23794486900008280000278060000212552500392320',
    linha: '23790.27804 60000.212559 25003.923205 4 48690000828000',
  },
  {
    bank: 'Caixa',
    dueDate: '2012-07-08',
    amountCents: 295_295,
    barcode: '10491538800002952958019525086156587000000414',
    linha: '10498.01952 25086.156582 70000.004146 1 53880000295295',
  },
  {
    bank: 'Itaú',
    dueDate: '2009-10-19',
    amountCents: 2_980,
    barcode: '34199439500000029801090000015710293013280000',
    linha: '34191.09008 00015.710296 30132.800001 9 43950000002980',
  },
];

const digits = (linha: string) => linha.replace(/\D/g, '');

describe('the due-date factor', () => {
  it("matches FEBRABAN's published anchors", () => {
    expect(dueDateFactor('2000-07-03')).toBe(1000);
    expect(dueDateFactor('2000-07-04')).toBe(1001);
    expect(dueDateFactor('2012-04-27')).toBe(5316);
    expect(dueDateFactor('2025-02-20')).toBe(9998);
    expect(dueDateFactor('2025-02-21')).toBe(9999);
  });

  it('starts again at 1000 on 22/02/2025 and counts on from there', () => {
    expect(dueDateFactor('2025-02-22')).toBe(1000);
    expect(dueDateFactor('2025-02-23')).toBe(1001);
    expect(dueDateFactor('2026-11-28')).toBe(1000 + 644);
  });

  it('rolls over again after 9999 in 2049', () => {
    expect(dueDateFactor('2049-10-13')).toBe(9999);
    expect(dueDateFactor('2049-10-14')).toBe(1000);
  });

  it('refuses dates that are not dates, and dates before the first cycle', () => {
    expect(() => dueDateFactor('2025-02-30')).toThrow(RangeError);
    expect(() => dueDateFactor('22/02/2025')).toThrow(RangeError);
    expect(() => dueDateFactor('2000-07-02')).toThrow(RangeError);
  });
});

describe('published boletos', () => {
  it.each(PUBLISHED)('builds $bank’s barcode from its parts', ({ barcode, dueDate, amountCents }) => {
    expect(
      boletoBarcode({ bankCode: barcode.slice(0, 3), currencyCode: barcode[3]!, dueDate, amountCents, freeField: barcode.slice(19) }),
    ).toBe(barcode);
  });

  it.each(PUBLISHED)('gives $bank’s linha digitável and reads it back', ({ barcode, linha }) => {
    expect(formatLinhaDigitavel(linhaDigitavel(barcode))).toBe(linha);
    expect(isValidLinhaDigitavel(digits(linha))).toBe(true);
    expect(barcodeFromLinhaDigitavel(digits(linha))).toBe(barcode);
  });
});

describe('a boleto due after the 2025 rollover', () => {
  it('carries factor 1000 on 22/02/2025 and 9999 the day before', () => {
    const base = { bankCode: '001', currencyCode: '9', amountCents: 12_345, freeField: '0000001234567890123456717' };
    expect(boletoBarcode({ ...base, dueDate: '2025-02-22' }).slice(5, 9)).toBe('1000');
    expect(boletoBarcode({ ...base, dueDate: '2025-02-21' }).slice(5, 9)).toBe('9999');
  });
});

describe('round trip', () => {
  it('every generated barcode gives a valid linha that reads back to it', () => {
    let seed = 34;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const digitString = (n: number) => Array.from({ length: n }, () => next(10)).join('');
    for (let i = 0; i < 2000; i++) {
      const due = new Date(Date.UTC(2000, 6, 3) + next(20_000) * 86_400_000).toISOString().slice(0, 10);
      const barcode = boletoBarcode({
        bankCode: digitString(3),
        currencyCode: '9',
        dueDate: due,
        amountCents: next(2 ** 31) * 4,
        freeField: digitString(25),
      });
      expect(isValidBarcode(barcode)).toBe(true);
      expect(barcode[4]).not.toBe('0');
      const linha = linhaDigitavel(barcode);
      expect(linha).toMatch(/^\d{47}$/);
      expect(isValidLinhaDigitavel(linha)).toBe(true);
      expect(barcodeFromLinhaDigitavel(linha)).toBe(barcode);
    }
  });
});

describe('refusals', () => {
  const linha = digits(PUBLISHED[0]!.linha);
  const bump = (at: number) => linha.slice(0, at) + ((Number(linha[at]) + 1) % 10) + linha.slice(at + 1);

  it.each([
    ['field 1', 9],
    ['field 2', 20],
    ['field 3', 31],
    ['the general DV', 32],
  ])('a wrong check digit in %s', (_, at) => {
    expect(isValidLinhaDigitavel(bump(at))).toBe(false);
    expect(() => barcodeFromLinhaDigitavel(bump(at))).toThrow(RangeError);
  });

  it('a changed digit in the amount (caught by the general DV)', () => {
    expect(isValidLinhaDigitavel(bump(46))).toBe(false);
  });

  it('wrong lengths and non-digits', () => {
    expect(isValidLinhaDigitavel(linha.slice(1))).toBe(false);
    expect(isValidLinhaDigitavel(PUBLISHED[0]!.linha)).toBe(false);
    expect(() => linhaDigitavel('1234')).toThrow(RangeError);
    expect(() => formatLinhaDigitavel('1234')).toThrow(RangeError);
    expect(() =>
      boletoBarcode({ bankCode: '1', currencyCode: '9', dueDate: '2026-01-01', amountCents: 1, freeField: '0'.repeat(25) }),
    ).toThrow(RangeError);
    expect(() =>
      boletoBarcode({ bankCode: '001', currencyCode: '9', dueDate: '2026-01-01', amountCents: 1.5, freeField: '0'.repeat(25) }),
    ).toThrow(RangeError);
  });
});
