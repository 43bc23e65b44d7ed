/**
 * Bids sent on the lot socket. The socket was authenticated at its upgrade; each bid still checks, in D1,
 * that the session it was opened with is live (a logout, a password change or an expiry stops it at once,
 * and the socket goes on as a visitor's) and that the account is approved, exactly as the HTTP endpoint
 * does for every request. The room then decides it like any other bid, and the answer (the endpoint's
 * status and body) goes back on the same socket for its key. A socket's bids are paced before the D1 read
 * at the member's bid rate.
 */
import { retryAfterSeconds, WindowLimiter, type WindowRule } from '~/domain/window-limiter';
import { authMessages } from '~/i18n/auth-messages';
import { readBidAmount } from '~/schemas/bid';
import type { BidResultMessage, ClientBidMessage } from '~/schemas/live';
import { resolveSessionId } from '~/server/auth/sessions.server';
import { isApprovedMember } from '~/server/auth/viewer';
import { bidAnswer, bidRefused, type BidAnswer } from '~/server/bidding/bid-answer.server';
import type { PlaceBidInput, PlaceBidResult } from '~/server/bidding/lot-room-api.server';
import type { Db } from '~/server/db/client.server';
import { socketBidLogLine } from '~/server/platform/request-trace.server';
import type { SocketIdentity } from './sockets';

export class SocketBids {
  private readonly pace: WindowLimiter<WebSocket>;

  constructor(
    private readonly db: Db,
    bidRule: WindowRule,
    private readonly lotId: () => number | null,
    /** decides the bid; `onAccepted` is told an accepted bid before the room broadcasts it */
    private readonly place: (input: PlaceBidInput, onAccepted: (result: PlaceBidResult) => void) => Promise<PlaceBidResult>,
    /** the socket's session ended: it goes on as a visitor's */
    private readonly sessionEnded: (ws: WebSocket) => void,
  ) {
    this.pace = new WindowLimiter(bidRule);
  }

  async handle(ws: WebSocket, identity: SocketIdentity, bid: ClientBidMessage): Promise<void> {
    const startedAt = Date.now();
    let answered = false;
    const reply = (answer: BidAnswer) => {
      if (answered) return;
      answered = true;
      console.log(socketBidLogLine({ key: bid.key, lotId: this.lotId() ?? 0, userId: identity.userId, status: answer.status, startedAt }));
      const message: BidResultMessage = {
        type: 'bid_result',
        server_time: Date.now(),
        key: bid.key,
        status: answer.status,
        body: answer.body,
      };
      try {
        ws.send(JSON.stringify(message));
        // Its session has ended (logout, password change, expiry): the socket no longer belongs to a member.
        if (answer.status === 401 && identity.session) this.sessionEnded(ws);
      } catch {
        /* the socket closed meanwhile: the bid stands, and a retry of its key gets the same answer */
      }
    };
    reply(await this.answer(ws, identity, bid, reply));
  }

  private async answer(
    ws: WebSocket,
    identity: SocketIdentity,
    bid: ClientBidMessage,
    reply: (answer: BidAnswer) => void,
  ): Promise<BidAnswer> {
    const { userId, session } = identity;
    const lotId = this.lotId();
    if (!userId || !session || lotId === null) return bidRefused(401, authMessages.notAuthenticated);
    const paced = this.pace.take(ws, Date.now());
    if (!paced.allowed) {
      return bidAnswer({
        ok: false,
        reason: 'too_fast',
        retryAfterSeconds: retryAfterSeconds(paced.retryAfterMs),
        minimumCents: 0,
        lot: null,
      });
    }
    const amount = readBidAmount(bid.amount);
    if (!amount.ok) return bidRefused(422, amount.message);
    const live = await resolveSessionId(this.db, session.id, session.kind);
    if (!live || live.user.id !== userId) return bidRefused(401, authMessages.notAuthenticated);
    if (!isApprovedMember(live.user)) return bidRefused(403, authMessages.notApproved);
    const input = { lotId, userId, approved: true, amountCents: amount.amountCents, idempotencyKey: bid.key };
    // An accepted bid is answered before the room tells every watcher: in a crowd, the bidder hears first.
    return bidAnswer(await this.place(input, (accepted) => reply(bidAnswer(accepted))));
  }
}
