import { describe, expect, it } from 'vitest';
import { readMaxAmount } from '~/schemas/maximum-input';

describe('the maximum form reads its amount as the API judges it', () => {
  it('takes a typed amount in reais with a comma, at least the minimum bid', () => {
    expect(readMaxAmount('1.234,56', 100_000, null)).toEqual({ ok: true, amountCents: 123_456 });
    expect(readMaxAmount('110', 10_000, null)).toEqual({ ok: true, amountCents: 11_000 });
  });

  it("refuses an empty, unreadable or too low amount with the API's Portuguese words", () => {
    expect(readMaxAmount('  ', 10_000, null)).toEqual({ ok: false, message: 'Informe o lance máximo' });
    expect(readMaxAmount('abc', 10_000, null)).toEqual({ ok: false, message: 'Valor do lance inválido' });
    expect(readMaxAmount('105', 10_000, null)).toEqual({ ok: false, message: 'O lance máximo deve ser de pelo menos R$ 110,00' });
  });

  it('refuses lowering the member’s own maximum, and lets it be raised', () => {
    expect(readMaxAmount('450', 30_000, 50_000)).toEqual({ ok: false, message: 'O lance máximo não pode ser reduzido' });
    expect(readMaxAmount('600', 30_000, 50_000)).toEqual({ ok: true, amountCents: 60_000 });
  });
});
