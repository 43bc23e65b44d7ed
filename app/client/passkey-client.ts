/** The browser side of passkeys (@simplewebauthn/browser, loaded only when used). */
import type * as SimpleWebAuthnBrowser from '@simplewebauthn/browser';
import { apiRequest, type ApiResult } from '~/client/api-request';
import { accountText } from '~/i18n/pt-BR-account';

type Browser = typeof SimpleWebAuthnBrowser;

/** One WebAuthn ceremony: options from the server → the authenticator → the server verifies. */
async function ceremony(
  kind: 'login' | 'register' | 'raise',
  run: (browser: Browser, optionsJSON: never) => Promise<unknown>,
  extra: Record<string, unknown> = {},
  optionsBody: Record<string, unknown> = {},
): Promise<ApiResult<unknown>> {
  const options = await apiRequest<Record<string, unknown>>(`/api/auth/passkeys/${kind}/options`, {
    method: 'POST',
    body: optionsBody,
    fallbackError: accountText.passkeys.failed,
  });
  if (!options.ok) return options;
  let response: unknown;
  try {
    response = await run(await import('@simplewebauthn/browser'), options.data as never);
  } catch {
    return { ok: false, status: 0, error: accountText.passkeys.failed }; // cancelled or refused by the authenticator
  }
  return apiRequest(`/api/auth/passkeys/${kind}/verify`, {
    method: 'POST',
    body: { response, ...extra },
    fallbackError: accountText.passkeys.failed,
  });
}

/** Signs in with a discoverable passkey; the session cookie is set by the verify call. */
export const signInWithPasskey = () => ceremony('login', (browser, optionsJSON) => browser.startAuthentication({ optionsJSON }));

/** Raises this session with one of the account's own passkeys (an administrator's step-up, decision 0036). */
export const raiseWithPasskey = () => ceremony('raise', (browser, optionsJSON) => browser.startAuthentication({ optionsJSON }));

/** Adds a passkey; `reauth` carries the current password when the server asked for it. */
export const registerPasskey = (name: string, reauth: { password?: string } = {}) =>
  ceremony('register', (browser, optionsJSON) => browser.startRegistration({ optionsJSON }), { name }, reauth);
