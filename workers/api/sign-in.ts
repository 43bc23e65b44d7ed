import type { Context } from 'hono';
import { clientIp, sessionCookie } from '~/server/auth/request-auth.server';
import { issueApiTokens, startBrowserSession } from '~/server/auth/sign-in.server';
import type { UserRow } from '~/server/db/schema';
import { toUserDto } from '~/server/users.server';
import { reportToPulse } from './pulse';
import type { ApiEnv } from './types';

/** Signs the user in: a cookie session for the browser, and bearer + refresh tokens for API clients. */
export async function signIn(c: Context<ApiEnv>, user: UserRow) {
  const { db, vars } = c.var.rc;
  const meta = { ip: clientIp(c.req.raw), userAgent: c.req.header('User-Agent') };
  const previous = c.var.auth?.kind === 'cookie' ? c.var.auth.token : null;
  const [cookieToken, tokens] = await Promise.all([startBrowserSession(db, user, meta, previous), issueApiTokens(db, user, meta)]);
  c.header('Set-Cookie', sessionCookie(vars.APP_ENV, cookieToken));
  reportToPulse(c, { event: 'sign_in', userId: user.id });
  return { ...tokens, user: toUserDto(user) };
}
