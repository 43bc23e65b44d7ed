/**
 * One object for the house (`idFromName('house')`): the administrators' live counters and recent activity,
 * pushed to the admin dashboards' sockets on every change.
 *
 * Fed by events: the lot rooms' accepted bids and closes (through their outboxes, after their D1 mirror, at
 * least once), and the Worker's sign-ins, registrations, payment decisions, pickups and lot edits (after
 * their D1 write). Bids are counted incrementally (each once); any other event, a new day, the first start
 * and `reset()` rebuild the counters from D1, and so does a periodic alarm while dashboards are open, which
 * heals whatever a lost event left behind. Online users are the users with an open inbox socket, as their
 * UserInbox reports them.
 */
import { DurableObject } from 'cloudflare:workers';
import {
  BID_MIRROR_GRACE_MS,
  COUNTER_NAMES,
  metricName,
  metricValue,
  pulseCalendar,
  RECENT_ACTIVITY,
  type PulseCounters,
} from '~/domain/admin-metrics';
import {
  housePulseEvent,
  lotPulseEvent,
  type ActivityItem,
  type AdminMetrics,
  type AdminSnapshot,
  type HousePulseEvent,
  type LotPulseEvent,
  type UnusualLeaderView,
} from '~/schemas/admin-pulse';
import {
  bidderAndLot,
  paymentActivity,
  pickupActivity,
  readHouseCounters,
  readUnusualLeaders,
  recentActivityFromD1,
  userName,
  type ActivityRecord,
} from '~/server/admin/pulse.server';
import { settingsOf } from '~/server/context/settings.server';
import { createDb, type Db } from '~/server/db/client.server';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';
import type { AdminPulseApi } from '~/server/platform/objects/admin-pulse-api.server';
import { AdminSockets } from './sockets';
import { AdminPulseStorage } from './storage';

/** While a dashboard is open, the counters are rebuilt from D1 this often (lots starting, lost events). */
const REFRESH_WHILE_WATCHED_MS = 60_000;
/** After bids, the members leading an unusual share are read again at most this often (decision record 0038). */
const LEADERS_AFTER_BIDS_MS = 5_000;

export class AdminPulse extends DurableObject<Env> implements AdminPulseApi {
  private readonly store: AdminPulseStorage;
  private readonly sockets: AdminSockets;
  private readonly db: Db;
  /** Rebuilds run one after another; one already queued serves everyone who asks before it starts. */
  private chain: Promise<void> = Promise.resolve();
  private queued: Promise<void> | null = null;
  /** Names and titles of the activity list, so a bidding war does not read D1 for each bid. */
  private readonly names = new Map<string, { user_name: string | null; lot_title: string | null }>();
  /** The members flagged for leading an unusual share of the running lots, and when D1 was last read for them. */
  private leaders: UnusualLeaderView[] = [];
  private leadersReadAt = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new AdminPulseStorage(ctx.storage);
    this.sockets = new AdminSockets(ctx, settingsOf(env).adminSecondFactorExempt);
    this.db = createDb(env.DB);
    this.store.open();
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  // ───────────────────────────── RPC ─────────────────────────────

  /** The first paint of the dashboard. */
  async snapshot(): Promise<AdminSnapshot> {
    await this.current();
    return this.view();
  }

  /** Forgets the counters and rebuilds them from D1. */
  async reset(): Promise<AdminSnapshot> {
    await this.rebuild();
    return this.view();
  }

  /**
   * A lot room's events (bids accepted, lot closed) in the order they happened, as its outbox drain sends them: a burst of bids is
   * counted and pushed to the dashboards as one change, each bid still its own activity line.
   */
  async lotEvents(input: LotPulseEvent[]): Promise<void> {
    const events = lotPulseEvent.array().parse(input);
    await this.current();
    let before = this.store.counters();
    for (const event of events) {
      if (event.event === 'bid') {
        if (!this.store.recordBid(event.lotId, event.seq, event.createdAt)) continue;
        const names = await this.namesOf(event.userId, event.lotId);
        this.addActivity(
          { kind: 'bid', at: event.createdAt, ...names, lot_id: event.lotId, amount_cents: event.amountCents },
          `bid:${event.lotId}:${event.seq}`,
        );
        continue;
      }
      this.pushChanges(before);
      await this.lotClosed(event);
      before = this.store.counters();
    }
    this.pushChanges(before);
    if (Date.now() - this.leadersReadAt >= LEADERS_AFTER_BIDS_MS) await this.readLeaders();
  }

  private async lotClosed(event: Extract<LotPulseEvent, { event: 'closed' }>): Promise<void> {
    await this.rebuild();
    const winner = event.winnerUserId === null ? null : await this.namesOf(event.winnerUserId, event.lotId);
    const title = winner?.lot_title ?? (await this.namesOf(null, event.lotId)).lot_title;
    this.addActivity(
      {
        kind: 'lot_closed',
        at: event.closedAt,
        user_name: winner?.user_name ?? null,
        lot_id: event.lotId,
        lot_title: title,
        amount_cents: event.finalPriceCents,
      },
      `closed:${event.lotId}`,
    );
  }

  /** The Worker's event, after its D1 write. */
  async houseEvent(input: HousePulseEvent): Promise<void> {
    const event = housePulseEvent.parse(input);
    await this.current();
    const at = new Date().toISOString();
    if (event.event === 'sign_in') {
      const name = await userName(this.db, event.userId);
      this.addActivity({ kind: 'sign_in', at, user_name: name, lot_id: null, lot_title: null, amount_cents: null }, null);
      return;
    }
    await this.rebuild();
    if (event.event === 'registration') {
      const name = await userName(this.db, event.userId);
      this.addActivity(
        { kind: 'registration', at, user_name: name, lot_id: null, lot_title: null, amount_cents: null },
        `registration:${event.userId}`,
      );
    } else if (event.event === 'payment') {
      const record = await paymentActivity(this.db, event.paymentId);
      if (record) this.addActivity(record, `payment:${event.paymentId}:${record.kind}:${record.at}`);
    } else if (event.event === 'pickup') {
      const record = await pickupActivity(this.db, event.pickupId);
      if (record) this.addActivity(record, `pickup:${event.pickupId}:${record.kind}`);
    }
  }

  /** A user's inbox after a socket opened or closed: how many it has open now. */
  async presence(userId: number, sockets: number): Promise<void> {
    await this.current();
    const before = this.store.counters();
    this.store.setPresence(userId, sockets);
    this.pushChanges(before);
  }

  /** A user's sessions ended or their role changed: their dashboard sockets that no longer hold close. */
  async recheckSockets(userId: number): Promise<number> {
    return this.sockets.recheck(this.db, userId);
  }

  // ───────────────────────────── sockets ─────────────────────────────

  /** Only WebSocket upgrades of administrators, forwarded by the Worker. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('expected websocket', { status: 426 });
    const accepted = this.sockets.accept(request);
    if (!accepted) return new Response('forbidden', { status: 403 });
    await this.current();
    this.sockets.send(accepted.server, { type: 'admin_snapshot', server_time: Date.now(), data: this.view() });
    await this.armRefresh();
    return new Response(null, { status: 101, webSocket: accepted.client });
  }

  override webSocketClose(ws: WebSocket, code: number): void {
    this.sockets.closed(ws, code);
  }

  // ───────────────────────────── alarm ─────────────────────────────

  /**
   * At São Paulo midnight (the day's counters start over) and every minute while a dashboard is open: the
   * dashboards' sessions are checked first (an expired one, a demoted holder), then the counters rebuilt.
   */
  override async alarm(): Promise<void> {
    await this.sockets.recheck(this.db, null);
    await this.rebuild();
    await this.armRefresh();
  }

  // ───────────────────────────── internals ─────────────────────────────

  /** Counters of today: rebuilt on first start and after midnight. */
  private async current(): Promise<void> {
    const built = this.store.built;
    if (!built || built.day !== pulseCalendar(Date.now()).day) await this.rebuild();
    else if (this.leadersReadAt === 0) await this.readLeaders(); // memory only: read again after a restart
  }

  private rebuild(): Promise<void> {
    if (this.queued) return this.queued;
    const run = this.chain.then(async () => {
      this.queued = null;
      await this.rebuildNow();
    });
    this.queued = run;
    this.chain = run.catch((error) => logError('admin pulse rebuild', error));
    return run;
  }

  private async rebuildNow(): Promise<void> {
    const now = Date.now();
    const cal = pulseCalendar(now);
    const cutoff = new Date(now - BID_MIRROR_GRACE_MS).toISOString();
    const counters = await readHouseCounters(this.db, cal, new Date(now).toISOString(), cutoff);
    const firstStart = !this.store.hasActivity();
    const seed = firstStart ? await recentActivityFromD1(this.db, RECENT_ACTIVITY) : [];
    const before = this.store.counters();
    this.store.saveRebuild(counters, cal, cutoff, new Date(now).toISOString());
    for (const record of seed.reverse()) this.store.addActivity(record, null);
    this.sockets.changes(before, this.store.counters(), new Date(now).toISOString());
    await this.readLeaders();
  }

  /** The flagged members from D1; the dashboards are told when the list changed. */
  private async readLeaders(): Promise<void> {
    this.leadersReadAt = Date.now();
    const leaders = await readUnusualLeaders(this.db, new Date().toISOString());
    if (JSON.stringify(leaders) === JSON.stringify(this.leaders)) return;
    this.leaders = leaders;
    this.sockets.unusualLeaders(leaders);
  }

  private async armRefresh(): Promise<void> {
    const now = Date.now();
    const midnight = pulseCalendar(now).nextMidnight;
    const next = this.sockets.count() > 0 ? Math.min(midnight, now + REFRESH_WHILE_WATCHED_MS) : midnight;
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > next || current < now) await this.ctx.storage.setAlarm(next);
  }

  private pushChanges(before: PulseCounters): void {
    const at = new Date().toISOString();
    const after = this.store.counters();
    if (COUNTER_NAMES.every((n) => before[n] === after[n])) return;
    this.store.touch(at);
    this.sockets.changes(before, after, at);
  }

  private addActivity(record: ActivityRecord, dedupeKey: string | null): void {
    const item: ActivityItem | null = this.store.addActivity(record, dedupeKey);
    if (item) this.sockets.activity(item);
  }

  private async namesOf(userId: number | null, lotId: number): Promise<{ user_name: string | null; lot_title: string | null }> {
    const key = `${userId}:${lotId}`;
    const cached = this.names.get(key);
    if (cached) return cached;
    const found = await bidderAndLot(this.db, userId ?? 0, lotId);
    if (this.names.size > 500) this.names.clear();
    this.names.set(key, found);
    return found;
  }

  private view(): AdminSnapshot {
    const counters = this.store.counters();
    const values = Object.fromEntries(COUNTER_NAMES.map((n) => [metricName(n), metricValue(n, counters[n])]));
    const metrics = { ...values, last_update: this.store.lastUpdate } as unknown as AdminMetrics;
    return { metrics, recent_activity: this.store.recentActivity(), unusual_leaders: this.leaders };
  }
}
