/**
 * How the bid form sends a bid: on the lot socket when the lot page has it open (answered on the socket by
 * the bid's key), otherwise POST /api/auctions/{id}/bid. A socket bid that gets no answer (the socket closed,
 * or no answer in time) or is refused for want of a session goes over HTTP with the same Idempotency-Key: the
 * room answers a key it has decided with that decision, so a bid is never taken twice.
 */
import { centsToReais } from '~/domain/money';
import { liveText } from '~/i18n/pt-BR-live';
import type { BidResultMessage, LiveBid, LiveLotMember } from '~/schemas/live';
import { apiRequest, type ApiResult } from './api-request';
import type { BidChannel } from './bid-channel';

export interface BidAccepted {
  bid: LiveBid & { id: number };
  auction: LiveLotMember;
}

export type BidSender = (amountCents: number, key: string) => Promise<ApiResult<BidAccepted>>;

/** How long a socket bid waits for its answer before it goes over HTTP. */
const SOCKET_ANSWER_MS = 5_000;

export function postBid(lotId: number): BidSender {
  return (amountCents, key) =>
    apiRequest<BidAccepted>(`/api/auctions/${lotId}/bid`, {
      method: 'POST',
      body: { amount: centsToReais(amountCents) },
      headers: { 'Idempotency-Key': key },
      fallbackError: liveText.bid.failed,
    });
}

/** The socket's answer in the shape of the HTTP call's. */
export function socketAnswer(message: BidResultMessage): ApiResult<BidAccepted> {
  const { body, status } = message;
  if ('data' in body && status === 201) return { ok: true, data: body.data };
  return { ok: false, status, error: 'error' in body ? body.error : liveText.bid.failed, payload: body };
}

/** Bids on the lot page's socket (its `BidChannel`), each waiting for the `bid_result` with its key. */
export function socketBidSender(lotId: number, channel: BidChannel): BidSender {
  const overHttp = postBid(lotId);
  return (amountCents, key) =>
    new Promise<BidResultMessage | null>((resolve) => {
      let stop = () => {};
      const timer = setTimeout(() => settle(null), SOCKET_ANSWER_MS);
      const settle = (message: BidResultMessage | null) => {
        clearTimeout(timer);
        stop();
        resolve(message);
      };
      stop = channel.expect(key, { answered: settle, lost: () => settle(null) });
      if (!channel.send({ type: 'bid', amount: centsToReais(amountCents), key })) settle(null);
    }).then((message) => (message && message.status !== 401 ? socketAnswer(message) : overHttp(amountCents, key)));
}
