/**
 * The administrators' sensitive actions (promote, demote, delete an account, approve or reject a payment,
 * complete a pickup, lift a suspension) ask for a step-up (`stepUp`, decision 0036): an account with a second
 * factor shows it — a factor presented on this session within the last 10 minutes, or a TOTP or backup code
 * in the body (`two_factor_token`, `backup_code`); a passkey is shown by raising the session first
 * (/api/auth/passkeys/raise) — and never the password. Otherwise 403 with the code `factor_required`, which
 * the back office answers by asking for the code or the passkey and sending the action again. An account
 * without a factor (the development-only exemption) confirms its password as before: `password` in the body
 * or a sign-in within 10 minutes, else 403 'Por segurança, confirme sua senha atual para continuar.'.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { looseStrings } from '~/schemas/auth';
import { stepUp } from '~/server/auth/reauthentication.server';
import { clientIp } from '~/server/auth/request-auth.server';
import { jsonBody } from './body';
import { apiRefusal } from './errors';
import type { SignedInEnv } from './guards';

const proofShape = looseStrings(['password', 'two_factor_token', 'backup_code']);

/** `when`: only for the calls it holds for (a role change, not an approval; completing a pickup, not marking it ready). */
export function requireRecentSignIn(
  when: (c: Context, body: Record<string, unknown>) => boolean = () => true,
): MiddlewareHandler<SignedInEnv> {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const body = (await jsonBody(c)) ?? {};
    if (when(c, body)) {
      const proof = proofShape.parse(body);
      const confirmed = await stepUp(c.var.rc.db, c.var.auth, {
        password: proof.password,
        token: proof.two_factor_token,
        backupCode: proof.backup_code,
        ip: clientIp(c.req.raw),
      });
      if (!confirmed.ok) return apiRefusal(c, confirmed);
    }
    await next();
  });
}
