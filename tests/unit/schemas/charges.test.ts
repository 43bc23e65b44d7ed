import { describe, expect, it } from 'vitest';
import { chargeRequestBody } from '~/schemas/charges';

describe('the body of a charge request', () => {
  it('asks for a Pix or a boleto', () => {
    expect(chargeRequestBody.parse({ method: 'pix' })).toEqual({ method: 'pix' });
    expect(chargeRequestBody.parse({ method: 'boleto', extra: 1 })).toEqual({ method: 'boleto' });
  });

  it("refuses any other method, or none, with 'Forma de pagamento inválida.'", () => {
    for (const body of [{ method: 'transfer' }, { method: 'card' }, {}, { method: 7 }]) {
      const parsed = chargeRequestBody.safeParse(body);
      expect(parsed.success, JSON.stringify(body)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Forma de pagamento inválida.');
    }
  });
});
