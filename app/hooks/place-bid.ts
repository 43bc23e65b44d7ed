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

/** Bids on one open lot socket, each waiting for the `bid_result` with its key. */
export class SocketBidder {
  private readonly waiting = new Map<string, (message: BidResultMessage | null) => void>();
  private readonly overHttp: BidSender;

  /** `send` returns false when the socket is not open. */
  constructor(
    lotId: number,
    private readonly send: (message: unknown) => boolean,
  ) {
    this.overHttp = postBid(lotId);
  }

  readonly place: BidSender = (amountCents, key) =>
    new Promise<BidResultMessage | null>((resolve) => {
      const timer = setTimeout(() => settle(null), SOCKET_ANSWER_MS);
      const settle = (message: BidResultMessage | null) => {
        clearTimeout(timer);
        this.waiting.delete(key);
        resolve(message);
      };
      this.waiting.set(key, settle);
      if (!this.send({ type: 'bid', amount: centsToReais(amountCents), key })) settle(null);
    }).then((message) => (message && message.status !== 401 ? socketAnswer(message) : this.overHttp(amountCents, key)));

  answered(message: BidResultMessage): void {
    this.waiting.get(message.key)?.(message);
  }

  /** The socket closed: the bids waiting for an answer go over HTTP now. */
  lost(): void {
    for (const settle of [...this.waiting.values()]) settle(null);
  }
}
