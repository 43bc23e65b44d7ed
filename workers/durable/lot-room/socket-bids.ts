/**
 * Bids sent on the lot socket. The socket was authenticated at its upgrade; each bid still checks, in D1,
 * that the session it was opened with is live (a logout or a password change stops it at once) and that the
 * account is approved, exactly as the HTTP endpoint does for every request. The room then decides it like
 * any other bid, and the answer (the endpoint's status and body) goes back on the same socket for its key.
 * A socket's bids are paced at the member's bid rate before anything else, a visitor's included; then a bid
 * without a session is answered 401 and its socket closed (4001). A bid refused at once (429, 401) is not
 * logged but counted (socket-refusals.ts), and a socket whose bids keep drawing 429 is closed (4008).
 */
import { retryAfterSeconds, WindowLimiter, type WindowRule } from '~/domain/window-limiter';
import { authMessages } from '~/i18n/auth-messages';
import { liveText } from '~/i18n/pt-BR-live';
import { readBidAmount } from '~/schemas/bid';
import type { BidResultMessage, ClientBidMessage } from '~/schemas/live';
import { LIVE_CLOSE } from '~/schemas/live-close';
import { biddingRefusal } from '~/server/accounts/bidding-standing.server';
import { resolveSessionId } from '~/server/auth/sessions.server';
import { toViewer } from '~/server/auth/viewer';
import { bidAnswer, bidRefused, type BidAnswer } from '~/server/bidding/bid-answer.server';
import type { Db } from '~/server/db/client.server';
import type { PlaceBidInput, PlaceBidResult } from '~/server/platform/objects/lot-room-api.server';
import { socketBidLogLine } from '~/server/platform/request-trace.server';
import type { SocketAttachment, SocketSession } from '../object-sockets';
import type { SocketRefusals } from './socket-refusals';

/** Decides a bid sent on a socket: the room's own `placeBid`, or the room's through its stub from a relay. */
export type PlaceBid = (input: PlaceBidInput, onAccepted: (result: PlaceBidResult) => void) => Promise<PlaceBidResult>;

/** A bid's sender once paced: a member's socket with its session, on a room that has a lot. */
interface Bidder {
  userId: number;
  session: SocketSession;
}

export class SocketBids {
  private readonly pace: WindowLimiter<WebSocket>;

  constructor(
    private readonly db: Db,
    bidRule: WindowRule,
    private readonly lotId: number | null,
    /** decides the bid; `onAccepted` is told an accepted bid before the room broadcasts it */
    private readonly place: PlaceBid,
    private readonly refusals: SocketRefusals,
  ) {
    this.pace = new WindowLimiter(bidRule);
  }

  async handle(ws: WebSocket, identity: SocketAttachment, bid: ClientBidMessage): Promise<void> {
    const bidder = this.bidderOf(ws, identity);
    if ('refused' in bidder) {
      this.send(ws, bid.key, bidder.refused);
      this.afterRefusal(ws, bidder.refused.status);
      return;
    }
    const startedAt = Date.now();
    let answered = false;
    const reply = (answer: BidAnswer) => {
      if (answered) return;
      answered = true;
      console.log(socketBidLogLine({ key: bid.key, lotId: this.lotId ?? 0, userId: identity.userId, status: answer.status, startedAt }));
      this.send(ws, bid.key, answer);
      this.afterRefusal(ws, answer.status);
    };
    reply(await this.answer(bidder, bid, reply));
  }

  /** Paced first (a visitor's socket too), then a bid without a session: the refusals that cost no D1 read. */
  private bidderOf(ws: WebSocket, { userId, session }: SocketAttachment): Bidder | { refused: BidAnswer } {
    const paced = this.pace.take(ws, Date.now());
    if (!paced.allowed) {
      const retry = retryAfterSeconds(paced.retryAfterMs);
      return { refused: bidAnswer({ ok: false, reason: 'too_fast', retryAfterSeconds: retry, minimumCents: 0, lot: null }) };
    }
    if (!userId || !session || this.lotId === null) return { refused: bidRefused(401, authMessages.notAuthenticated) };
    return { userId, session };
  }

  /**
   * A 401 (a visitor's socket, or a session that has ended): the socket does not belong to a member, and is
   * closed. A 429: counted, and a socket that keeps drawing them is closed.
   */
  private afterRefusal(ws: WebSocket, status: number): void {
    if (status === 401) {
      this.refusals.count(ws, 'noSession');
      this.refusals.close(ws, LIVE_CLOSE.bidWithoutSession, authMessages.notAuthenticated);
    } else if (status === 429 && this.refusals.count(ws, 'tooFast')) {
      this.refusals.close(ws, LIVE_CLOSE.flooding, liveText.socket.tooManyMessages);
    }
  }

  private send(ws: WebSocket, key: string, answer: BidAnswer): void {
    const message: BidResultMessage = { type: 'bid_result', server_time: Date.now(), key, status: answer.status, body: answer.body };
    try {
      ws.send(JSON.stringify(message));
    } catch {
      /* the socket closed meanwhile: the bid stands, and a retry of its key gets the same answer */
    }
  }

  private async answer({ userId, session }: Bidder, bid: ClientBidMessage, reply: (answer: BidAnswer) => void): Promise<BidAnswer> {
    const amount = readBidAmount(bid.amount);
    if (!amount.ok) return bidRefused(422, amount.message);
    const live = await resolveSessionId(this.db, session.id, session.kind);
    if (!live || live.user.id !== userId) return bidRefused(401, authMessages.notAuthenticated);
    const refusal = biddingRefusal(toViewer(live.user));
    if (refusal) return bidRefused(refusal.status, refusal.message);
    const input = { userId, approved: true, amountCents: amount.amountCents, idempotencyKey: bid.key };
    // An accepted bid is answered before the room tells every watcher: in a crowd, the bidder hears first.
    return bidAnswer(await this.place(input, (accepted) => reply(bidAnswer(accepted))));
  }
}
