/**
 * The lot page's bid transport: on the socket while it answers, over HTTP with the same key when it does
 * not (closed, silent, or without a session), so a bid is never sent under two keys.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BidChannel } from '~/client/bid-channel';
import { socketBidSender } from '~/client/place-bid';
import type { BidResultMessage } from '~/schemas/live';

const accepted = (key: string): BidResultMessage => ({
  type: 'bid_result',
  server_time: Date.now(),
  key,
  status: 201,
  body: {
    data: { bid: { id: 3, seq: 3, amount: 1030, created_at: '2026-11-25T12:00:00.000Z', is_auto: false }, auction: { id: 7 } as never },
    message: 'Lance realizado com sucesso!',
  },
});

let posted: { url: string; key: string | null; body: unknown }[];

beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      posted.push({ url, key: headers.get('Idempotency-Key'), body: JSON.parse(init.body as string) });
      return Promise.resolve(Response.json({ data: { bid: { id: 9, seq: 9, amount: 1030 }, auction: { id: 7 } } }, { status: 201 }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A channel attached to a socket that records what is sent (or, `open` false, one with no socket). */
function channelFor(sent: unknown[] = [], open = true) {
  const channel = new BidChannel();
  if (open) channel.attach((m) => sent.push(m) > 0);
  return channel;
}

describe('socket bids (socketBidSender)', () => {
  it('sends the bid on the socket and takes the answer with its key, without HTTP', async () => {
    const sent: unknown[] = [];
    const channel = channelFor(sent);
    const answer = socketBidSender(7, channel)(103_000, 'key-00000001');
    expect(sent).toEqual([{ type: 'bid', amount: 1030, key: 'key-00000001' }]);
    channel.answered(accepted('some-other-key'));
    channel.answered(accepted('key-00000001'));
    expect(await answer).toMatchObject({ ok: true, data: { bid: { seq: 3 } } });
    expect(posted).toEqual([]);
  });

  it("passes a refusal on as the endpoint's error, with its lot", async () => {
    const channel = channelFor();
    const answer = socketBidSender(7, channel)(100_500, 'key-00000002');
    channel.answered({
      type: 'bid_result',
      server_time: Date.now(),
      key: 'key-00000002',
      status: 422,
      body: { error: 'Lance deve ser pelo menos R$ 1.010,00', reason: 'too_low' },
    });
    expect(await answer).toMatchObject({ ok: false, status: 422, error: 'Lance deve ser pelo menos R$ 1.010,00' });
    expect(posted).toEqual([]);
  });

  it('goes over HTTP with the same key when the socket is not open, closes, is silent or has no session', async () => {
    vi.useFakeTimers();
    expect(await socketBidSender(7, channelFor([], false))(103_000, 'key-closed-1')).toMatchObject({ ok: true });

    const channel = channelFor();
    const place = socketBidSender(7, channel);
    const lost = place(104_000, 'key-lost-0001');
    channel.detach();
    await lost;

    channel.attach(() => true);
    const silent = place(105_000, 'key-silent-01');
    await vi.advanceTimersByTimeAsync(5_000);
    await silent;

    const anonymous = place(106_000, 'key-anon-0001');
    channel.answered({
      type: 'bid_result',
      server_time: 0,
      key: 'key-anon-0001',
      status: 401,
      body: { error: 'Faça login para continuar.' },
    });
    await anonymous;

    expect(posted).toEqual(
      [
        ['key-closed-1', 1030],
        ['key-lost-0001', 1040],
        ['key-silent-01', 1050],
        ['key-anon-0001', 1060],
      ].map(([key, amount]) => ({ url: '/api/auctions/7/bid', key, body: { amount } })),
    );
  });
});
