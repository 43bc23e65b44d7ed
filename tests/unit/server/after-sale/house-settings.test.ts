import { describe, expect, it } from 'vitest';
import { houseSettings } from '~/server/after-sale/house-settings.server';

describe('house settings', () => {
  it('invent nothing in production: no PIX key, no PIX', () => {
    expect(houseSettings({ APP_ENV: 'production' })).toEqual({
      paymentDeadlineHours: 72,
      pickupSlotCapacity: 2,
      pix: null,
      bankTransfer: null,
      pickupAddress: null,
      name: null,
    });
    expect(houseSettings({})).toMatchObject({ pix: null }); // no APP_ENV reads as production
    expect(houseSettings({ APP_ENV: 'production', PIX_KEY: 'chave@exemplo.com' })).toMatchObject({ pix: null }); // name and city missing
  });

  it('take the configured values, and fall back to the defaults on nonsense', () => {
    const settings = houseSettings({
      APP_ENV: 'production',
      PAYMENT_DEADLINE_HOURS: '48',
      PICKUP_SLOT_CAPACITY: '5',
      PIX_KEY: '12345678000195',
      PIX_MERCHANT_NAME: 'Casa de Leilões',
      PIX_MERCHANT_CITY: 'Campinas',
      BANK_TRANSFER_DETAILS: 'Banco 001\\nConta 123',
      HOUSE_NAME: 'Casa de Leilões Campinas Ltda.',
    });
    expect(settings).toMatchObject({
      paymentDeadlineHours: 48,
      pickupSlotCapacity: 5,
      pix: { key: '12345678000195', merchantName: 'Casa de Leilões', merchantCity: 'Campinas' },
      bankTransfer: ['Banco 001', 'Conta 123'],
      name: 'Casa de Leilões Campinas Ltda.',
    });
    expect(houseSettings({ PAYMENT_DEADLINE_HOURS: 'três', PICKUP_SLOT_CAPACITY: '0' })).toMatchObject({
      paymentDeadlineHours: 72,
      pickupSlotCapacity: 2,
    });
  });

  it('fill demo values locally', () => {
    const settings = houseSettings({ APP_ENV: 'development' });
    expect(settings.pix?.key).toBe('pagamentos@arremate.com.br');
    expect(settings.bankTransfer?.length).toBe(2);
    expect(settings.pickupAddress).toContain('São Paulo');
    expect(settings.name).toBe('Arremate Leilões Ltda.');
  });
});
