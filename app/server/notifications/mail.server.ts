/**
 * Outgoing e-mail goes through the outbox (D1) and is delivered right after the request, retried later.
 * Production: an HTTP mail provider configured by secrets (MAIL_API_URL, MAIL_API_KEY, MAIL_FROM).
 * Locally (no provider): messages stay readable at /dev/mailbox and count as delivered.
 */
import { and, asc, desc, eq, lte, or, isNull } from 'drizzle-orm';
import type { Db } from '~/server/db/client.server';
import { mailOutbox } from '~/server/db/schema';

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
}

export async function enqueueMail(db: Db, message: MailMessage) {
  const [row] = await db
    .insert(mailOutbox)
    .values({ toEmail: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html ?? null, kind: message.kind })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

const MAX_ATTEMPTS = 8;

/** Sends what is due (pending and past its next attempt), backing off 1, 2, 4… minutes on failure. */
export async function deliverPendingMail(db: Db, settings: MailSettings, now = Date.now()) {
  const nowIso = new Date(now).toISOString();
  const due = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, nowIso))))
    .orderBy(asc(mailOutbox.id))
    .limit(20);
  for (const mail of due) {
    try {
      if (settings.apiUrl && settings.apiKey) {
        const res = await fetch(settings.apiUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${settings.apiKey}` },
          body: JSON.stringify({
            from: settings.from,
            to: mail.toEmail,
            subject: mail.subject,
            text: mail.textBody,
            html: mail.htmlBody ?? undefined,
          }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`mail provider answered ${res.status}`);
      }
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: nowIso, attempts: mail.attempts + 1 })
        .where(eq(mailOutbox.id, mail.id));
    } catch (error) {
      const attempts = mail.attempts + 1;
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: String(error).slice(0, 500),
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: new Date(now + 60_000 * 2 ** (attempts - 1)).toISOString(),
        })
        .where(eq(mailOutbox.id, mail.id));
    }
  }
}

/** The local mailbox (development only): newest first. */
export async function listMailbox(db: Db, limit = 50) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
