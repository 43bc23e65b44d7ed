/**
 * One object per lot: the authority on the live lot. It decides every bid (single-threaded), keeps the
 * append-only bid log in its own SQLite storage (durable before the reply), mirrors every change to D1
 * through an outbox drained at once and retried by the alarm, fans updates out to the lot's sockets
 * (hibernation API) and closes the lot with its alarm at `ends_at`.
 */
import { DurableObject } from 'cloudflare:workers';
import { checkBid, ENDING_NOTICE_MS, feeCents, type BidRejection } from '~/domain/bid-rules';
import { centsToReais } from '~/domain/money';
import { clientSocketMessage } from '~/schemas/live';
import type { LiveBid, LiveLotMember, LiveLotPublic, LotSocketMessage } from '~/schemas/live';
import { memberPriceFields } from '~/schemas/lot';
import type { NotificationType } from '~/schemas/notification-types';
import type { Env } from '../env';
import { LOT_ROOM_SCHEMA, type OutboxRow, type RoomRow } from './lot-room-schema';
import { userInbox } from './stubs';

export interface PlaceBidInput {
  lotId: number;
  userId: number;
  approved: boolean;
  amountCents: number;
  /** the client's Idempotency-Key: the same key returns the same decision and never a second bid */
  idempotencyKey?: string;
}

export type PlaceBidResult =
  | { ok: true; replayed: boolean; bid: LiveBid; lot: LiveLotMember }
  | { ok: false; reason: BidRejection | 'not_found'; minimumCents: number; lot: LiveLotMember | null };

export type RoomCommandResult =
  { ok: true; lot: LiveLotMember } | { ok: false; reason: 'not_found' | 'not_active'; lot: LiveLotMember | null };

export interface NotifyPayload {
  userId: number;
  type: NotificationType;
  auctionId: number;
  amountCents: number | null;
  key: string;
}

interface SocketIdentity {
  userId: number | null;
}

/** Faults a test can inject (tests only; memory, so a restart clears them). */
export interface RoomFaults {
  mirrorFailures: number;
  alarmFailuresAfterClose: number;
}

const RETRY_BASE_MS = 1_000;
const RETRY_CAP_MS = 60_000;
/** Longest a queued outbox item waits for the alarm if the immediate drain is lost (eviction). */
const OUTBOX_BACKSTOP_MS = 5_000;
const DRAIN_BATCH = 200;
/** How long a new outbox entry waits for company before the drain: D1 trails the room by about this much. */
const MIRROR_COALESCE_MS = 20;
const DECISION_TTL_MS = 24 * 60 * 60_000;
const VIEWERS_THROTTLE_MS = 2_000;

export class LotRoom extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  private room: RoomRow | null = null;
  /** Drains run one after another; a drain already queued picks up whatever arrived before it starts. */
  private drainChain: Promise<void> = Promise.resolve();
  private drainQueued = false;
  private alarmAt: number | null | undefined;
  private viewersTimer: ReturnType<typeof setTimeout> | null = null;
  readonly faults: RoomFaults = { mirrorFailures: 0, alarmFailuresAfterClose: 0 };

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    void ctx.blockConcurrencyWhile(async () => {
      for (const statement of LOT_ROOM_SCHEMA) this.sql.exec(statement);
      this.room = this.readRoom();
      this.alarmAt = await ctx.storage.getAlarm();
    });
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  // ───────────────────────────── RPC ─────────────────────────────

  async placeBid(input: PlaceBidInput): Promise<PlaceBidResult> {
    const room = await this.ensure(input.lotId);
    if (!room) return { ok: false, reason: 'not_found', minimumCents: 0, lot: null };
    const key = input.idempotencyKey ?? null;
    const replay =
      key === null
        ? undefined
        : this.sql
            .exec<{ seq: number | null; reason: string | null; minimum_cents: number }>(
              'SELECT seq, reason, minimum_cents FROM decisions WHERE user_id = ? AND idempotency_key = ?',
              input.userId,
              key,
            )
            .toArray()[0];
    if (replay) {
      if (replay.seq !== null) return { ok: true, replayed: true, bid: this.bidAt(replay.seq), lot: this.memberView(null) };
      return { ok: false, reason: replay.reason as BidRejection, minimumCents: replay.minimum_cents, lot: this.memberView(null) };
    }

    const now = Date.now();
    const check = checkBid(
      {
        status: room.status,
        startsAt: room.starts_at,
        endsAt: room.ends_at,
        currentPriceCents: room.current_price_cents,
        topBidUserId: room.top_bid_user_id,
      },
      { userId: input.userId, approved: input.approved, amountCents: input.amountCents, now },
    );
    if (!check.ok) {
      if (key !== null) {
        this.sql.exec(
          'INSERT INTO decisions (user_id, idempotency_key, seq, reason, minimum_cents, decided_at) VALUES (?, ?, NULL, ?, ?, ?)',
          input.userId,
          key,
          check.reason,
          check.minimumCents,
          now,
        );
      }
      return { ok: false, reason: check.reason, minimumCents: check.minimumCents, lot: this.memberView(null) };
    }

    const createdAt = new Date(now).toISOString();
    const previousTop = room.top_bid_user_id;
    const seq = room.bid_seq + 1;
    this.ctx.storage.transactionSync(() => {
      this.sql.exec(
        'INSERT INTO bids (seq, user_id, amount_cents, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?)',
        seq,
        input.userId,
        input.amountCents,
        key,
        createdAt,
      );
      if (key !== null) {
        this.sql.exec(
          'INSERT INTO decisions (user_id, idempotency_key, seq, reason, minimum_cents, decided_at) VALUES (?, ?, ?, NULL, 0, ?)',
          input.userId,
          key,
          seq,
          now,
        );
      }
      this.sql.exec(
        `UPDATE room SET current_price_cents = ?, top_bid_user_id = ?, bid_count = bid_count + 1, bid_seq = ?, version = version + 1 WHERE id = 1`,
        input.amountCents,
        input.userId,
        seq,
      );
      this.enqueue('bid', { seq });
      if (previousTop !== null && previousTop !== input.userId) {
        this.enqueueNotice({
          userId: previousTop,
          type: 'bid_outbid',
          auctionId: room.lot_id,
          amountCents: input.amountCents,
          key: `outbid:${room.lot_id}:${seq}`,
        });
      }
    });
    this.room = this.readRoom();
    const bid: LiveBid = { seq, amount: centsToReais(input.amountCents), created_at: createdAt };
    this.broadcast(bid);
    this.afterWrite();
    return { ok: true, replayed: false, bid, lot: this.memberView(bid) };
  }

  /** The live state as a member sees it (null when the lot does not exist). */
  async snapshot(lotId: number): Promise<LiveLotMember | null> {
    return (await this.ensure(lotId)) ? this.memberView(null) : null;
  }

  /** Loads the lot (from D1 on first use) and arms the alarm: after creation, and by the sweep of due lots. */
  async arm(lotId: number): Promise<LiveLotMember | null> {
    const room = await this.ensure(lotId);
    if (!room) return null;
    if (room.status === 'active' && room.ends_at && Date.parse(room.ends_at) <= Date.now()) {
      this.closeNow();
    }
    this.afterWrite();
    return this.memberView(null);
  }

  /** An administrator closes an active lot now. */
  async close(lotId: number): Promise<RoomCommandResult> {
    const room = await this.ensure(lotId);
    if (!room) return { ok: false, reason: 'not_found', lot: null };
    if (room.status !== 'active') return { ok: false, reason: 'not_active', lot: this.memberView(null) };
    this.closeNow();
    this.afterWrite();
    return { ok: true, lot: this.memberView(null) };
  }

  /** An administrator moves the end (and optionally the start) of an active lot; the alarm follows. */
  async reschedule(lotId: number, times: { endsAt: string; startsAt?: string | null }): Promise<RoomCommandResult> {
    const room = await this.ensure(lotId);
    if (!room) return { ok: false, reason: 'not_found', lot: null };
    if (room.status === 'closed') return { ok: false, reason: 'not_active', lot: this.memberView(null) };
    this.ctx.storage.transactionSync(() => {
      const startsAt = times.startsAt === undefined ? room.starts_at : times.startsAt;
      const noticeStillDue = room.ending_notice_for !== null && room.ending_notice_for !== times.endsAt;
      this.sql.exec(
        'UPDATE room SET ends_at = ?, starts_at = ?, version = version + 1, ending_notice_for = ? WHERE id = 1',
        times.endsAt,
        startsAt,
        noticeStillDue ? null : room.ending_notice_for,
      );
      this.enqueue('lot', {});
    });
    this.room = this.readRoom();
    this.broadcast(null);
    // A lot moved into the past closes at once.
    if (this.room!.status === 'active' && Date.parse(times.endsAt) <= Date.now()) this.closeNow();
    this.afterWrite();
    return { ok: true, lot: this.memberView(null) };
  }

  /**
   * Before a bid-less lot is deleted from D1: refuses (false) once a bid is in; otherwise leaves a tombstone,
   * so a bid arriving between this and the D1 delete finds no lot instead of hydrating it again.
   */
  async forget(lotId: number): Promise<boolean> {
    const room = await this.ensure(lotId);
    if (room && room.bid_count > 0) return false;
    for (const ws of this.ctx.getWebSockets()) ws.close(1001, 'gone');
    this.ctx.storage.transactionSync(() => {
      this.sql.exec('DELETE FROM room');
      this.sql.exec('DELETE FROM outbox');
      this.sql.exec('INSERT OR IGNORE INTO tombstone (lot_id) VALUES (?)', lotId);
    });
    this.room = null;
    await this.ctx.storage.deleteAlarm();
    this.alarmAt = null;
    return true;
  }

  // ───────────────────────────── sockets ─────────────────────────────

  /** Only WebSocket upgrades, forwarded by the Worker with the viewer's identity in a header it set itself. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('expected websocket', { status: 426 });
    const lotId = Number(new URL(request.url).searchParams.get('lot'));
    const room = Number.isSafeInteger(lotId) && lotId > 0 ? await this.ensure(lotId) : null;
    if (!room) return new Response('not found', { status: 404 });
    const userId = Number(request.headers.get('X-Arremate-User')) || null;
    const pair = new WebSocketPair();
    const server = pair[1];
    this.ctx.acceptWebSocket(server, [userId ? 'member' : 'anon']);
    server.serializeAttachment({ userId } satisfies SocketIdentity);
    server.send(JSON.stringify(this.message(userId ? this.memberView(null) : this.publicView())));
    this.scheduleViewersBroadcast();
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  override webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): void {
    if (typeof data !== 'string' || data.length > 512) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    const msg = clientSocketMessage.safeParse(parsed);
    if (!msg.success || !this.room) return;
    if (msg.data.type === 'ping') ws.send(JSON.stringify({ type: 'pong', server_time: Date.now() } satisfies LotSocketMessage));
    if (msg.data.type === 'resync') {
      const identity = ws.deserializeAttachment() as SocketIdentity | null;
      ws.send(JSON.stringify(this.message(identity?.userId ? this.memberView(null) : this.publicView())));
    }
  }

  override webSocketClose(ws: WebSocket, code: number): void {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, 'bye');
    } catch {
      /* already closed */
    }
    this.scheduleViewersBroadcast();
  }

  override webSocketError(): void {
    this.scheduleViewersBroadcast();
  }

  // ───────────────────────────── alarm ─────────────────────────────

  /** One alarm, several duties: close at ends_at, the 'auction_ending' notice, outbox retries. Idempotent. */
  override async alarm(): Promise<void> {
    this.alarmAt = null;
    const room = this.room;
    if (!room) return;
    const now = Date.now();
    if (room.status === 'active' && room.ends_at && Date.parse(room.ends_at) <= now) this.closeNow();
    if (this.faults.alarmFailuresAfterClose > 0) {
      this.faults.alarmFailuresAfterClose--;
      throw new Error('injected alarm failure');
    }
    const current = this.room!;
    if (
      current.status === 'active' &&
      current.ends_at &&
      current.ending_notice_for !== current.ends_at &&
      Date.parse(current.ends_at) - ENDING_NOTICE_MS <= now
    ) {
      this.ctx.storage.transactionSync(() => {
        this.sql.exec('UPDATE room SET ending_notice_for = ends_at WHERE id = 1');
        this.enqueue('ending', { endsAt: current.ends_at });
      });
      this.room = this.readRoom();
    }
    await this.scheduleDrain();
    this.sql.exec('DELETE FROM decisions WHERE decided_at < ?', now - DECISION_TTL_MS);
    await this.rearm();
  }

  // ───────────────────────────── internals ─────────────────────────────

  private readRoom(): RoomRow | null {
    return this.sql.exec<RoomRow>('SELECT * FROM room WHERE id = 1').toArray()[0] ?? null;
  }

  /** The lot, hydrated from D1 the first time this object hears of it (demo data and lots made before it existed). */
  private async ensure(lotId: number): Promise<RoomRow | null> {
    if (this.room) return this.room.lot_id === lotId ? this.room : null;
    if (this.sql.exec('SELECT 1 FROM tombstone WHERE lot_id = ?', lotId).toArray().length) return null;
    await this.ctx.blockConcurrencyWhile(async () => {
      if (this.room) return;
      const lot = await this.env.DB.prepare(
        `SELECT id, status, start_price_cents, current_price_cents, top_bid_user_id, bid_count, mirror_seq,
                starts_at, ends_at, closed_at, winner_user_id, final_price_cents FROM lots WHERE id = ?`,
      )
        .bind(lotId)
        .first<{
          id: number;
          status: RoomRow['status'];
          start_price_cents: number;
          current_price_cents: number;
          top_bid_user_id: number | null;
          bid_count: number;
          mirror_seq: number;
          starts_at: string | null;
          ends_at: string | null;
          closed_at: string | null;
          winner_user_id: number | null;
          final_price_cents: number | null;
        }>();
      if (!lot) return;
      const { results: history } = await this.env.DB.prepare(
        'SELECT seq, user_id, amount_cents, idempotency_key, created_at FROM bids WHERE lot_id = ? ORDER BY seq',
      )
        .bind(lotId)
        .all<{ seq: number; user_id: number; amount_cents: number; idempotency_key: string | null; created_at: string }>();
      const lastSeq = history.at(-1)?.seq ?? 0;
      this.ctx.storage.transactionSync(() => {
        for (const b of history) {
          this.sql.exec(
            'INSERT OR IGNORE INTO bids (seq, user_id, amount_cents, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?)',
            b.seq,
            b.user_id,
            b.amount_cents,
            b.idempotency_key,
            b.created_at,
          );
        }
        this.sql.exec(
          `INSERT INTO room (id, lot_id, status, start_price_cents, current_price_cents, top_bid_user_id, bid_count, bid_seq, version,
                             starts_at, ends_at, closed_at, winner_user_id, final_price_cents, ending_notice_for)
           VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
          lot.id,
          lot.status,
          lot.start_price_cents,
          lot.current_price_cents,
          lot.top_bid_user_id,
          history.length,
          lastSeq,
          Math.max(lot.mirror_seq, lastSeq),
          lot.starts_at,
          lot.ends_at,
          lot.closed_at,
          lot.winner_user_id,
          lot.final_price_cents,
        );
      });
      this.room = this.readRoom();
    });
    const room = this.readRoom();
    return room && room.lot_id === lotId ? room : null;
  }

  private bidAt(seq: number): LiveBid {
    const b = this.sql
      .exec<{ amount_cents: number; created_at: string }>('SELECT amount_cents, created_at FROM bids WHERE seq = ?', seq)
      .one();
    return { seq, amount: centsToReais(b.amount_cents), created_at: b.created_at };
  }

  /** Closes the lot: winner and final price, the pending payment, the winner's and the losers' notices. Once. */
  private closeNow() {
    const room = this.room!;
    if (room.status !== 'active') return;
    const closedAt = new Date().toISOString();
    const winner = room.bid_count > 0 ? room.top_bid_user_id : null;
    const finalPrice = winner !== null ? room.current_price_cents : null;
    this.ctx.storage.transactionSync(() => {
      this.sql.exec(
        `UPDATE room SET status = 'closed', closed_at = ?, winner_user_id = ?, final_price_cents = ?, version = version + 1 WHERE id = 1 AND status = 'active'`,
        closedAt,
        winner,
        finalPrice,
      );
      this.enqueue('lot', {});
      if (winner !== null && finalPrice !== null) {
        this.enqueue('payment', { userId: winner, amountCents: finalPrice, feeCents: feeCents(finalPrice) });
        this.enqueueNotice({
          userId: winner,
          type: 'auction_won',
          auctionId: room.lot_id,
          amountCents: finalPrice,
          key: `won:${room.lot_id}`,
        });
        const losers = this.sql.exec<{ user_id: number }>('SELECT DISTINCT user_id FROM bids WHERE user_id != ?', winner).toArray();
        for (const { user_id } of losers) {
          this.enqueueNotice({
            userId: user_id,
            type: 'auction_lost',
            auctionId: room.lot_id,
            amountCents: finalPrice,
            key: `lost:${room.lot_id}`,
          });
        }
      }
    });
    this.room = this.readRoom();
    this.broadcast(null);
  }

  private enqueue(kind: OutboxRow['kind'], payload: object) {
    this.sql.exec('INSERT INTO outbox (kind, payload, attempts, next_at) VALUES (?, ?, 0, 0)', kind, JSON.stringify(payload));
  }

  private enqueueNotice(notice: NotifyPayload) {
    this.enqueue('notify', notice);
  }

  /** After any write: drain the outbox now, and make sure the alarm stands behind it. */
  private afterWrite() {
    void this.rearm();
    void this.scheduleDrain(MIRROR_COALESCE_MS);
  }

  /** `delayMs`: wait that long before draining, so the bids of a burst share one D1 batch. */
  private scheduleDrain(delayMs = 0): Promise<void> {
    if (this.drainQueued) return this.drainChain;
    this.drainQueued = true;
    this.drainChain = this.drainChain
      .then(() => (delayMs > 0 ? new Promise<void>((resolve) => setTimeout(resolve, delayMs)) : undefined))
      .then(() => {
        this.drainQueued = false;
        return this.drain();
      })
      .catch((error) => console.error('lot room drain', error));
    return this.drainChain;
  }

  /** Writes what is due in the outbox: D1 mirror (bids, lot row, payment) in one batch, then the notices. */
  private async drain(): Promise<void> {
    const room = this.room;
    if (!room) return;
    for (;;) {
      const now = Date.now();
      const due = this.sql.exec<OutboxRow>('SELECT * FROM outbox WHERE next_at <= ? ORDER BY id LIMIT ?', now, DRAIN_BATCH).toArray();
      if (due.length === 0) return;
      const mirror = due.filter((item) => item.kind !== 'notify' && item.kind !== 'ending');
      const notices = due.filter((item) => item.kind === 'notify' || item.kind === 'ending');
      const done: number[] = [];
      const failed: OutboxRow[] = [];
      if (mirror.length) {
        try {
          await this.writeMirror(mirror);
          done.push(...mirror.map((m) => m.id));
        } catch (error) {
          console.error('lot room mirror', room.lot_id, error);
          failed.push(...mirror);
        }
      }
      await Promise.all(
        notices.map(async (item) => {
          try {
            await this.deliverNotice(item);
            done.push(item.id);
          } catch (error) {
            console.error('lot room notice', room.lot_id, error);
            failed.push(item);
          }
        }),
      );
      this.ctx.storage.transactionSync(() => {
        for (const id of done) this.sql.exec('DELETE FROM outbox WHERE id = ?', id);
        for (const item of failed) {
          const delay = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** item.attempts);
          this.sql.exec('UPDATE outbox SET attempts = attempts + 1, next_at = ? WHERE id = ?', now + delay, item.id);
        }
      });
      if (failed.length) {
        await this.rearm();
        return;
      }
    }
  }

  /** One D1 batch (a transaction): every queued bid, the lot row at the current version, the payment at close. */
  private async writeMirror(items: OutboxRow[]) {
    if (this.faults.mirrorFailures > 0) {
      this.faults.mirrorFailures--;
      throw new Error('injected D1 failure');
    }
    const room = this.readRoom()!;
    const db = this.env.DB;
    const statements: D1PreparedStatement[] = [];
    const seqs = items.filter((i) => i.kind === 'bid').map((i) => (JSON.parse(i.payload) as { seq: number }).seq);
    if (seqs.length) {
      const queued = this.sql
        .exec<{ seq: number; user_id: number; amount_cents: number; idempotency_key: string | null; created_at: string }>(
          'SELECT seq, user_id, amount_cents, idempotency_key, created_at FROM bids WHERE seq BETWEEN ? AND ? ORDER BY seq',
          Math.min(...seqs),
          Math.max(...seqs),
        )
        .toArray();
      const wanted = new Set(seqs);
      for (const b of queued.filter((row) => wanted.has(row.seq))) {
        statements.push(
          db
            .prepare(
              'INSERT OR IGNORE INTO bids (lot_id, user_id, seq, amount_cents, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?)',
            )
            .bind(room.lot_id, b.user_id, b.seq, b.amount_cents, b.idempotency_key, b.created_at),
        );
      }
    }
    statements.push(
      db
        .prepare(
          `UPDATE lots SET status = ?, current_price_cents = ?, top_bid_user_id = ?, bid_count = ?, starts_at = ?, ends_at = ?, closed_at = ?,
                  winner_user_id = ?, final_price_cents = ?, mirror_seq = ?, updated_at = ?
           WHERE id = ? AND mirror_seq < ?`,
        )
        .bind(
          room.status,
          room.current_price_cents,
          room.top_bid_user_id,
          room.bid_count,
          room.starts_at,
          room.ends_at,
          room.closed_at,
          room.winner_user_id,
          room.final_price_cents,
          room.version,
          new Date().toISOString(),
          room.lot_id,
          room.version,
        ),
    );
    for (const item of items.filter((i) => i.kind === 'payment')) {
      const p = JSON.parse(item.payload) as { userId: number; amountCents: number; feeCents: number };
      statements.push(
        db
          .prepare(
            `INSERT OR IGNORE INTO payments (lot_id, user_id, amount_cents, fee_cents, total_cents, status) VALUES (?, ?, ?, ?, ?, 'pending')`,
          )
          .bind(room.lot_id, p.userId, p.amountCents, p.feeCents, p.amountCents + p.feeCents),
      );
    }
    await db.batch(statements);
  }

  private async deliverNotice(item: OutboxRow) {
    const room = this.room!;
    if (item.kind === 'notify') {
      const notice = JSON.parse(item.payload) as NotifyPayload;
      await userInbox(this.env, notice.userId).deliver(notice);
      return;
    }
    // 'ending': the lot's bidders and the members who follow it, once per end time.
    const { endsAt } = JSON.parse(item.payload) as { endsAt: string };
    const bidders = this.sql
      .exec<{ user_id: number }>('SELECT DISTINCT user_id FROM bids')
      .toArray()
      .map((r) => r.user_id);
    const { results } = await this.env.DB.prepare('SELECT user_id FROM favourites WHERE lot_id = ?')
      .bind(room.lot_id)
      .all<{ user_id: number }>();
    const audience = new Set([...bidders, ...results.map((r) => r.user_id)]);
    await Promise.all(
      [...audience].map((userId) =>
        userInbox(this.env, userId).deliver({
          userId,
          type: 'auction_ending',
          auctionId: room.lot_id,
          amountCents: null,
          key: `ending:${room.lot_id}:${endsAt}`,
        }),
      ),
    );
  }

  /** The next alarm: the close at ends_at, the ending notice before it, or the earliest outbox retry. */
  private async rearm() {
    const room = this.room;
    if (!room) return;
    const times: number[] = [];
    if (room.status === 'active' && room.ends_at) {
      const endsAt = Date.parse(room.ends_at);
      times.push(endsAt);
      if (room.ending_notice_for !== room.ends_at) times.push(endsAt - ENDING_NOTICE_MS);
    }
    const pending = this.sql.exec<{ next: number | null }>('SELECT MIN(next_at) AS next FROM outbox').one().next;
    if (pending !== null) times.push(Math.max(pending, Date.now() + (pending === 0 ? OUTBOX_BACKSTOP_MS : 0)));
    const next = times.length ? Math.max(Date.now(), Math.min(...times)) : null;
    if (next === this.alarmAt) return;
    if (next === null) {
      if (this.alarmAt !== null) await this.ctx.storage.deleteAlarm();
    } else if (this.alarmAt === null || this.alarmAt === undefined || next < this.alarmAt || this.alarmAt < Date.now()) {
      await this.ctx.storage.setAlarm(next);
    } else {
      return; // an earlier alarm stands; it re-arms for the rest when it runs
    }
    this.alarmAt = next;
  }

  // ───────────────────────────── views and fan-out ─────────────────────────────

  private publicView(): LiveLotPublic {
    const room = this.room!;
    return {
      id: room.lot_id,
      status: room.status,
      starts_at: room.starts_at,
      ends_at: room.ends_at,
      end_time: room.ends_at,
      closed_at: room.closed_at,
      viewers: this.ctx.getWebSockets().length,
    };
  }

  private memberView(lastBid: LiveBid | null): LiveLotMember {
    const room = this.room!;
    return {
      ...this.publicView(),
      ...memberPriceFields({
        startPriceCents: room.start_price_cents,
        currentPriceCents: room.current_price_cents,
        bidCount: room.bid_count,
        topBidUserId: room.top_bid_user_id,
        winnerUserId: room.winner_user_id,
        finalPriceCents: room.final_price_cents,
      }),
      last_bid: lastBid,
    };
  }

  private message(data: LiveLotPublic | LiveLotMember): LotSocketMessage {
    return { type: 'auction_update', seq: this.room!.version, server_time: Date.now(), data };
  }

  /** Each update is serialised once per audience (members, visitors), not once per socket. */
  private broadcast(lastBid: LiveBid | null) {
    const members = this.ctx.getWebSockets('member');
    const anons = this.ctx.getWebSockets('anon');
    if (members.length) sendAll(members, JSON.stringify(this.message(this.memberView(lastBid))));
    if (anons.length) sendAll(anons, JSON.stringify(this.message(this.publicView())));
  }

  /** Viewer counts go out at most every 2 s, so a crowd arriving is not n² messages. */
  private scheduleViewersBroadcast() {
    if (this.viewersTimer || !this.room) return;
    this.viewersTimer = setTimeout(() => {
      this.viewersTimer = null;
      if (!this.room) return;
      const sockets = this.ctx.getWebSockets();
      const msg: LotSocketMessage = {
        type: 'viewers',
        seq: this.room.version,
        server_time: Date.now(),
        data: { id: this.room.lot_id, viewers: sockets.length },
      };
      sendAll(sockets, JSON.stringify(msg));
    }, VIEWERS_THROTTLE_MS);
  }
}

function sendAll(sockets: WebSocket[], payload: string) {
  for (const ws of sockets) {
    try {
      ws.send(payload);
    } catch {
      /* closing socket */
    }
  }
}
