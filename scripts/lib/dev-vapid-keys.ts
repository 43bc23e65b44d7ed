/**
 * Development's own VAPID keys (decision record 0044): made once on this machine into `.dev.vars` (which `wrangler
 * dev` reads, and git ignores) when it has none, and kept: a browser's subscription is bound to the key it was made
 * with, so a new pair on every start would silence every browser subscribed before.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
// Relative, not '~/': scripts run without the app's path aliases.
import { generateVapidKeys } from '../../app/domain/web-push/vapid';

export const DEV_VAPID_SUBJECT = 'mailto:dev@arremate.com.br';

/** Whether the vars file already sets VAPID_PUBLIC_KEY. */
export function hasVapidKeys(devVars: string): boolean {
  return /^\s*VAPID_PUBLIC_KEY\s*=/m.test(devVars);
}

/** Adds a fresh pair to `file` when it has none; true when it did. */
export async function ensureDevVapidKeys(file = '.dev.vars'): Promise<boolean> {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (hasVapidKeys(current)) return false;
  const keys = await generateVapidKeys();
  const lines = [
    '# Web Push: this machine’s own development keys (made by npm start; docs/decisions/0044)',
    `VAPID_PUBLIC_KEY="${keys.publicKey}"`,
    `VAPID_PRIVATE_KEY="${keys.privateKey}"`,
    `VAPID_SUBJECT="${DEV_VAPID_SUBJECT}"`,
  ];
  appendFileSync(file, `${current && !current.endsWith('\n') ? '\n' : ''}${lines.join('\n')}\n`);
  return true;
}
