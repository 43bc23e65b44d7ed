/**
 * The lot page's own maximum (lance automático): its loader asks the lot's room for the viewer's maximum and
 * shows 'Seu lance máximo: R$ X' to its owner alone — never to another member, a member not approved yet,
 * a visitor, or anyone once the lot has closed — in the page and in its embedded data alike.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call, get, insertedMember, insertLot } from './fixtures';

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
