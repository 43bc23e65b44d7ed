/** POST /entrar: the login modal's form, through remix-auth and the one sign-in service; answers JSON for the modal's fetcher. */
import { data, type ActionFunctionArgs, type HeadersFunction } from '@remix-run/cloudflare';
import { authMessages } from '~/i18n/auth-messages';
import type { LoginActionData } from '~/schemas/auth';
import { createAuthenticator } from '~/server/auth/authenticator.server';
import { clientIp, isSameOrigin, sessionCookie, twoFactorCookie } from '~/server/auth/request-auth.server';
import { deviceCookie, deviceTokenOf, rememberDevice } from '~/server/auth/sign-in-devices.server';
import { startBrowserSession } from '~/server/auth/sign-in.server';

export async function action({ request, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) return data<LoginActionData>({ ok: false, error: authMessages.badOrigin }, { status: 403 });
  const ip = clientIp(request);
  const { appEnv } = context.settings;
  const result = await createAuthenticator(context.db, ip, appEnv).authenticate('password', request);
  if (result.step === 'refused') {
    const headers: Record<string, string> = result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : {};
    return data<LoginActionData>({ ok: false, error: result.message }, { status: result.status, headers });
  }
  if (result.step === 'second_factor') {
    // An administrator whose only factor is a passkey gets no challenge: the next step is a passkey sign-in.
    const headers: Record<string, string> = result.challenge
      ? { 'Set-Cookie': twoFactorCookie(context.settings.appEnv, result.challenge) }
      : {};
    return data<LoginActionData>({ ok: false, requires2fa: true, userId: result.user.id, methods: result.methods }, { headers });
  }
  const meta = { ip, userAgent: request.headers.get('User-Agent') };
  const previous = context.auth?.kind === 'cookie' ? context.auth.token : null;
  const token = await startBrowserSession(context.db, result.user, meta, previous, result.factor);
  const headers = new Headers({ 'Set-Cookie': sessionCookie(appEnv, token) });
  // This browser now has a sign-in budget of its own for the account (decision 0036).
  const device = await rememberDevice(context.db, result.user.id, deviceTokenOf(request, appEnv));
  if (device) headers.append('Set-Cookie', deviceCookie(appEnv, device));
  return data<LoginActionData>({ ok: true }, { headers });
}

/** The action's own headers (Retry-After on a rate limit) reach the modal's fetcher too. */
export const headers: HeadersFunction = ({ actionHeaders }) => actionHeaders;
