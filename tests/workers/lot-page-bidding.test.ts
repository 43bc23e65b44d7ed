/**
 * The lot page's member parts as the server renders them. The own maximum (lance automático): the loader asks
 * the lot's room for the viewer's maximum and shows 'Seu lance máximo: R$ X' to its owner alone — never to
 * another member, a member not approved yet, a visitor, or anyone once the lot has closed — in the page and
 * in its embedded data alike. The reserve: whether it is met, never its amount, and a close below it. A closed
 * lot: its outcome and close time on the first paint, nothing of a running lot (countdown, bid buttons).
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

/** What the page shows: its markup without scripts (the embedded data), comments and tags, spaces folded. */
const shownText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** The page's buttons, by their text. */
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([\s\S]*?)<\/button>/g)].map((m) => shownText(m[1]!).trim());

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

  it("says 'Não arrematado — reserva não atingida' on a lot closed below its reserve, over its highest bid", async () => {
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
    const text = shownText(html);
    expect(text).toContain('Não arrematado — reserva não atingida');
    expect(text).toContain('Maior lance R$ 1.100,00');
    expect(text).not.toContain('Você ganhou');
    expect(text).not.toContain('Arrematado por');
  });
});

describe("a closed lot's page", () => {
  const END = '2026-11-26T17:03:00.000Z';

  /** A lot closed at `END` (14:03 in São Paulo) by its room, with `bidders`' bids in turn (none: no bids). */
  async function closedLot(title: string, bidders: Member[], finalCents = 150_000) {
    const lot = await insertLot({ title, status: 'closed', startPriceCents: 100_000, endsAt: Date.parse(END) });
    for (const [i, bidder] of bidders.entries()) await insertBid(lot.id, bidder.id, i + 1, finalCents - (bidders.length - 1 - i) * 10_000);
    const winner = bidders.at(-1) ?? null;
    await env.DB.prepare(
      `UPDATE lots SET bid_count = ?, current_price_cents = ?, top_bid_user_id = ?, winner_user_id = ?, final_price_cents = ?,
       outcome = ?, closed_at = ? WHERE id = ?`,
    )
      .bind(
        bidders.length,
        winner ? finalCents : 100_000,
        winner?.id ?? null,
        winner?.id ?? null,
        winner ? finalCents : null,
        winner ? 'sold' : 'no_bids',
        '2026-11-26T17:03:01.480Z',
        lot.id,
      )
      .run();
    return lot.id;
  }

  it("shows members 'Arrematado por R$ X' and 'Encerrado em' its end, the price as 'Lance vencedor', no countdown and no bid buttons", async () => {
    const id = await closedLot('Notebook arrematado', [owner, other]);
    const { status, html } = await page(`/lotes/${id}`, owner);
    expect(status).toBe(200);
    const text = shownText(html);
    expect(text).toContain('Arrematado por R$ 1.500,00');
    expect(text).toContain('Encerrado em 26/11/2026 14:03');
    expect(text).toContain('Lance vencedor R$ 1.500,00');
    for (const running of ['Encerra em', 'Lance atual', 'Encerramento:', 'prorrogam o encerramento', 'Reserva', 'Lance automático'])
      expect(text, running).not.toContain(running);
    expect(buttons(html).filter((b) => /Dar Lance|Leilão encerrado|Aguardando|Lance automático/.test(b))).toEqual([]);
    expect(text).not.toContain('Você ganhou');
  });

  it("shows its winner the outcome and 'Você ganhou!'", async () => {
    const id = await closedLot('Monitor arrematado', [other, owner]);
    const text = shownText((await page(`/lotes/${id}`, owner)).html);
    expect(text).toContain('Arrematado por R$ 1.500,00');
    expect(text).toContain('Você ganhou! Parabéns! Você venceu este leilão!');
  });

  it("says 'Sem lances' over the start price of a lot closed without bids", async () => {
    const id = await closedLot('Teclado sem lances', []);
    const text = shownText((await page(`/lotes/${id}`, owner)).html);
    expect(text).toContain('Sem lances');
    expect(text).toContain('Preço inicial R$ 1.000,00');
    expect(text).toContain('Encerrado em 26/11/2026 14:03');
    expect(text).not.toContain('Arrematado por');
  });

  it("tells a visitor 'Leilão encerrado' and when, with no price, outcome or button to bid", async () => {
    const id = await closedLot('Switch arrematado', [other]);
    const { status, html } = await page(`/lotes/${id}`);
    expect(status).toBe(200);
    const text = shownText(html);
    expect(text).toContain('Leilão encerrado');
    expect(text).toContain('Encerrado em 26/11/2026 14:03');
    expect(text).toContain('Resultado Faça login para ver');
    for (const hidden of ['Arrematado', 'Lance vencedor', 'Sem lances', 'Encerra em', '1.500,00'])
      expect(text, hidden).not.toContain(hidden);
    expect(buttons(html)).not.toContain('Entrar para dar lance');
  });

  it("dates an administrator's early close by the close, not the end it never reached", async () => {
    const lot = await insertLot({ title: 'Servidor encerrado antes', status: 'closed', endsAt: Date.parse(END) });
    await env.DB.prepare("UPDATE lots SET outcome = 'no_bids', closed_at = '2026-11-25T12:30:00.000Z' WHERE id = ?").bind(lot.id).run();
    const text = shownText((await page(`/lotes/${lot.id}`, owner)).html);
    expect(text).toContain('Encerrado em 25/11/2026 09:30');
    const api = await call<{ data: { closed_at: string } }>(`/api/auctions/${lot.id}`);
    expect(api.json.data.closed_at).toBe('2026-11-25T12:30:00.000Z');
  });
});

describe("the lot page and the cap on prorrogação's total", () => {
  it('says the lot can be extended up to 60 minutes in total, and once the cap is reached that bids no longer extend it', async () => {
    const open = await insertLot({ title: 'Servidor 1U com prorrogação', endsAt: Date.now() + 60 * 60_000 });
    expect(shownText((await page(`/lotes/${open.id}`)).html)).toContain('O encerramento pode ser prorrogado por até 60 minutos no total.');

    const original = Date.now() - 50 * 60_000;
    const capped = await insertLot({ title: 'Servidor 2U prorrogado', endsAt: original + 60 * 60_000 });
    await env.DB.prepare('UPDATE lots SET extended = 1, original_ends_at = ? WHERE id = ?')
      .bind(new Date(original).toISOString(), capped.id)
      .run();
    const text = shownText((await page(`/lotes/${capped.id}`, other)).html);
    expect(text).toContain(
      'Este leilão já foi prorrogado pelo máximo de 60 minutos no total: novos lances não prorrogam mais o encerramento.',
    );
    expect(text).not.toContain('pode ser prorrogado por até');
  });
});
