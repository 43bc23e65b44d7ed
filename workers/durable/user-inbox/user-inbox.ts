/**
 * One object per user: delivers the user's notifications. Each notice is stored once in D1 (bell history,
 * unread count), pushed to the user's open sockets unless push is off or it is quiet hours, and e-mailed
 * through the outbox when e-mail is on (quiet hours do not hold e-mail back). Its open sockets are how the
 * administrators' dashboard counts the user online (bell-sockets.ts). It also carries the end of the user's
 * sessions to their open sockets: its own bell sockets and the lot rooms the user watches (watched-lots.ts),
 * when told (`sessionsEnded`) and on its alarm while any are open (sessions that expired). Under the same settings
 * as the sockets it sends each notice by Web Push to the user's browsers, through an outbox in its own storage that
 * its alarm retries (push-outbox.ts, decision record 0044).
 */
import { DurableObject } from 'cloudflare:workers';
import type { ExposureRefusal, ExposureRequest } from '~/domain/bidding-limits';
import { lotlessNoticeTarget } from '~/domain/notification-bell';
import { isQuietHours } from '~/domain/quiet-hours';
import { liveText } from '~/i18n/pt-BR-live';
import { clientSocketMessage, type InboxSocketMessage, type LiveNotification } from '~/schemas/live';
import type { NotificationSettingsDto } from '~/server/accounts/profile.server';
import { settingsOf } from '~/server/context/settings.server';
import { createDb, type Db } from '~/server/db/client.server';
import { storeNotices, unreadCount } from '~/server/notifications/inbox.server';
import type { PushTarget } from '~/server/notifications/push-subscriptions.server';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';
import { deliverMailSoon, enqueueMail } from '~/server/platform/mail.server';
import { adminPulse, lotRoom, objectIdentity } from '~/server/platform/objects/stubs.server';
import type { NoticeRequest, DeliverResult, UserInboxApi } from '~/server/platform/objects/user-inbox-api.server';
import { objectName } from '../object-name';
import {
  closeSocket,
  decodeSocketSession,
  readFrame,
  sendAll,
  SOCKET_RECHECK_BY_HEADER,
  SOCKET_SESSION_HEADER,
  SOCKET_USER_HEADER,
} from '../object-sockets';
import { migrate } from '../sqlite-migrations';
import { BellSockets } from './bell-sockets';
import { ExposureDesk } from './exposure';
import { USER_INBOX_MIGRATIONS } from './inbox-schema';
import { PUSH_LEASE_MS, PushOutbox } from './push-outbox';
import { WatchedLots } from './watched-lots';

/**
 * A bidding war must not flood the mailbox: one 'outbid' e-mail per lot in this window (the bell gets each one),
 * and so for soft close's 'Leilão terminando' and 'Leilão prorrogado' (decision record 0039).
 */
export const OUTBID_EMAIL_EVERY_MS = 15 * 60_000;
/** The notices whose e-mail is throttled per lot, and the window of each. */
const LOT_MAIL_EVERY_MS: Readonly<Record<string, number>> = {
  bid_outbid: OUTBID_EMAIL_EVERY_MS,
  auction_ending: OUTBID_EMAIL_EVERY_MS,
  auction_extended: OUTBID_EMAIL_EVERY_MS,
};
/** Lot rooms told of an ended session at once (the rest follow, batch after batch). */
const ROOMS_PER_BATCH = 50;
/** While sockets are open, their sessions are checked this often (an expired session ends its sockets). */
export const SESSION_RECHECK_MS = 5 * 60_000;

export class UserInbox extends DurableObject<Env> implements UserInboxApi {
  /** Whose inbox this is, from its name (`user:<id>`); null for an object under any other name. */
  private readonly userId: number | null;
  private readonly bells: BellSockets;
  private readonly watched: WatchedLots;
  /** The member's limite de lances across lots (null for an object that is no user's inbox). */
  private readonly exposure: ExposureDesk | null;
  private readonly pushes: PushOutbox;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.userId = objectIdentity.userInbox(objectName(ctx));
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
    migrate(ctx.storage, USER_INBOX_MIGRATIONS);
    this.bells = new BellSockets(ctx, (userId, open) => adminPulse(env).presence(userId, open));
    this.watched = new WatchedLots(ctx.storage.sql);
    this.exposure = this.userId === null ? null : new ExposureDesk(() => createDb(env.DB), settingsOf(env).bidding, this.userId);
    this.pushes = new PushOutbox(ctx.storage, () => settingsOf(env).push);
  }

  /** Whether this notice may go out by e-mail now (outbid and soft close's notices are throttled per lot). */
  private mayEmail(type: string, lotId: number | null, now: number): boolean {
    const every = LOT_MAIL_EVERY_MS[type];
    if (every === undefined || lotId === null) return true;
    const sql = this.ctx.storage.sql;
    const last = sql.exec<{ sent_at: number }>('SELECT sent_at FROM lot_mail WHERE type = ? AND auction_id = ?', type, lotId).toArray()[0];
    if (last && now - last.sent_at < every) return false;
    sql.exec('INSERT OR REPLACE INTO lot_mail (type, auction_id, sent_at) VALUES (?, ?, ?)', type, lotId, now);
    return true;
  }

  /** At-least-once from the lot rooms; stored exactly once thanks to the notice's key. */
  async deliver(req: NoticeRequest): Promise<DeliverResult> {
    const sent = await this.deliverMany([req]);
    return { stored: sent.stored > 0, pushed: sent.pushed, emailed: sent.emailed > 0 };
  }

  /**
   * A batch of this user's notices (a lot room's burst of outbids): read and stored in two D1 round trips,
   * then each is pushed and e-mailed as if it came alone. `pushed` counts messages times sockets.
   */
  async deliverMany(reqs: NoticeRequest[]): Promise<{ stored: number; pushed: number; emailed: number }> {
    const userId = this.userId;
    const mine = reqs.filter((req) => req.userId === userId);
    if (mine.length < reqs.length) logError('notices for another user', new Error('not delivered'), { userId });
    if (userId === null || mine.length === 0) return { stored: 0, pushed: 0, emailed: 0 };
    const db = createDb(this.env.DB);
    const pushNow = (settings: NotificationSettingsDto) =>
      settings.push_notifications && !isQuietHours(new Date(), settings.quiet_hours_start, settings.quiet_hours_end);
    // The unread count is read only for an open bell that will be told it.
    const stored = await storeNotices(db, userId, mine, (settings) => pushNow(settings) && this.ctx.getWebSockets().length > 0);
    if (!stored.found || stored.created.length === 0) return { stored: 0, pushed: 0, emailed: 0 };
    const { settings, unread } = stored;
    if (pushNow(settings)) this.queuePushes(db, stored.created, stored.pushTargets, mine);
    let pushed = 0;
    if (unread !== null) {
      const sockets = this.ctx.getWebSockets();
      for (const notification of stored.created) {
        const msg: InboxSocketMessage = { type: 'notification', server_time: Date.now(), data: notification, unread };
        pushed += sendAll(sockets, JSON.stringify(msg));
      }
    }
    let emailed = 0;
    if (settings.email_notifications) {
      for (const notification of stored.created) {
        if (!this.mayEmail(notification.type, notification.auction_id, Date.now())) continue;
        const link = notification.auction_id ? `/lotes/${notification.auction_id}` : lotlessNoticeTarget(notification.type);
        await enqueueMail(db, {
          to: stored.email,
          subject: liveText.notifications.mailSubject(notification.title),
          text: `${notification.message}\n\n${link}`,
          kind: `notification:${notification.type}`,
        });
        emailed += 1;
      }
    }
    if (emailed > 0) deliverMailSoon({ ctx: this.ctx, db, settings: settingsOf(this.env) });
    return { stored: stored.created.length, pushed, emailed };
  }

  /**
   * Web Push: one job per new notice and browser, sent at once (after this call answers) and retried by the alarm.
   * A notice about a lot's end is not kept past it (`until`).
   */
  private queuePushes(db: Db, created: LiveNotification[], targets: PushTarget[], reqs: NoticeRequest[]): void {
    if (targets.length === 0 || !settingsOf(this.env).push) return;
    const now = Date.now();
    const untilOf = (n: LiveNotification) => {
      const req = reqs.find((r) => r.type === n.type && r.lotId === n.auction_id);
      const at = Date.parse(req?.endsAt ?? req?.subject?.at ?? '');
      return Number.isNaN(at) ? null : at;
    };
    if (
      this.pushes.enqueue(
        created.map((notification) => ({ notification, until: untilOf(notification) })),
        targets,
        now,
      ) === 0
    )
      return;
    this.ctx.waitUntil(this.drainPushes(db));
  }

  /** Sends the pushes that are due, then arms the alarm for the next retry (if one waits). */
  private async drainPushes(db: Db): Promise<void> {
    // Armed first: should the object stop while its requests are out, the alarm takes the leased jobs up again.
    const due = this.pushes.nextDue();
    if (due !== null && due <= Date.now()) await this.armAt(Date.now() + PUSH_LEASE_MS);
    try {
      await this.pushes.drain(db);
    } catch (error) {
      logError('push outbox', error, { userId: this.userId });
    }
    const next = this.pushes.nextDue();
    if (next !== null) await this.armAt(next);
  }

  /** After a read mark in one tab: the others update their badge. */
  async unreadChanged(): Promise<void> {
    if (this.userId === null) return;
    const unread = await unreadCount(createDb(this.env.DB), this.userId);
    sendAll(this.ctx.getWebSockets(), JSON.stringify({ type: 'unread', server_time: Date.now(), unread } satisfies InboxSocketMessage));
  }

  /**
   * A member's lot socket opened (told by the Worker): the room is remembered for `sessionsEnded`. A socket
   * opened with a ticket (nothing read its session) has its session checked by `recheckBy` at the latest.
   */
  async watching(lotId: number, recheckBy?: number): Promise<void> {
    this.watched.add(lotId, Date.now());
    await this.armRecheck(recheckBy);
  }

  /**
   * Some of the user's sessions ended: the bell sockets whose session is no longer live close (1008), and
   * every lot room the user watches strips such sockets back to a visitor's. Each checks in D1 itself.
   */
  async sessionsEnded(): Promise<{ closed: number; stripped: number }> {
    const userId = this.userId;
    if (userId === null) return { closed: 0, stripped: 0 };
    const closed = await this.bells.closeEnded(createDb(this.env.DB));
    const asOf = Date.now();
    const lots = this.watched.list();
    const rooms: number[] = [];
    // Every watched room, a batch at a time: one call per room, never a burst of thousands at once.
    for (let i = 0; i < lots.length; i += ROOMS_PER_BATCH) {
      const batch = lots.slice(i, i + ROOMS_PER_BATCH).map(async (lotId) => {
        const answer = await lotRoom(this.env, lotId)
          .sessionsEnded(userId)
          .catch((error) => {
            logError('ended sessions: lot room', error, { lotId });
            return null;
          });
        if (answer && answer.open === 0) this.watched.forget(lotId, asOf);
        return answer?.stripped ?? 0;
      });
      rooms.push(...(await Promise.all(batch)));
    }
    return { closed, stripped: rooms.reduce((a, b) => a + b, 0) };
  }

  /** A lot room asks before deciding this member's bid or maximum: the limits across every running lot. */
  async admitExposure(request: ExposureRequest): Promise<ExposureRefusal | null> {
    if (!this.exposure) throw new Error('exposure asked of an object that is no user inbox');
    return this.exposure.admit(request);
  }

  releaseExposure(lotId: number): Promise<void> {
    this.exposure?.release(lotId);
    return Promise.resolve();
  }

  /** Only WebSocket upgrades, forwarded by the Worker after it authenticated the user. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('expected websocket', { status: 426 });
    const userId = Number(request.headers.get(SOCKET_USER_HEADER));
    if (this.userId === null || userId !== this.userId) return new Response('unauthorised', { status: 401 });
    if (!this.bells.admit()) return Response.json({ error: liveText.socket.tooManyBells }, { status: 429 });
    const session = decodeSocketSession(request.headers.get(SOCKET_SESSION_HEADER));
    const recheckBy = Number(request.headers.get(SOCKET_RECHECK_BY_HEADER) ?? NaN);
    const pair = new WebSocketPair();
    this.bells.accept(pair[1], { userId, session });
    const unread = await unreadCount(createDb(this.env.DB), userId);
    pair[1].send(JSON.stringify({ type: 'unread', server_time: Date.now(), unread } satisfies InboxSocketMessage));
    await this.armRecheck(Number.isFinite(recheckBy) ? recheckBy : undefined);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /**
   * Two duties share the alarm: while sockets are open (here or in the rooms watched), their sessions are checked
   * again (an expired one ends them); and the pushes waiting for a retry are sent. It re-arms for the sooner.
   */
  override async alarm(): Promise<void> {
    if (this.userId === null) return;
    const sockets = this.bells.count() > 0 || this.watched.list().length > 0;
    if (sockets) await this.sessionsEnded();
    await this.drainPushes(createDb(this.env.DB));
    if (this.bells.count() > 0 || this.watched.list().length > 0) await this.armAt(Date.now() + SESSION_RECHECK_MS);
  }

  /** The next check of the sockets' sessions: in SESSION_RECHECK_MS, or sooner when a ticketed socket needs it by `by`. */
  private async armRecheck(by?: number): Promise<void> {
    await this.armAt(Math.min(Date.now() + SESSION_RECHECK_MS, by ?? Infinity));
  }

  /** The alarm at `at`, unless it is armed sooner already. */
  private async armAt(at: number): Promise<void> {
    const armed = await this.ctx.storage.getAlarm();
    if (armed === null || armed > at) await this.ctx.storage.setAlarm(at);
  }

  override webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): void {
    if (readFrame(data, clientSocketMessage)?.type === 'ping')
      ws.send(JSON.stringify({ type: 'pong', server_time: Date.now() } satisfies InboxSocketMessage));
  }

  override webSocketClose(ws: WebSocket, code: number): void {
    closeSocket(ws, code);
    this.bells.closed(ws);
  }

  override webSocketError(ws: WebSocket): void {
    this.bells.closed(ws);
  }
}
