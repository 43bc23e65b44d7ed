/**
 * The start-up check: what production runs without. A Worker has no start-up hook, so the first request or
 * cron event of each env (an isolate keeps one) logs, once, the production settings that are missing; the
 * features behind them fail closed meanwhile (mail waits in the outbox, no payment method is invented, no
 * socket ticket is issued or accepted).
 */
import { isPublishedVapidKey } from '~/server/notifications/push-settings.server';
import type { Settings, SettingVars } from '~/server/platform/settings.server';
import { isPublishedSocketTicketKey, parsePspSettings, pspRefusals, settingsOf } from './settings.server';

/**
 * The vars production needs and lacks (none outside production). A socket ticket key published in this
 * repository (a development or test key) is refused: it counts as missing, and no ticket is signed with it. So
 * is a PSP that production refuses (the local simulator, http://, a short webhook secret): it is listed, and not
 * used. Production without any PSP is allowed (payments approved by hand). Production needs its VAPID keys (no
 * push without them) and refuses a VAPID key published in this repository, as it refuses the test-only
 * `PUSH_LOCAL_ENDPOINTS`.
 */
export function missingProductionSettings(settings: Settings, vars: SettingVars = {}): string[] {
  if (settings.appEnv !== 'production') return [];
  const missing: string[] = [];
  if (!settings.mail.apiUrl) missing.push('MAIL_API_URL');
  if (!settings.mail.apiKey) missing.push('MAIL_API_KEY');
  if (!settings.house.pickupAddress) missing.push('PICKUP_ADDRESS');
  if (!settings.house.name) missing.push('HOUSE_NAME');
  if (!settings.house.pix && !settings.house.bankTransfer) {
    missing.push('PIX_KEY + PIX_MERCHANT_NAME + PIX_MERCHANT_CITY or BANK_TRANSFER_DETAILS');
  }
  if (isPublishedSocketTicketKey(vars.SOCKET_TICKET_KEY)) missing.push('SOCKET_TICKET_KEY (a development or test key)');
  else if (settings.socketTicketKeys.length === 0) missing.push('SOCKET_TICKET_KEY');
  if (isPublishedSocketTicketKey(vars.SOCKET_TICKET_KEY_PREVIOUS)) missing.push('SOCKET_TICKET_KEY_PREVIOUS (a development or test key)');
  const psp = parsePspSettings(vars);
  if (psp) missing.push(...pspRefusals(psp));
  if (isPublishedVapidKey(vars.VAPID_PUBLIC_KEY)) missing.push('VAPID_PUBLIC_KEY (a test key published in this repository)');
  else if (!settings.push) missing.push('VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY + VAPID_SUBJECT');
  if (vars.PUSH_LOCAL_ENDPOINTS) missing.push('PUSH_LOCAL_ENDPOINTS (tests only: unset it)');
  return missing;
}

const checked = new WeakSet<SettingVars>();

/** What the line says of payments when production runs without a PSP: allowed, but said. */
export const NO_PSP_PAYMENTS = 'approved by hand: no PSP configured (PSP_API_URL and the other PSP_ vars)';

/** Logs the missing production settings the first time this env is seen (and that payments wait for a person, without a PSP). */
export function checkSettingsOnce(env: SettingVars): void {
  if (checked.has(env)) return;
  checked.add(env);
  const settings = settingsOf(env);
  const missing = missingProductionSettings(settings, env);
  if (missing.length === 0) return;
  console.error(JSON.stringify({ what: 'production settings missing', missing, ...(settings.psp ? {} : { payments: NO_PSP_PAYMENTS }) }));
}
