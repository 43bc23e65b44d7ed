/**
 * The house's own settings, from the Worker's vars: its name (on the wipe certificates), the payment deadline, pickup slot capacity, where items
 * are collected, and how to pay (PIX key and bank transfer details). Locally (development, test) demo
 * values fill what is not set; in production nothing is invented: an unset PIX key means no PIX.
 */
import { DEFAULT_PAYMENT_DEADLINE_HOURS } from '~/domain/payment-rules';
import { DEFAULT_PICKUP_SLOT_CAPACITY } from '~/domain/pickup-slots';
import { z } from '~/schemas/zod';
import { appEnvSchema } from '~/server/platform/app-env.server';
import type { HouseSettings } from '~/server/platform/settings.server';

const text = z.string().trim().min(1).optional().catch(undefined);

const houseVars = z.object({
  APP_ENV: appEnvSchema,
  PAYMENT_DEADLINE_HOURS: z.coerce.number().int().min(1).max(720).catch(DEFAULT_PAYMENT_DEADLINE_HOURS),
  PICKUP_SLOT_CAPACITY: z.coerce.number().int().min(1).max(100).catch(DEFAULT_PICKUP_SLOT_CAPACITY),
  PIX_KEY: text,
  PIX_MERCHANT_NAME: text,
  PIX_MERCHANT_CITY: text,
  BANK_TRANSFER_DETAILS: text,
  PICKUP_ADDRESS: text,
  HOUSE_NAME: text,
});

/** The vars read, as the Worker's env has them (strings, any of them missing). */
export type HouseVars = Partial<Record<keyof z.input<typeof houseVars>, string>>;

const DEMO = {
  PIX_KEY: 'pagamentos@arremate.com.br',
  PIX_MERCHANT_NAME: 'Arremate Leiloes',
  PIX_MERCHANT_CITY: 'Sao Paulo',
  BANK_TRANSFER_DETAILS:
    'Banco do Brasil (001) · Agência 1234-5 · Conta corrente 98765-4\nFavorecido: Arremate Leilões Ltda. · CNPJ 12.345.678/0001-95',
  PICKUP_ADDRESS: 'Rua dos Leiloeiros, 100 — Galpão 3, Barra Funda, São Paulo/SP, CEP 01156-000',
  HOUSE_NAME: 'Arremate Leilões Ltda.',
} as const;

export function houseSettings(env: HouseVars): HouseSettings {
  const vars = houseVars.parse(env);
  const demo = vars.APP_ENV !== 'production';
  const pick = (name: keyof typeof DEMO) => vars[name] ?? (demo ? DEMO[name] : undefined);
  const [key, merchantName, merchantCity] = [pick('PIX_KEY'), pick('PIX_MERCHANT_NAME'), pick('PIX_MERCHANT_CITY')];
  const bank = pick('BANK_TRANSFER_DETAILS');
  return {
    paymentDeadlineHours: vars.PAYMENT_DEADLINE_HOURS,
    pickupSlotCapacity: vars.PICKUP_SLOT_CAPACITY,
    pix: key && merchantName && merchantCity ? { key, merchantName, merchantCity } : null,
    bankTransfer: bank
      ? bank
          .split(/\\n|\n/)
          .map((line) => line.trim())
          .filter(Boolean)
      : null,
    pickupAddress: pick('PICKUP_ADDRESS') ?? null,
    name: pick('HOUSE_NAME') ?? null,
  };
}
