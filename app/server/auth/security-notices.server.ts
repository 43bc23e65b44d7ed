/** The e-mail a user gets after each sensitive change to their account, so a stolen session cannot act quietly. */
import { formatDateTime } from '~/i18n/format';
import { securityText, type SecurityChange } from '~/i18n/pt-BR-security';
import type { Db } from '~/server/db/client.server';
import { enqueueMail } from '~/server/platform/mail.server';

export async function sendSecurityNotice(db: Db, user: { email: string; name: string }, change: SecurityChange, now = Date.now()) {
  await enqueueMail(db, {
    to: user.email,
    kind: `security_${change}`,
    subject: securityText.mail.subject(change),
    text: securityText.mail.text(change, user.name, formatDateTime(now)),
  });
}
