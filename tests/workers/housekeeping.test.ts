/** The cron's housekeeping: what it purges once expired or old. */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../workers/app';
import { call, signedInUser } from './fixtures';

describe('housekeeping', () => {
  it('the cron purges expired sessions, refresh tokens, challenges, reset links and old rate-limit rows', async () => {
    const user = await signedInUser();
    const past = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    await env.DB.batch([
      env.DB.prepare(`UPDATE sessions SET idle_expires_at = ? WHERE user_id = ?`).bind(past, user.id),
      env.DB.prepare(`UPDATE refresh_tokens SET expires_at = ? WHERE user_id = ?`).bind(past, user.id),
      env.DB.prepare(
        `INSERT INTO auth_challenges (id, user_id, purpose, challenge, expires_at) VALUES ('old', ?, 'passkey_login', 'x', ?), ('new', ?, 'passkey_login', 'y', ?)`,
      ).bind(user.id, past, user.id, future),
      env.DB.prepare(`INSERT INTO rate_limits (key, window_start, count) VALUES ('test:old', ?, 3), ('test:new', ?, 3)`).bind(
        past,
        new Date().toISOString(),
      ),
    ]);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const left = async (query: string, ...binds: unknown[]) =>
      (await env.DB.prepare(query)
        .bind(...binds)
        .first<{ n: number }>())!.n;
    expect(await left('SELECT count(*) AS n FROM sessions WHERE user_id = ?', user.id)).toBe(0);
    expect(await left('SELECT count(*) AS n FROM refresh_tokens WHERE user_id = ?', user.id)).toBe(0);
    expect(await left(`SELECT count(*) AS n FROM auth_challenges WHERE id IN ('old', 'new')`)).toBe(1);
    expect(await left(`SELECT count(*) AS n FROM rate_limits WHERE key IN ('test:old', 'test:new')`)).toBe(1);
    expect((await call('/api/auth/me', { token: user.token })).status).toBe(401);
  });

  it('the cron purges mail sent more than 90 days ago, and keeps newer mail and mail not sent', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const ids = ['old-sent', 'recent-sent', 'old-pending', 'old-failed'];
    await env.DB.batch(
      [
        ['old-sent', 'sent', daysAgo(91)],
        ['recent-sent', 'sent', daysAgo(89)],
        ['old-pending', 'pending', null],
        ['old-failed', 'failed', null],
      ].map(([kind, status, sentAt]) =>
        env.DB.prepare(
          `INSERT INTO mail_outbox (to_email, subject, text_body, kind, status, sent_at, created_at) VALUES ('retida@example.com', 'Assunto', 'Texto', ?, ?, ?, ?)`,
        ).bind(kind, status, sentAt, daysAgo(100)),
      ),
    );
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const { results } = await env.DB.prepare(`SELECT kind FROM mail_outbox WHERE kind IN (?, ?, ?, ?) ORDER BY kind`)
      .bind(...ids)
      .all<{ kind: string }>();
    expect(results.map((r) => r.kind)).toEqual(['old-failed', 'old-pending', 'recent-sent']);
  });
});
