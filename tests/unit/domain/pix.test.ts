import { describe, expect, it } from 'vitest';
import { crc16, pixDynamicPayload, pixPayload, pixPayloadIsValid, pixText, pixTxid } from '~/domain/pix';

// Examples published by the Banco Central do Brasil (Manual de Padrões para Iniciação do Pix).
const BCB_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const BCB_DYNAMIC =
  '00020101021226720014br.gov.bcb.pix2550bx.com.br/pix/8b3da2f3-9a41-40d1-a91a-bd93113bd4415204000053039865406123.455802BR5913Fulano de Tal6008BRASILIA62190515RP12345678-2019630445C8';

describe('CRC16/CCITT-FALSE', () => {
  it('gives the standard check value', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it("matches both of the Banco Central's published payloads", () => {
    expect(crc16(BCB_STATIC.slice(0, -4))).toBe('1D3D');
    expect(crc16(BCB_DYNAMIC.slice(0, -4))).toBe('45C8');
    expect(pixPayloadIsValid(BCB_STATIC)).toBe(true);
    expect(pixPayloadIsValid(BCB_DYNAMIC)).toBe(true);
    expect(pixPayloadIsValid(BCB_STATIC.replace('BRASILIA', 'BRASILIO'))).toBe(false);
  });
});

describe('pixPayload', () => {
  it("builds the Banco Central's static example byte for byte", () => {
    expect(pixPayload({ key: '123e4567-e12b-12d1-a456-426655440000', merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' })).toBe(
      BCB_STATIC,
    );
  });

  it('carries the amount with a dot and two decimals, and the txid', () => {
    const payload = pixPayload({
      key: 'pagamentos@arremate.com.br',
      merchantName: 'Arremate Leilões Ltda.',
      merchantCity: 'São Paulo',
      amountCents: 121_000,
      txid: pixTxid('ARR-PAG-42'),
    });
    expect(payload).toContain('54071210.00');
    expect(payload).toContain('5921Arremate Leiloes Ltda');
    expect(payload).toContain('6009Sao Paulo');
    expect(payload).toContain('62120508ARRPAG42');
    expect(payload).toContain('0014br.gov.bcb.pix0126pagamentos@arremate.com.br');
    expect(pixPayloadIsValid(payload)).toBe(true);
  });

  it('writes cents exactly (no floating point drift)', () => {
    for (const cents of [1, 10, 101, 110_011, 123_456_789, 999_999_999]) {
      const payload = pixPayload({ key: 'k', merchantName: 'A', merchantCity: 'B', amountCents: cents });
      const amount = /54(\d{2})([\d.]+)5802BR/.exec(payload)!;
      expect(amount[2]).toBe(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
      expect(Number(amount[1])).toBe(amount[2]!.length);
    }
  });

  it('refuses amounts that are not positive cents', () => {
    for (const cents of [0, -1, 1.5, Number.NaN]) {
      expect(() => pixPayload({ key: 'k', merchantName: 'A', merchantCity: 'B', amountCents: cents })).toThrow(RangeError);
    }
  });
});

describe('pixDynamicPayload', () => {
  it("builds the Banco Central's dynamic example byte for byte", () => {
    expect(
      pixDynamicPayload({
        location: 'bx.com.br/pix/8b3da2f3-9a41-40d1-a91a-bd93113bd441',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        amountCents: 12_345,
        referenceLabel: 'RP12345678-2019',
      }),
    ).toBe(BCB_DYNAMIC);
  });

  it("marks the reference '***' when none is given, and refuses amounts that are not cents", () => {
    const payload = pixDynamicPayload({ location: 'psp.example/qr/v2/abc', merchantName: 'Arremate', merchantCity: 'São Paulo' });
    expect(payload).toContain('62070503***');
    expect(payload).not.toContain('5406');
    expect(pixPayloadIsValid(payload)).toBe(true);
    expect(() => pixDynamicPayload({ location: 'x', merchantName: 'A', merchantCity: 'B', amountCents: 0 })).toThrow(RangeError);
  });
});

describe('pixText and pixTxid', () => {
  it('strips accents and symbols and cuts to the field size', () => {
    expect(pixText('  Leilões & Cia — São José dos Campos ', 15)).toBe('Leiloes Cia Sao');
    expect(pixText('Açaí', 25)).toBe('Acai');
  });

  it('keeps letters and digits only, at most 25, and *** when nothing is left', () => {
    expect(pixTxid('ARR-000123-lote-45')).toBe('ARR000123lote45');
    expect(pixTxid('x'.repeat(40))).toHaveLength(25);
    expect(pixTxid('---')).toBe('***');
  });
});
