/**
 * Outgoing e-mail goes through the outbox (D1) and is delivered right after the request, retried later.
 * Production: an HTTP mail provider configured by secrets (MAIL_API_URL, MAIL_API_KEY, MAIL_FROM); without
 * them nothing is sent and nothing is marked sent: the mail waits in the outbox and each drain logs an error.
 * Locally (development and tests, no provider): messages stay readable at /dev/mailbox and count as delivered.
 */
import { and, asc, desc, eq, lte, or, isNull } from 'drizzle-orm';
import { afterFailedMailAttempt } from '~/domain/mail-retry';
import type { Db } from '~/server/db/client.server';
import { mailOutbox } from '~/server/db/schema';
import { logError } from './error-log.server';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
}

export interface MailSettings {
  apiUrl?: string;
  apiKey?: string;
  from?: string;
  /** No provider: the local mailbox (/dev/mailbox) is the delivery (development and tests only). */
  devMailbox: boolean;
}

export async function enqueueMail(db: Db, message: MailMessage) {
  const [row] = await db
    .insert(mailOutbox)
    .values({ toEmail: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html ?? null, kind: message.kind })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** Hands one message to the HTTP provider; throws when it does not accept it. */
async function sendThroughProvider(provider: { apiUrl: string; apiKey: string; from?: string }, mail: typeof mailOutbox.$inferSelect) {
  const res = await fetch(provider.apiUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${provider.apiKey}` },
    body: JSON.stringify({
      from: provider.from,
      to: mail.toEmail,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody ?? undefined,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`mail provider answered ${res.status}`);
}

/**
 * Sends what is due (pending and past its next attempt). A failure is tried again later (domain/mail-retry:
 * 1, 2, 4… minutes), and after the eighth the message is given up as failed and logged. Without a provider
 * (and no local mailbox) nothing is sent: the messages stay pending and one error line says so.
 */
export async function deliverPendingMail(db: Db, settings: MailSettings, now = Date.now()) {
  const nowIso = new Date(now).toISOString();
  const due = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, nowIso))))
    .orderBy(asc(mailOutbox.id))
    .limit(20);
  if (due.length === 0) return;
  const { apiUrl, apiKey, from } = settings;
  const provider = apiUrl && apiKey ? { apiUrl, apiKey, from } : null;
  if (!provider && !settings.devMailbox) {
    console.error(
      JSON.stringify({
        what: 'mail delivery',
        error: 'no mail provider (MAIL_API_URL, MAIL_API_KEY): mail stays pending',
        due: due.length,
      }),
    );
    return;
  }
  for (const mail of due) {
    const attempts = mail.attempts + 1;
    try {
      if (provider) await sendThroughProvider(provider, mail);
      await db.update(mailOutbox).set({ status: 'sent', sentAt: nowIso, attempts }).where(eq(mailOutbox.id, mail.id));
    } catch (error) {
      const next = afterFailedMailAttempt(attempts, now);
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: String(error).slice(0, 500),
          status: next.status,
          nextAttemptAt: next.status === 'pending' ? new Date(next.nextAttemptAt).toISOString() : null,
        })
        .where(eq(mailOutbox.id, mail.id));
      if (next.status === 'failed')
        console.error(JSON.stringify({ what: 'mail given up', mailId: mail.id, kind: mail.kind, attempts, error: String(error) }));
    }
  }
}

/** What delivering mail after a response takes of a request's context. */
export interface MailDelivery {
  ctx: Pick<ExecutionContext, 'waitUntil'>;
  db: Db;
  settings: { mail: MailSettings };
}

/** Delivers queued e-mail after the response (retried later by the scheduled job). */
export function deliverMailSoon(rc: MailDelivery) {
  rc.ctx.waitUntil(deliverPendingMail(rc.db, rc.settings.mail).catch((error: unknown) => logError('mail delivery', error)));
}

/** The local mailbox (development only): newest first. */
export async function listMailbox(db: Db, limit = 50) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
