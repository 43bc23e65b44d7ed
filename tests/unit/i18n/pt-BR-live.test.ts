import { describe, expect, it } from 'vitest';
import { feeCents } from '~/domain/bid-rules';
import { liveText } from '~/i18n/pt-BR-live';

describe('the bid modal’s fee line', () => {
  it('says the bid, the 10 % fee and the total, in reais', () => {
    expect(liveText.modal.feeLine(123_400, feeCents(123_400))).toBe(
      'Lance R$ 1.234,00 + taxa administrativa de 10 % (R$ 123,40) = total R$ 1.357,40',
    );
  });

  it('rounds the fee to the cent, as the checkout does', () => {
    expect(liveText.modal.feeLine(1_005, feeCents(1_005))).toBe('Lance R$ 10,05 + taxa administrativa de 10 % (R$ 1,01) = total R$ 11,06');
  });
});
