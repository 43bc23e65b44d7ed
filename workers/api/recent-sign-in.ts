/**
 * The administrators' sensitive actions (promote, demote, delete an account, approve or reject a payment,
 * complete a pickup) ask what the profile's sensitive changes ask: the current password in the body
 * (`password`) or a sign-in within the last 10 minutes (`reauthenticate`, one mechanism for both). Otherwise
 * 403 'Por segurança, confirme sua senha atual para continuar.', which the back office answers by asking for
 * the password and sending the action again with it.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { looseStrings } from '~/schemas/auth';
import { reauthenticate } from '~/server/auth/reauthentication.server';
import { jsonBody } from './body';
import { apiRefusal } from './errors';
import type { SignedInEnv } from './guards';

const passwordShape = looseStrings(['password']);

/** `when`: only for the calls it holds for (a role change, not an approval; completing a pickup, not marking it ready). */
export function requireRecentSignIn(
  when: (c: Context, body: Record<string, unknown>) => boolean = () => true,
): MiddlewareHandler<SignedInEnv> {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const body = (await jsonBody(c)) ?? {};
    if (when(c, body)) {
      const confirmed = await reauthenticate(c.var.rc.db, c.var.auth, passwordShape.parse(body).password);
      if (!confirmed.ok) return apiRefusal(c, confirmed);
    }
    await next();
  });
}
