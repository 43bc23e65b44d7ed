/**
 * The lot page's member parts as the server renders them. The own maximum (lance automático): the loader asks
 * the lot's room for the viewer's maximum and shows 'Seu lance máximo: R$ X' to its owner alone — never to
 * another member, a member not approved yet, a visitor, or anyone once the lot has closed — in the page and
 * in its embedded data alike. The reserve: whether it is met, never its amount, and a close below it.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call, get, insertBid, insertedMember, insertLot } from './fixtures';

vi.setConfig({ testTimeout: 60_000 });

type Member = Awaited<ReturnType<typeof insertedMember>>;

let owner: Member;
let other: Member;
let pending: Member;
let lotId = 0;

const page = async (path: string, who?: Member) => {
  const res = await get(path, who ? { headers: { Cookie: who.cookie } } : undefined);
  return { status: res.status, html: await res.text() };
};

beforeAll(async () => {
  [owner, other, pending] = await Promise.all([insertedMember(), insertedMember(), insertedMember({ approved: false })]);
  lotId = (await insertLot({ title: 'Switch gerenciável 24 portas', startPriceCents: 10_000 })).id;
  const set = await call(`/api/auctions/${lotId}/auto-bid`, { method: 'PUT', token: owner.token, body: { max_amount: '777,70' } });
  expect(set.status).toBe(200);
});

describe("the lot page's own maximum", () => {
  it("shows its owner 'Seu lance máximo: R$ 777,70' and 'Aumentar lance máximo', server-rendered", async () => {
    const { status, html } = await page(`/lotes/${lotId}`, owner);
    expect(status).toBe(200);
    expect(html).toContain('Seu lance máximo: R$ 777,70');
    expect(html).toContain('Aumentar lance máximo');
  });

  it('shows another member, a member awaiting approval and a visitor no maximum at all, not even in the page data', async () => {
    for (const [who, name] of [
      [other, 'another member'],
      [pending, 'a member awaiting approval'],
      [undefined, 'a visitor'],
    ] as const) {
      const { status, html } = await page(`/lotes/${lotId}`, who);
      expect(status, name).toBe(200);
      expect(html, name).toContain('Switch gerenciável 24 portas');
      for (const secret of ['Seu lance máximo', '777,70', '777.7', 'max_amount']) expect(html, `${name}: ${secret}`).not.toContain(secret);
    }
    // Another approved member may set their own: the form is there for them.
    expect((await page(`/lotes/${lotId}`, other)).html).toContain('Lance automático');
  });

  it('shows no maximum, nor its form, once the lot has closed', async () => {
    const closed = await insertLot({ title: 'Roteador encerrado', status: 'closed', endsAt: Date.now() - 60_000 });
    const { status, html } = await page(`/lotes/${closed.id}`, owner);
    expect(status).toBe(200);
    expect(html).not.toContain('Seu lance máximo');
    expect(html).not.toContain('Lance automático');
  });
});

describe("the lot page's reserve", () => {
  it("tells members 'Reserva não atingida' beside the price, never the reserve's amount, and visitors nothing", async () => {
    const lot = await insertLot({
      title: 'Storage com reserva',
      startPriceCents: 10_000,
      currentPriceCents: 20_000,
      reservePriceCents: 654_321,
    });
    await insertBid(lot.id, other.id, 1, 20_000);
    await env.DB.prepare('UPDATE lots SET bid_count = 1, top_bid_user_id = ? WHERE id = ?').bind(other.id, lot.id).run();
    const member = await page(`/lotes/${lot.id}`, owner);
    expect(member.status).toBe(200);
    expect(member.html).toContain('Reserva não atingida');
    expect(member.html).toContain('+ taxa administrativa de 10 % sobre o lance vencedor');
    // The reserve's amount as a price, in cents or in reais, never as the digits inside another number (the
    // chart's coordinates are floats with many decimals).
    for (const secret of [/6\.543,21/, /(?<![\d.])654321(?![\d.])/, /(?<![\d.])6543\.21(?!\d)/])
      expect(member.html, String(secret)).not.toMatch(secret);
    const visitor = await page(`/lotes/${lot.id}`);
    expect(visitor.html).not.toContain('Reserva não atingida');
  });

  it("says 'Reserva não atingida: o lote não foi arrematado.' on a lot closed below its reserve", async () => {
    const lot = await insertLot({
      title: 'Lote abaixo da reserva',
      status: 'closed',
      endsAt: Date.now() - 60_000,
      reservePriceCents: 500_000,
    });
    await insertBid(lot.id, other.id, 1, 110_000);
    await env.DB.prepare(
      "UPDATE lots SET bid_count = 1, current_price_cents = 110000, top_bid_user_id = ?, outcome = 'reserve_not_met' WHERE id = ?",
    )
      .bind(other.id, lot.id)
      .run();
    const { status, html } = await page(`/lotes/${lot.id}`, other);
    expect(status).toBe(200);
    expect(html).toContain('Reserva não atingida: o lote não foi arrematado.');
    expect(html).not.toContain('Você ganhou');
  });
});
