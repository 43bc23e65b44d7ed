/**
 * One object per user: delivers the user's notifications. Each notice is stored once in D1 (bell history,
 * unread count), pushed to the user's open sockets unless push is off or it is quiet hours, and e-mailed
 * through the outbox when e-mail is on (quiet hours do not hold e-mail back). Its open sockets are how the
 * administrators' dashboard counts the user online: each open and close is reported to AdminPulse.
 */
import { DurableObject } from 'cloudflare:workers';
import { isQuietHours } from '~/domain/quiet-hours';
import { liveText } from '~/i18n/pt-BR-live';
import type { InboxSocketMessage } from '~/schemas/live';
import type { NotificationSettingsDto } from '~/server/accounts/profile.server';
import { createDb } from '~/server/db/client.server';
import { storeNotices, unreadCount, type NoticeRequest } from '~/server/notifications/inbox.server';
import { deliverPendingMail, enqueueMail } from '~/server/notifications/mail.server';
import type { DeliverResult, UserInboxApi } from '~/server/notifications/user-inbox-api.server';
import { adminPulse } from '~/server/platform/durable-objects.server';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';
import { settingsOf } from '~/server/platform/settings.server';
import { closeSocket, sendAll, SOCKET_USER_HEADER } from '../socket-fanout';
import { migrate, type SqliteMigration } from '../sqlite-migrations';

/** A bidding war must not flood the mailbox: one 'outbid' e-mail per lot in this window (the bell gets each one). */
export const OUTBID_EMAIL_EVERY_MS = 15 * 60_000;

/** The inbox's own SQLite tables (see sqlite-migrations for the rules). */
const USER_INBOX_MIGRATIONS: readonly SqliteMigration[] = [
  {
    version: 1,
    // Objects created before the versioned schema have the table but no record: hence IF NOT EXISTS.
    name: 'outbid mail',
    statements: ['CREATE TABLE IF NOT EXISTS outbid_mail (auction_id INTEGER PRIMARY KEY, sent_at INTEGER NOT NULL)'],
  },
];

export class UserInbox extends DurableObject<Env> implements UserInboxApi {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
    migrate(ctx.storage, USER_INBOX_MIGRATIONS);
  }

  /** Whether this notice may go out by e-mail now (outbid notices are throttled per lot). */
  private mayEmail(type: string, auctionId: number | null, now: number): boolean {
    if (type !== 'bid_outbid' || auctionId === null) return true;
    const sql = this.ctx.storage.sql;
    const last = sql.exec<{ sent_at: number }>('SELECT sent_at FROM outbid_mail WHERE auction_id = ?', auctionId).toArray()[0];
    if (last && now - last.sent_at < OUTBID_EMAIL_EVERY_MS) return false;
    sql.exec('INSERT OR REPLACE INTO outbid_mail (auction_id, sent_at) VALUES (?, ?)', auctionId, now);
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
    const userId = reqs[0]?.userId;
    if (userId === undefined) return { stored: 0, pushed: 0, emailed: 0 };
    const db = createDb(this.env.DB);
    const pushNow = (settings: NotificationSettingsDto) =>
      settings.push_notifications && !isQuietHours(new Date(), settings.quiet_hours_start, settings.quiet_hours_end);
    // The unread count is read only for an open bell that will be told it.
    const stored = await storeNotices(db, userId, reqs, (settings) => pushNow(settings) && this.ctx.getWebSockets().length > 0);
    if (!stored.found || stored.created.length === 0) return { stored: 0, pushed: 0, emailed: 0 };
    const { settings, unread } = stored;
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
        const link = notification.auction_id ? `/lotes/${notification.auction_id}` : '/dashboard';
        await enqueueMail(db, {
          to: stored.email,
          subject: liveText.notifications.mailSubject(notification.title),
          text: `${notification.message}\n\n${link}`,
          kind: `notification:${notification.type}`,
        });
        emailed += 1;
      }
    }
    if (emailed > 0) {
      this.ctx.waitUntil(deliverPendingMail(db, settingsOf(this.env).mail).catch((error: unknown) => logError('mail delivery', error)));
    }
    return { stored: stored.created.length, pushed, emailed };
  }

  /** After a read mark in one tab: the others update their badge. */
  async unreadChanged(userId: number): Promise<void> {
    const unread = await unreadCount(createDb(this.env.DB), userId);
    sendAll(this.ctx.getWebSockets(), JSON.stringify({ type: 'unread', server_time: Date.now(), unread } satisfies InboxSocketMessage));
  }

  /** The account was erased: its open bell sockets end now, as its sessions already did. */
  disconnect(): number {
    const sockets = this.ctx.getWebSockets();
    for (const ws of sockets) closeSocket(ws, 1008);
    return sockets.length;
  }

  /** Only WebSocket upgrades, forwarded by the Worker after it authenticated the user. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('expected websocket', { status: 426 });
    const userId = Number(request.headers.get(SOCKET_USER_HEADER));
    if (!Number.isSafeInteger(userId) || userId <= 0) return new Response('unauthorised', { status: 401 });
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    pair[1].serializeAttachment({ userId });
    const unread = await unreadCount(createDb(this.env.DB), userId);
    pair[1].send(JSON.stringify({ type: 'unread', server_time: Date.now(), unread } satisfies InboxSocketMessage));
    this.reportPresence(userId, null);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /** Tells AdminPulse how many sockets the user has open now (`closing` no longer counts). */
  private reportPresence(userId: number, closing: WebSocket | null): void {
    const open = this.ctx.getWebSockets().filter((ws) => ws !== closing && ws.readyState === WebSocket.OPEN).length;
    this.ctx.waitUntil(
      adminPulse(this.env)
        .presence(userId, open)
        .catch((error) => logError('presence report', error)),
    );
  }

  private socketClosed(ws: WebSocket): void {
    const { userId } = (ws.deserializeAttachment() ?? {}) as { userId?: number };
    if (userId) this.reportPresence(userId, ws);
  }

  override webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): void {
    if (data === '{"type":"ping"}') ws.send(JSON.stringify({ type: 'pong', server_time: Date.now() } satisfies InboxSocketMessage));
  }

  override webSocketClose(ws: WebSocket, code: number): void {
    closeSocket(ws, code);
    this.socketClosed(ws);
  }

  override webSocketError(ws: WebSocket): void {
    this.socketClosed(ws);
  }
}
