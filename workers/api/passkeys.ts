/**
 * /api/auth/passkeys: register (signed in), sign in (public), raise a password-only session with one (signed
 * in, decision 0036), list and remove (signed in).
 */
import { Hono, type Context } from 'hono';
import { networkKey } from '~/domain/network-address';
import { authMessages } from '~/i18n/auth-messages';
import { looseStrings } from '~/schemas/auth';
import {
  authenticateWithPasskey,
  authenticationOptions,
  listPasskeys,
  removeAllPasskeys,
  registerPasskey,
  registrationOptions,
  raiseOptions,
  relyingPartyOf,
  removePasskey,
} from '~/server/auth/passkeys.server';
import { confirmFactorChange } from '~/server/auth/reauthentication.server';
import { clientIp } from '~/server/auth/request-auth.server';
import { raiseSession } from '~/server/auth/sessions.server';
import { deliverMailSoon } from '~/server/platform/mail.server';
import { hitRateLimit, RATE_LIMITS } from '~/server/platform/rate-limit.server';
import { jsonBody } from './body';
import { closeEndedSessionSockets } from './ended-sessions';
import { apiError, apiRefusal } from './errors';
import { publicRoute, requireUser, type SignedInEnv } from './guards';
import { signIn } from './sign-in';
import type { ApiEnv } from './types';

const proofShape = looseStrings(['password', 'two_factor_token', 'backup_code']);

/** What the caller sent to confirm a change of their factors (decision 0036: an administrator shows a factor). */
const proofOf = (c: Context<SignedInEnv>, body: Record<string, unknown> | null) => {
  const proof = proofShape.parse(body ?? {});
  return { password: proof.password, token: proof.two_factor_token, backupCode: proof.backup_code, ip: clientIp(c.req.raw) };
};

/** The account's own budget for passkey options (raising a session, adding a passkey): a 429 past it. */
async function accountOptionsRefused(c: Context<SignedInEnv>) {
  const limited = await hitRateLimit(
    c.var.rc.db,
    `passkey-options:acct:${c.var.auth.user.id}`,
    RATE_LIMITS.passkeyRegisterOptionsPerAccount,
  );
  if (limited.allowed) return null;
  return apiRefusal(c, { status: 429, message: authMessages.tooManyAttempts, retryAfterSeconds: limited.retryAfterSeconds });
}

export const passkeysApi = new Hono<ApiEnv>()
  .post('/login/options', publicRoute, async (c) => {
    const limited = await hitRateLimit(
      c.var.rc.db,
      `passkey-options:ip:${networkKey(clientIp(c.req.raw))}`,
      RATE_LIMITS.passkeyLoginOptionsPerIp,
    );
    if (!limited.allowed)
      return apiRefusal(c, { status: 429, message: authMessages.tooManyAttempts, retryAfterSeconds: limited.retryAfterSeconds });
    return c.json({ data: await authenticationOptions(c.var.rc.db, relyingPartyOf(c.req.raw)) });
  })
  .post('/login/verify', publicRoute, async (c) => {
    const body = await jsonBody(c);
    const user = body?.response ? await authenticateWithPasskey(c.var.rc.db, body.response as never, relyingPartyOf(c.req.raw)) : null;
    if (!user) return apiError(c, 401, authMessages.passkeyFailed);
    return c.json({ data: await signIn(c, user, 'passkey') });
  })
  // Raising a session opened with the password alone (or a step-up before a sensitive action) with one of
  // the account's own passkeys: the session then counts as opened with it.
  .post('/raise/options', requireUser, async (c) => {
    const refused = await accountOptionsRefused(c);
    if (refused) return refused;
    return c.json({ data: await raiseOptions(c.var.rc.db, c.var.auth.user, relyingPartyOf(c.req.raw)) });
  })
  .post('/raise/verify', requireUser, async (c) => {
    const body = await jsonBody(c);
    const { db } = c.var.rc;
    const user = body?.response
      ? await authenticateWithPasskey(db, body.response as never, relyingPartyOf(c.req.raw), c.var.auth.user.id)
      : null;
    if (!user) return apiError(c, 401, authMessages.passkeyFailed);
    await raiseSession(db, c.var.auth.sessionId, 'passkey');
    return c.json({ data: { message: authMessages.sessionRaised } });
  })
  // Adding or removing a passkey needs the current password or a sign-in within the last 10 minutes.
  .post('/register/options', requireUser, async (c) => {
    const refused = await accountOptionsRefused(c);
    if (refused) return refused;
    const confirmed = await confirmFactorChange(c.var.rc.db, c.var.auth, proofOf(c, await jsonBody(c)));
    if (!confirmed.ok) return apiRefusal(c, confirmed);
    return c.json({ data: await registrationOptions(c.var.rc.db, c.var.auth.user, relyingPartyOf(c.req.raw)) });
  })
  .post('/register/verify', requireUser, async (c) => {
    const body = await jsonBody(c);
    const confirmed = await confirmFactorChange(c.var.rc.db, c.var.auth, proofOf(c, body));
    if (!confirmed.ok) return apiRefusal(c, confirmed);
    const name = typeof body?.name === 'string' ? body.name : '';
    const added = body?.response
      ? await registerPasskey(c.var.rc.db, c.var.auth.user, body.response as never, name, relyingPartyOf(c.req.raw), clientIp(c.req.raw))
      : null;
    if (!added) return apiError(c, 400, authMessages.passkeyFailed);
    // The passkey just registered is a factor shown on this session: it now counts as opened with it.
    await raiseSession(c.var.rc.db, c.var.auth.sessionId, 'passkey');
    deliverMailSoon(c.var.rc);
    return c.json({ data: { id: added.id, name: added.name, created_at: added.createdAt } }, 201);
  })
  .get('/', requireUser, async (c) => c.json({ data: await listPasskeys(c.var.rc.db, c.var.viewer.id) }))
  // 'Remover todas' (the password change lists them): the same confirmation as removing one.
  .delete('/', requireUser, async (c) => {
    const confirmed = await confirmFactorChange(c.var.rc.db, c.var.auth, proofOf(c, await jsonBody(c)));
    if (!confirmed.ok) return apiRefusal(c, confirmed);
    const removed = await removeAllPasskeys(c.var.rc.db, c.var.auth.user, clientIp(c.req.raw));
    if (removed > 0) deliverMailSoon(c.var.rc);
    // An administrator's dashboards check the factor again (decision 0036).
    if (removed > 0) closeEndedSessionSockets(c, c.var.auth.user.id);
    return c.json({ data: { removed } });
  })
  .delete('/:id', requireUser, async (c) => {
    const confirmed = await confirmFactorChange(c.var.rc.db, c.var.auth, proofOf(c, await jsonBody(c)));
    if (!confirmed.ok) return apiRefusal(c, confirmed);
    const removed = await removePasskey(c.var.rc.db, c.var.auth.user, c.req.param('id'), clientIp(c.req.raw));
    if (!removed) return apiError(c, 404, authMessages.passkeyNotFound);
    deliverMailSoon(c.var.rc);
    closeEndedSessionSockets(c, c.var.auth.user.id);
    return c.json({ data: { message: 'ok' } });
  });
