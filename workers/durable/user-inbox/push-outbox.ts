/**
 * The UserInbox's Web Push outbox (decision record 0044): one job per notice and browser, kept in the inbox's
 * own SQLite (its primary key is the pair, so a retried `deliver` that stored nothing new, or a notice enqueued
 * twice, pushes once), sent at once and retried by the inbox's alarm. Each job is encrypted for its browser
 * (RFC 8291), signed for its push service (RFC 8292) and POSTed with its TTL and Urgency (RFC 8030):
 * 2xx: done; 404/410: the browser unsubscribed, its subscription and jobs go; 429/5xx or no answer: tried again
 * later (Retry-After, else doubling backoff), given up past the push's TTL or a day; any other 4xx: dropped.
 */
import { fromBase64url } from '~/domain/base64url';
import { nextPushAttempt, pushPolicy, pushTag, pushUrl } from '~/domain/push-delivery';
import { encryptPushPayload } from '~/domain/web-push/encryption';
import { vapidAuthorization } from '~/domain/web-push/vapid';
import type { LiveNotification } from '~/schemas/live';
import type { Db } from '~/server/db/client.server';
import { forgetSubscriptions, markDelivered, type PushTarget } from '~/server/notifications/push-subscriptions.server';
import { logError } from '~/server/platform/error-log.server';
import type { PushSettings } from '~/server/platform/settings.server';

/** The outbox's table: migration 4 of the inbox (user-inbox.ts). */
export const PUSH_JOBS_TABLE = `CREATE TABLE push_jobs (
  notification_id INTEGER NOT NULL,
  subscription_id INTEGER NOT NULL,
  endpoint TEXT NOT NULL,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  payload TEXT NOT NULL,
  ttl INTEGER NOT NULL,
  urgency TEXT NOT NULL,
  queued_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER NOT NULL,
  PRIMARY KEY (notification_id, subscription_id)
)`;

/** A job being sent is leased for this long: a second drain (a notice and the alarm at once) leaves it alone. */
export const PUSH_LEASE_MS = 60_000;
/** Jobs sent per drain; the rest wait for the alarm a moment later. */
const JOBS_PER_DRAIN = 100;
/** Each push request's time-out. */
const PUSH_TIMEOUT_MS = 10_000;
/**
 * Push requests in flight at once. workerd opens at most six connections per call and queues the rest, so a
 * hundred requests started together would spend their time-out in that queue: one answered late would be taken
 * for lost and sent again (the bench saw it). Six at a time, each time-out measures the push service alone.
 */
const PUSH_CONCURRENCY = 6;
/** A VAPID token lives 12 hours and is used for 11 (RFC 8292 allows 24). */
const TOKEN_LIFETIME_S = 12 * 3600;
const TOKEN_REUSE_S = 11 * 3600;

/** What the service worker reads (the shared contract): title, body, where to go, what it replaces, when, what kind. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  timestamp: number;
  type: string;
}

interface JobRow extends Record<string, SqlStorageValue> {
  notification_id: number;
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: string;
  ttl: number;
  urgency: string;
  queued_at: number;
  attempts: number;
}

export function payloadOf(notification: LiveNotification): PushPayload {
  return {
    title: notification.title,
    body: notification.message,
    url: pushUrl(notification.type, notification.auction_id),
    tag: pushTag(notification.type, notification.auction_id, notification.id),
    timestamp: Date.parse(notification.timestamp) || Date.now(),
    type: notification.type,
  };
}

/** The notice's RFC 8030 topic: at most 32 characters of the URL-safe base64 alphabet. */
export function pushTopic(notificationId: number): string {
  return `notice-${notificationId}`;
}

type Outcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'retry'; retryAfter: string | null } | { kind: 'drop'; status: number };

export class PushOutbox {
  private readonly tokens = new Map<string, { header: string; until: number }>();

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly settings: () => PushSettings | null,
  ) {}

  /** One job per notice and browser; a pair already queued (or a notice enqueued again) is left as it is. */
  enqueue(
    notices: readonly { notification: LiveNotification; until: number | null }[],
    targets: readonly PushTarget[],
    now: number,
  ): number {
    let queued = 0;
    for (const { notification, until } of notices) {
      const policy = pushPolicy(notification.type, now, until);
      const payload = JSON.stringify(payloadOf(notification));
      for (const target of targets) {
        const cursor = this.storage.sql.exec(
          `INSERT INTO push_jobs (notification_id, subscription_id, endpoint, p256dh, auth, payload, ttl, urgency, queued_at, next_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
          notification.id,
          target.id,
          target.endpoint,
          target.p256dh,
          target.auth,
          payload,
          policy.ttlSeconds,
          policy.urgency,
          now,
          now,
        );
        if (cursor.rowsWritten > 0) queued += 1;
      }
    }
    return queued;
  }

  /** When the next job is due (null: none waiting). */
  nextDue(): number | null {
    return this.storage.sql.exec<{ at: number | null }>('SELECT MIN(next_at) AS at FROM push_jobs').one().at;
  }

  /** Jobs waiting (tests and the bench). */
  pending(): number {
    return this.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM push_jobs').one().n;
  }

  /** Sends the jobs that are due; returns how many push services took theirs. */
  async drain(db: Db, now = Date.now()): Promise<number> {
    const settings = this.settings();
    const sql = this.storage.sql;
    if (!settings) return 0;
    const jobs = sql
      .exec<JobRow>(
        'SELECT notification_id, subscription_id, endpoint, p256dh, auth, payload, ttl, urgency, queued_at, attempts FROM push_jobs WHERE next_at <= ? ORDER BY next_at LIMIT ?',
        now,
        JOBS_PER_DRAIN,
      )
      .toArray();
    if (jobs.length === 0) return 0;
    for (const job of jobs) {
      sql.exec(
        'UPDATE push_jobs SET next_at = ? WHERE notification_id = ? AND subscription_id = ?',
        now + PUSH_LEASE_MS,
        job.notification_id,
        job.subscription_id,
      );
    }
    const outcomes: { job: JobRow; outcome: Outcome }[] = [];
    let next = 0;
    const lane = async () => {
      for (let job = jobs[next++]; job; job = jobs[next++]) outcomes.push({ job, outcome: await this.send(job, settings, now) });
    };
    await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, jobs.length) }, lane));
    const gone = new Set<number>();
    const delivered = new Set<number>();
    for (const { job, outcome } of outcomes) {
      const key = [job.notification_id, job.subscription_id] as const;
      if (outcome.kind === 'sent') {
        delivered.add(job.subscription_id);
        sql.exec('DELETE FROM push_jobs WHERE notification_id = ? AND subscription_id = ?', ...key);
      } else if (outcome.kind === 'gone') {
        gone.add(job.subscription_id);
      } else if (outcome.kind === 'drop') {
        logError('push refused', new Error(`push service answered ${outcome.status}`), { subscriptionId: job.subscription_id });
        sql.exec('DELETE FROM push_jobs WHERE notification_id = ? AND subscription_id = ?', ...key);
      } else {
        const attempts = job.attempts + 1;
        const at = nextPushAttempt({ attempts, now, queuedAt: job.queued_at, ttlSeconds: job.ttl, retryAfter: outcome.retryAfter });
        if (at === null) sql.exec('DELETE FROM push_jobs WHERE notification_id = ? AND subscription_id = ?', ...key);
        else
          sql.exec(
            'UPDATE push_jobs SET attempts = ?, next_at = ? WHERE notification_id = ? AND subscription_id = ?',
            attempts,
            at,
            ...key,
          );
      }
    }
    for (const id of gone) sql.exec('DELETE FROM push_jobs WHERE subscription_id = ?', id);
    for (const id of gone) delivered.delete(id);
    await Promise.all([
      gone.size ? forgetSubscriptions(db, [...gone]) : null,
      delivered.size ? markDelivered(db, [...delivered], new Date(now)) : null,
    ]).catch((error) => logError('push subscriptions in D1', error));
    return outcomes.filter((o) => o.outcome.kind === 'sent').length;
  }

  private async send(job: JobRow, settings: PushSettings, now: number): Promise<Outcome> {
    let body: Uint8Array;
    let authorization: string;
    try {
      const p256dh = fromBase64url(job.p256dh);
      const auth = fromBase64url(job.auth);
      if (!p256dh || !auth) return { kind: 'drop', status: 0 };
      body = await encryptPushPayload({ plaintext: new TextEncoder().encode(job.payload), p256dh, auth });
      authorization = await this.authorization(job.endpoint, settings, now);
    } catch (error) {
      logError('push not encrypted', error, { subscriptionId: job.subscription_id });
      return { kind: 'drop', status: 0 };
    }
    try {
      const res = await fetch(job.endpoint, {
        method: 'POST',
        headers: {
          Authorization: authorization,
          'Content-Encoding': 'aes128gcm',
          'Content-Type': 'application/octet-stream',
          TTL: String(job.ttl),
          Urgency: job.urgency,
          // RFC 8030 §5.4: a copy of this notice the service still holds is replaced, never delivered twice, when an
          // answer lost to the time-out makes us send it again.
          Topic: pushTopic(job.notification_id),
        },
        body: new Uint8Array(body),
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await res.body?.cancel();
      if (res.status >= 200 && res.status < 300) return { kind: 'sent' };
      if (res.status === 404 || res.status === 410) return { kind: 'gone' };
      if (res.status === 429 || res.status >= 500) return { kind: 'retry', retryAfter: res.headers.get('Retry-After') };
      return { kind: 'drop', status: res.status };
    } catch {
      return { kind: 'retry', retryAfter: null };
    }
  }

  /** The VAPID header for the endpoint's push service, signed once per origin and reused while it lives. */
  private async authorization(endpoint: string, settings: PushSettings, now: number): Promise<string> {
    const origin = new URL(endpoint).origin;
    const seconds = Math.floor(now / 1000);
    const cached = this.tokens.get(origin);
    if (cached && cached.until > seconds) return cached.header;
    const header = await vapidAuthorization({
      endpoint,
      subject: settings.subject,
      publicKey: settings.publicKey,
      privateKey: settings.privateKey,
      expiresAt: seconds + TOKEN_LIFETIME_S,
      now: seconds,
    });
    this.tokens.set(origin, { header, until: seconds + TOKEN_REUSE_S });
    return header;
  }
}
