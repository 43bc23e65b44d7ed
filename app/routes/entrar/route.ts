/** POST /entrar: the login modal's form, through remix-auth; answers JSON for the modal's fetcher. */
import { data, type ActionFunctionArgs } from '@remix-run/cloudflare';
import { authMessages } from '~/i18n/auth-messages';
import type { LoginActionData } from '~/schemas/auth';
import { createAuthenticator, SignInError } from '~/server/auth/authenticator.server';
import { clientIp, isSameOrigin, sessionCookie, twoFactorCookie } from '~/server/auth/request-auth.server';
import { startBrowserSession } from '~/server/auth/sign-in.server';
import { startTwoFactorLogin } from '~/server/auth/two-factor.server';

export async function action({ request, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) return data<LoginActionData>({ ok: false, error: authMessages.badOrigin }, { status: 403 });
  const ip = clientIp(request);
  try {
    const user = await createAuthenticator(context.db, ip).authenticate('password', request);
    if (user.twoFactorEnabled) {
      const challenge = await startTwoFactorLogin(context.db, user.id);
      return data<LoginActionData>(
        { ok: false, requires2fa: true, userId: user.id },
        { headers: { 'Set-Cookie': twoFactorCookie(context.vars.APP_ENV, challenge) } },
      );
    }
    const token = await startBrowserSession(context.db, user, { ip, userAgent: request.headers.get('User-Agent') }, context.auth?.token);
    return data<LoginActionData>({ ok: true }, { headers: { 'Set-Cookie': sessionCookie(context.vars.APP_ENV, token) } });
  } catch (error) {
    if (!(error instanceof SignInError)) throw error;
    const headers: Record<string, string> = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
    return data<LoginActionData>({ ok: false, error: error.message }, { status: error.status, headers });
  }
}
