/**
 * The start-up check: what production runs without. A Worker has no start-up hook, so the first request or
 * cron event of each env (an isolate keeps one) logs, once, the production settings that are missing; the
 * features behind them fail closed meanwhile (mail waits in the outbox, no payment method is invented, no
 * socket ticket is issued or accepted).
 */
import type { Settings, SettingVars } from '~/server/platform/settings.server';
import { isPublishedSocketTicketKey, settingsOf } from './settings.server';

/**
 * The vars production needs and lacks (none outside production). A socket ticket key published in this
 * repository (a development or test key) is refused: it counts as missing, and no ticket is signed with it.
 */
export function missingProductionSettings(
  settings: Settings,
  vars: Pick<SettingVars, 'SOCKET_TICKET_KEY' | 'SOCKET_TICKET_KEY_PREVIOUS'> = {},
): string[] {
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
  return missing;
}

const checked = new WeakSet<SettingVars>();

/** Logs the missing production settings the first time this env is seen. */
export function checkSettingsOnce(env: SettingVars): void {
  if (checked.has(env)) return;
  checked.add(env);
  const missing = missingProductionSettings(settingsOf(env), env);
  if (missing.length > 0) console.error(JSON.stringify({ what: 'production settings missing', missing }));
}
