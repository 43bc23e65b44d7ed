import type { Context } from 'hono';
import { toUserDto } from '~/server/accounts/users.server';
import { clientIp, isApiClient, sessionCookie } from '~/server/auth/request-auth.server';
import { deviceCookie, deviceTokenOf, rememberDevice } from '~/server/auth/sign-in-devices.server';
import { issueApiTokens, startBrowserSession } from '~/server/auth/sign-in.server';
import type { SessionFactor, UserRow } from '~/server/db/schema';
import { reportToPulse } from './pulse';
import type { ApiEnv } from './types';

/**
 * Signs the user in, recording the factor the sign-in took (`password` alone, `totp`, `backup_code`,
 * `passkey`: decision 0036). A browser gets a new HttpOnly cookie session and only the user in the JSON; an API
 * client that sent `X-Arremate-Client: api` gets bearer and refresh tokens instead (docs/decisions/0014).
 */
export async function signIn(c: Context<ApiEnv>, user: UserRow, factor: SessionFactor) {
  const { db, settings } = c.var.rc;
  const meta = { ip: clientIp(c.req.raw), userAgent: c.req.header('User-Agent') };
  reportToPulse(c, { event: 'sign_in', userId: user.id });
  if (isApiClient(c.req.raw)) return { ...(await issueApiTokens(db, user, meta, factor)), user: toUserDto(user) };
  const previous = c.var.auth?.kind === 'cookie' ? c.var.auth.token : null;
  c.header('Set-Cookie', sessionCookie(settings.appEnv, await startBrowserSession(db, user, meta, previous, factor)), { append: true });
  // This browser now has a sign-in budget of its own for the account (decision 0036).
  const device = await rememberDevice(db, user.id, deviceTokenOf(c.req.raw, settings.appEnv));
  if (device) c.header('Set-Cookie', deviceCookie(settings.appEnv, device), { append: true });
  return { user: toUserDto(user) };
}
