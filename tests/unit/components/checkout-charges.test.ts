import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';
import { BoletoCharge, PixCharge, type GenerateControl } from '~/routes/checkout.$id/psp-charges';
import { pspCheckout } from '~/routes/checkout.$id/psp-checkout';
import type { BoletoChargeView, PixChargeView } from '~/schemas/charges';

const html = (element: ReactElement) => renderToStaticMarkup(createElement(StaticRouter, { location: '/checkout/42' }, element));
const control = (patch: Partial<GenerateControl> = {}): GenerateControl => ({
  busy: false,
  banner: { message: null },
  onGenerate: () => {},
  ...patch,
});
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const PIX: PixChargeView = {
  txid: 'ARREMATEP00000000000000042',
  pix_copia_e_cola: '00020101021226830014br.gov.bcb.pix2561psp.example/qr/v2/cob/abc5204000053039865802BR6304ABCD',
  expires_at: '2026-11-28T18:30:00.000Z',
  status: 'active',
  total: 1234.56,
};
const BOLETO: BoletoChargeView = {
  txid: 'ARREMATEB00000000000000042',
  linha_digitavel: '23793381286008301234567890123456789012345678901',
  barcode: '23791234500001234563381260083012345678901234',
  due_date: '2026-12-01',
  pix_copia_e_cola: '000201010212...',
  status: 'active',
  total: 1234.56,
};

const pix = (charge: PixChargeView | null, patch: Partial<GenerateControl> = {}) =>
  html(
    createElement(PixCharge, {
      charge,
      qr: 'data:image/svg+xml;base64,AA==',
      totalCents: 123456,
      control: control(patch),
      onCopy: () => {},
    }),
  );
const boleto = (charge: BoletoChargeView | null, available = true) =>
  html(createElement(BoletoCharge, { lotId: 42, charge, available, control: control(), onCopy: () => {} }));

describe('checkout’s Pix tab through the PSP', () => {
  it("before a charge: a short text and 'Gerar código Pix', nothing to copy yet", () => {
    const markup = pix(null);
    expect(markup).toMatch(/<button[^>]*>Gerar código Pix<\/button>/);
    expect(markup).not.toContain('Copiar código');
    expect(markup).not.toContain('<img');
  });

  it("once generated: the QR Code, the copia-e-cola with 'Copiar código', 'Válido até' in São Paulo and 'Aguardando pagamento…' in a polite status", () => {
    const markup = pix(PIX);
    expect(markup).toContain('alt="QR Code PIX de R$ 1.234,56"');
    expect(markup).toContain(`>${PIX.pix_copia_e_cola}</textarea>`);
    expect(markup).toMatch(/<button[^>]*>Copiar código<\/button>/);
    expect(text(markup)).toContain('Válido até 28/11/2026 15:30');
    expect(markup).toMatch(/role="status"[^>]*>Aguardando pagamento…</);
    expect(markup).not.toContain('Gerar código Pix');
  });

  it("an expired charge: 'Este código Pix expirou.' and no new code", () => {
    const markup = pix({ ...PIX, status: 'expired' });
    expect(text(markup)).toContain('Este código Pix expirou.');
    expect(markup).not.toContain('Gerar código Pix');
    expect(markup).not.toContain(PIX.pix_copia_e_cola);
  });

  it('the PSP down: its message in an alert, and the button there to press again', () => {
    const markup = pix(null, {
      banner: { kind: 'error', message: 'Não foi possível gerar a cobrança agora. Tente novamente em instantes.' },
    });
    expect(markup).toMatch(/role="alert"[^>]*>Não foi possível gerar a cobrança agora\. Tente novamente em instantes\.</);
    expect(markup).toMatch(/<button[^>]*>Gerar código Pix<\/button>/);
  });
});

describe('checkout’s boleto tab', () => {
  it("when the deadline leaves no time for a boleto to clear: 'Pague com Pix', no button", () => {
    const markup = boleto(null, false);
    expect(text(markup)).toContain('O prazo de pagamento não permite mais boleto. Pague com Pix.');
    expect(markup).not.toContain('<button');
  });

  it("with time for it: 'Gerar boleto'", () => {
    expect(boleto(null)).toMatch(/<button[^>]*>Gerar boleto<\/button>/);
  });

  it("once generated: the linha digitável in its groups, 'Copiar linha digitável', the due date and 'Ver e imprimir boleto' to its page", () => {
    const markup = boleto(BOLETO);
    expect(text(markup)).toContain('23793.38128 60083.012345 67890.123456 7 89012345678901');
    expect(markup).toMatch(/<button[^>]*>Copiar linha digitável<\/button>/);
    expect(text(markup)).toContain('Vencimento: 01/12/2026');
    expect(markup).toMatch(/<a[^>]*href="\/checkout\/42\/boleto"[^>]*>Ver e imprimir boleto<\/a>/);
    expect(markup).not.toContain('Gerar boleto');
  });

  it('a boleto already generated stays shown even once the deadline no longer allows a new one', () => {
    expect(boleto(BOLETO, false)).toContain('Ver e imprimir boleto');
  });
});

describe('which panel checkout shows', () => {
  it('without a PSP the static BR Code panel', () => {
    expect(pspCheckout({ psp: false, boleto_available: true, charges: { pix: PIX, boleto: null } }, null)).toBeNull();
  });

  it('with a PSP its charges and their QR codes', () => {
    expect(
      pspCheckout({ psp: true, boleto_available: false, charges: { pix: PIX, boleto: null } }, { pix: 'data:a', boleto: null }),
    ).toEqual({
      boletoAvailable: false,
      charges: { pix: PIX, boleto: null },
      qr: { pix: 'data:a', boleto: null },
    });
  });
});
