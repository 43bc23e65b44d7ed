/**
 * No lot, no room: a bid, the winner's calls and the checkout page for a lot id that is not in D1 answer 404
 * with the catalogue's message, and no Durable Object is created for that id.
 */
import { env, listDurableObjectIds } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, get, signedInUser } from './fixtures';
import { lotRoomId } from './objects';

let nextMissing = 880_000_000;

/** An id no lot has, and a check that its room was never created. */
function missingLot() {
  const id = ++nextMissing;
  const roomExists = async () => (await listDurableObjectIds(env.LOT_ROOM)).some((each) => each.equals(lotRoomId(id)));
  return { id, roomExists };
}

describe('a lot id that is not in D1', () => {
  it('a bid on it is answered 404 and creates no room', async () => {
    const ana = await signedInUser({ approved: true });
    const lot = missingLot();
    const res = await call(`/api/auctions/${lot.id}/bid`, { method: 'POST', token: ana.token, body: { amount: 1010 } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'Lote não encontrado.' });
    expect(await lot.roomExists()).toBe(false);
  });

  it("the winner's calls on it are answered 404 and create no room", async () => {
    const ana = await signedInUser({ approved: true });
    const lot = missingLot();
    for (const [method, path] of [
      ['GET', 'payment-status'],
      ['GET', 'pickup-info'],
      ['POST', 'request-withdrawal'],
      ['POST', 'schedule-pickup'],
    ] as const) {
      const res = await call(`/api/auctions/${lot.id}/${path}`, { method, token: ana.token, body: method === 'POST' ? {} : undefined });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ error: 'Lote não encontrado.' });
    }
    expect(await lot.roomExists()).toBe(false);
  });

  it('its checkout page is a 404 and creates no room', async () => {
    const ana = await signedInUser({ approved: true });
    const lot = missingLot();
    const res = await get(`/checkout/${lot.id}`, { headers: { Cookie: ana.cookie } });
    expect(res.status).toBe(404);
    expect(await lot.roomExists()).toBe(false);
  });
});
