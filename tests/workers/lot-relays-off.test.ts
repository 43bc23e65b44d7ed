/**
 * A hot lot's relays (decision record 0031) are off unless `LOT_RELAY_THRESHOLD` is set, as in this run and in
 * production: the room takes every socket itself and no relay object is ever made. The relays on are tested by
 * vitest.workers-relays.config.ts (tests/workers-relays/).
 */
import { env, listDurableObjectIds, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { objectNames } from '~/server/platform/objects/stubs.server';
import { bidOn, insertLot, lotSocket, signedInUser } from './fixtures';
import { lotRoomStub } from './objects';

describe('relays off (the default)', () => {
  it('the room takes every socket from every address, hands none to a relay, and every socket gets each update', async () => {
    const lot = await insertLot({ startPriceCents: 100_000 });
    const users = await Promise.all([1, 2, 3].map(() => signedInUser({ approved: true })));
    const sockets = await Promise.all(users.map((u, i) => lotSocket(lot.id, u.cookie, { 'CF-Connecting-IP': `198.51.100.${i + 7}` })));
    expect((await lotRoomStub(lot.id).snapshot())!.viewers).toBe(3);
    expect((await bidOn(sockets[0]!, 1010)).status).toBe(201);
    for (const s of sockets)
      await s.waitFor((m) => m.type === 'auction_update' && 'current_price' in m.data && m.data.current_price === 1010);
    expect(await runInDurableObject(lotRoomStub(lot.id), (room) => room.relays.list())).toEqual([]);
    const relayIds = Array.from({ length: 32 }, (_, k) => env.LOT_RELAY.idFromName(objectNames.lotRelay(lot.id, k)));
    const made = await listDurableObjectIds(env.LOT_RELAY);
    expect(made.filter((id) => relayIds.some((r) => r.equals(id)))).toEqual([]);
    for (const s of sockets) s.close();
  });
});
