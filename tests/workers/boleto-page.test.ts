/**
 * The winner's printable boleto (/checkout/{id}/boleto) inside the Workers runtime: checkout's guard (the
 * winner sees it, another member is refused, a visitor is sent to sign in), and a lot whose payment has no
 * boleto is 'Boleto não encontrado.'. The charge row is written straight into D1, as the checkout's charge
 * call would leave it.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { maskCpf } from '~/domain/masks';
import { chargeTxid } from '~/domain/psp-ids';
import { paymentCharges } from '~/server/db/schema';
import { db, get, lotWonBy, signedInUser, type Member } from './fixtures';

vi.setConfig({ testTimeout: 60_000 });

const LINHA = '23793381286008301234567890123456789012345678901';
const BARCODE = '23791234500001234563381260083012345678901234';

let admin: Member;
let winner: Member;
let rival: Member;
let lotId: number;
let paymentId: number;

const page = (path: string, who?: Member) => get(path, { headers: who ? { Cookie: who.cookie } : {}, redirect: 'manual' });

beforeAll(async () => {
  [admin, winner, rival] = await Promise.all([
    signedInUser({ admin: true }),
    signedInUser({ approved: true, name: 'Joana Prado' }),
    signedInUser({ approved: true }),
  ]);
  const won = await lotWonBy(admin, winner, rival);
  lotId = won.lot.id;
  paymentId = won.payment.id as number;
  await db.insert(paymentCharges).values({
    paymentId,
    method: 'boleto',
    kind: 'cobv',
    txid: chargeTxid(paymentId, 'cobv'),
    amountCents: won.payment.total_cents as number,
    status: 'active',
    pixCopiaECola: '00020101021226830014br.gov.bcb.pix2561psp.example/qr/v2/cobv/abc5204000053039865802BR6304ABCD',
    expiresAt: '2026-12-01T02:59:59.000Z',
    boletoLinhaDigitavel: LINHA,
    boletoBarcode: BARCODE,
    boletoDueDate: '2026-11-30',
  });
});

describe('the boleto page', () => {
  it('the winner sees the boleto as a bank prints it: beneficiário, pagador with CPF, vencimento, valor, nosso número, linha digitável, barcode and the Pix QR Code', async () => {
    const res = await page(`/checkout/${lotId}/boleto`, winner);
    expect(res.status).toBe(200);
    const html = await res.text();
    const cpf = await env.DB.prepare('SELECT cpf FROM users WHERE id = ?').bind(winner.id).first<string>('cpf');
    const total = await env.DB.prepare('SELECT total_cents FROM payments WHERE id = ?').bind(paymentId).first<number>('total_cents');
    const reais = (total! / 100)
      .toFixed(2)
      .replace('.', ',')
      .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    for (const expected of [
      'Beneficiário',
      'Arremate',
      'Pagador',
      `Joana Prado — ${maskCpf(cpf!)}`,
      'Vencimento',
      '30/11/2026',
      'Valor do documento',
      `R$ ${reais}`,
      'Nosso número',
      chargeTxid(paymentId, 'cobv'),
      '23793.38128 60083.012345 67890.123456 7 89012345678901',
      'aria-label="Código de barras do boleto"',
      'Pague com Pix pelo QR Code',
      'src="data:image/svg+xml;base64,',
      '>Imprimir<',
      `href="/checkout/${lotId}"`,
    ])
      expect(html, expected).toContain(expected);
  });

  it('another member is refused as checkout refuses them, and a visitor is sent to sign in', async () => {
    const other = await page(`/checkout/${lotId}/boleto`, rival);
    expect(other.status).toBe(403);
    expect(await other.text()).toContain('Apenas o vencedor pode acessar o checkout deste leilão.');
    const visitor = await page(`/checkout/${lotId}/boleto`);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe(`/?entrar=1&redirectTo=${encodeURIComponent(`/checkout/${lotId}/boleto`)}`);
  });

  it("a won lot whose payment has no boleto (a Pix charge only) is 'Boleto não encontrado.'", async () => {
    const other = await lotWonBy(admin, rival, winner);
    const id = other.payment.id as number;
    await db.insert(paymentCharges).values({
      paymentId: id,
      method: 'pix',
      kind: 'cob',
      txid: chargeTxid(id, 'cob'),
      amountCents: other.payment.total_cents as number,
      pixCopiaECola: '000201',
      expiresAt: '2026-12-01T02:59:59.000Z',
    });
    const res = await page(`/checkout/${other.lot.id}/boleto`, rival);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Boleto não encontrado.');
    expect((await page('/checkout/999999/boleto', rival)).status).toBe(404);
  });
});
