/**
 * Mail delivery against a local HTTP mail provider (tests/workers/fake-mail-provider.ts, served by the test
 * pool's outbound handler): what the provider receives, retries with their backoff, the eighth attempt's end.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '~/server/db/schema';
import { deliverPendingMail, enqueueMail, type MailSettings } from '~/server/platform/mail.server';
import worker from '../../workers/app';
import { db, MINUTE } from './fixtures';

afterEach(() => vi.restoreAllMocks());

const newBox = () => `caixa-${crypto.randomUUID().slice(0, 8)}`;

function provider(box: string, failFirst = 0): MailSettings {
  return {
    apiUrl: `http://mail.test/${box}/send?fail=${failFirst}`,
    apiKey: 'chave-do-provedor',
    from: 'Arremate <nao-responda@arremate.test>',
    devMailbox: false,
  };
}

async function received(box: string) {
  return (await fetch(`http://mail.test/${box}`)).json<{ authorization: string; body: Record<string, unknown> }[]>();
}

async function outboxRow(id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row!;
}

/** Empties the outbox of what earlier tests left pending, so that each drain below sees only its own mail. */
async function clearOutbox() {
  await db.delete(mailOutbox);
}

const message = (to: string) => ({ to, subject: 'Seu lance foi superado', text: 'Dê um novo lance.', kind: 'notification' });

describe('mail delivery to the HTTP provider', () => {
  it('the cron sends pending mail to the configured provider, with its key, and marks it sent', async () => {
    await clearOutbox();
    const box = newBox();
    const id = await enqueueMail(db, message('ana@example.com'));
    const ctx = createExecutionContext();
    const withProvider = { ...env, MAIL_API_URL: `http://mail.test/${box}/send`, MAIL_API_KEY: 'chave-do-provedor' };
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), withProvider, ctx);
    await waitOnExecutionContext(ctx);
    expect(await received(box)).toEqual([
      {
        authorization: 'Bearer chave-do-provedor',
        body: {
          from: 'Arremate <nao-responda@arremate.com.br>',
          to: 'ana@example.com',
          subject: 'Seu lance foi superado',
          text: 'Dê um novo lance.',
        },
      },
    ]);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('retries a refused message 1, 2 and 4 minutes later, and marks it sent when the provider takes it', async () => {
    await clearOutbox();
    const box = newBox();
    const settings = provider(box, 3);
    const id = await enqueueMail(db, message('bruno@example.com'));
    const t0 = Date.UTC(2026, 10, 26, 3, 0, 0);

    await deliverPendingMail(db, settings, t0);
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: new Date(t0 + MINUTE).toISOString() });
    expect(await outboxRow(id).then((r) => r.lastError)).toContain('503');

    // Not due yet: nothing is sent.
    await deliverPendingMail(db, settings, t0 + 30_000);
    expect(await received(box)).toHaveLength(1);

    await deliverPendingMail(db, settings, t0 + MINUTE);
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 2, nextAttemptAt: new Date(t0 + 3 * MINUTE).toISOString() });
    await deliverPendingMail(db, settings, t0 + 3 * MINUTE);
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 3, nextAttemptAt: new Date(t0 + 7 * MINUTE).toISOString() });
    await deliverPendingMail(db, settings, t0 + 7 * MINUTE);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 4, sentAt: new Date(t0 + 7 * MINUTE).toISOString() });
    expect(await received(box)).toHaveLength(4);
  });

  it('gives a message up after 8 refused attempts: failed, logged, never tried again', async () => {
    await clearOutbox();
    const box = newBox();
    const settings = provider(box, 100);
    const id = await enqueueMail(db, message('carla@example.com'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let now = Date.UTC(2026, 10, 26, 3, 0, 0);
    for (let attempt = 1; attempt <= 8; attempt++) {
      await deliverPendingMail(db, settings, now);
      const row = await outboxRow(id);
      expect(row.attempts).toBe(attempt);
      if (attempt < 8) now = Date.parse(row.nextAttemptAt!);
    }
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: 8 });
    await deliverPendingMail(db, settings, now + 24 * 60 * MINUTE);
    expect(await received(box)).toHaveLength(8);
    const givenUp = logged.mock.calls
      .map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)
      .filter((l) => l.what === 'mail given up');
    expect(givenUp).toEqual([expect.objectContaining({ mailId: id, kind: 'notification', attempts: 8 })]);
    expect(JSON.stringify(givenUp)).not.toContain('carla@example.com');
  });
});
