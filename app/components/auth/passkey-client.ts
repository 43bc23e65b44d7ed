/** The browser side of passkeys (@simplewebauthn/browser, loaded only when used). */
import { apiRequest, type ApiResult } from '~/hooks/api-request';
import { t } from '~/i18n/pt-BR';

const failed = (error?: string): ApiResult<never> => ({ ok: false, status: 0, error: error ?? t.passkeys.failed });

/** Signs in with a discoverable passkey; the session cookie is set by the verify call. */
export async function signInWithPasskey(): Promise<ApiResult<unknown>> {
  const options = await apiRequest<Record<string, unknown>>('/api/auth/passkeys/login/options', { method: 'POST', body: {}, fallbackError: t.passkeys.failed });
  if (!options.ok) return options;
  const { startAuthentication } = await import('@simplewebauthn/browser');
  let response: unknown;
  try {
    response = await startAuthentication({ optionsJSON: options.data as never });
  } catch {
    return failed();
  }
  return apiRequest('/api/auth/passkeys/login/verify', { method: 'POST', body: { response }, fallbackError: t.passkeys.failed });
}

export async function registerPasskey(name: string): Promise<ApiResult<unknown>> {
  const options = await apiRequest<Record<string, unknown>>('/api/auth/passkeys/register/options', { method: 'POST', body: {}, fallbackError: t.passkeys.failed });
  if (!options.ok) return options;
  const { startRegistration } = await import('@simplewebauthn/browser');
  let response: unknown;
  try {
    response = await startRegistration({ optionsJSON: options.data as never });
  } catch {
    return failed();
  }
  return apiRequest('/api/auth/passkeys/register/verify', { method: 'POST', body: { response, name }, fallbackError: t.passkeys.failed });
}
