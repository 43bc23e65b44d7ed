/** /api/auth (spec §7): register, login and its 2FA step, refresh, logout, password reset, 2FA set-up, profile, password, verify, me. */
import { Hono } from 'hono';
import { networkKey } from '~/domain/network-address';
import { authMessages } from '~/i18n/auth-messages';
import { liveText } from '~/i18n/pt-BR-live';
import {
  looseStrings,
  normalizeEmail,
  validatePasswordChange,
  validateProfile,
  validateRegister,
  validateResetConfirm,
  validateResetRequest,
} from '~/schemas/auth';
import { changePassword, markProfilePromptShown, updateProfile } from '~/server/accounts/profile.server';
import { registerUser, toUserDto } from '~/server/accounts/users.server';
import { commonPasswordError } from '~/server/auth/common-passwords.server';
import { confirmPasswordReset, resetCookie, resetCookieName, scheduleResetRequest } from '~/server/auth/password-reset.server';
import { confirmFactorChange } from '~/server/auth/reauthentication.server';
import {
  clearSessionCookie,
  clientIp,
  isApiClient,
  readCookie,
  twoFactorCookie,
  twoFactorCookieName,
} from '~/server/auth/request-auth.server';
import { raiseSession, revokeFamily, revokeRefreshFamily, revokeSession } from '~/server/auth/sessions.server';
import { deviceTokenOf } from '~/server/auth/sign-in-devices.server';
import { refreshApiTokens, signInWithPassword } from '~/server/auth/sign-in.server';
import {
  clearSocketTicketCookies,
  socketTicketCookies,
  socketTicketDto,
  socketTicketExpiryDto,
  socketTicketFor,
} from '~/server/auth/socket-ticket.server';
import { disableTwoFactor, enableTwoFactor, finishTwoFactorLogin, setupTwoFactor, verifyFactorCode } from '~/server/auth/two-factor.server';
import { audit } from '~/server/platform/audit.server';
import { deliverMailSoon } from '~/server/platform/mail.server';
import { hitRateLimit, hitRateLimits, RATE_LIMITS } from '~/server/platform/rate-limit.server';
import { jsonBody } from './body';
import { closeEndedSessionSockets } from './ended-sessions';
import { apiError, apiRefusal } from './errors';
import { publicRoute, requireApproved, requireUser } from './guards';
import { reportToPulse } from './pulse';
import { signIn } from './sign-in';
import type { ApiEnv } from './types';

const registerShape = looseStrings(['name', 'email', 'password', 'confirmPassword', 'accountType', 'cpf', 'cnpj']);
const loginShape = looseStrings(['email', 'password', 'two_factor_token']);
const resetShape = looseStrings(['email']);
const confirmShape = looseStrings(['token', 'new_password', 'confirm_password']);
const verifyShape = looseStrings(['user_id', 'token', 'backup_code', 'challenge']);
const codeShape = looseStrings(['token', 'password', 'two_factor_token', 'backup_code']);
const raiseShape = looseStrings(['token', 'backup_code']);
const profileShape = looseStrings(['name', 'phone', 'cep', 'address', 'number', 'complement', 'neighborhood', 'city', 'state']);
const passwordShape = looseStrings(['current_password', 'new_password']);

export const authApi = new Hono<ApiEnv>()
  .post('/register', publicRoute, async (c) => {
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const input = registerShape.parse(body);
    const error =
      validateRegister({ ...input, confirmPassword: 'confirmPassword' in body ? input.confirmPassword : undefined }) ??
      commonPasswordError(input.password);
    if (error) return apiError(c, 422, error);
    const { db, settings } = c.var.rc;
    const limited = await hitRateLimit(db, `register:ip:${networkKey(clientIp(c.req.raw))}`, settings.limits.registrations);
    if (!limited.allowed) {
      c.header('Retry-After', String(limited.retryAfterSeconds));
      return apiError(c, 429, authMessages.tooManyAttempts);
    }
    const result = await registerUser(db, input);
    if (!result.ok) return apiError(c, 409, result.reason === 'email_taken' ? authMessages.emailTaken : authMessages.documentTaken);
    await audit(db, {
      actorUserId: result.user.id,
      action: 'user.register',
      targetType: 'user',
      targetId: result.user.id,
      ip: clientIp(c.req.raw),
    });
    reportToPulse(c, { event: 'registration', userId: result.user.id });
    return c.json({ data: { user: toUserDto(result.user) } }, 201);
  })
  .post('/login', publicRoute, async (c) => {
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const input = loginShape.parse(body);
    const { db, settings } = c.var.rc;
    const result = await signInWithPassword(
      db,
      {
        email: input.email,
        password: input.password,
        twoFactorCode: input.two_factor_token,
        deviceToken: deviceTokenOf(c.req.raw, settings.appEnv),
      },
      clientIp(c.req.raw),
    );
    if (result.step === 'refused') return apiRefusal(c, result);
    if (result.step === 'signed_in') return c.json({ data: await signIn(c, result.user, result.factor) });
    // The second step's challenge: in the JSON for an API client, in an HttpOnly cookie for a browser.
    // `methods`: what it may take ('passkey' alone: an administrator whose only factor is a passkey signs in with it).
    const step = { requires_2fa: true, user_id: result.user.id, methods: result.methods };
    if (!result.challenge) return c.json({ data: step });
    if (isApiClient(c.req.raw)) return c.json({ data: { ...step, challenge: result.challenge } });
    c.header('Set-Cookie', twoFactorCookie(settings.appEnv, result.challenge));
    return c.json({ data: step });
  })
  .post('/2fa/verify', publicRoute, async (c) => {
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const { db, settings } = c.var.rc;
    const input = verifyShape.parse(body);
    const challenge = input.challenge || readCookie(c.req.raw, twoFactorCookieName(settings.appEnv)) || '';
    // A backup code is meant when no TOTP code is given and the backup_code field is there.
    const useBackup = !input.token && typeof body.backup_code === 'string';
    const result = await finishTwoFactorLogin(db, {
      userId: Number(input.user_id),
      challenge,
      token: input.token,
      backupCode: input.backup_code,
      useBackup,
      ip: clientIp(c.req.raw),
    });
    if (!result.ok) return apiRefusal(c, result);
    c.header('Set-Cookie', twoFactorCookie(settings.appEnv, '', 0));
    return c.json({ data: await signIn(c, result.value, useBackup ? 'backup_code' : 'totp') });
  })
  // Raising a session opened with the password alone with a TOTP or backup code (decision 0036; a passkey:
  // /api/auth/passkeys/raise): the session then counts as opened with it.
  .post('/session/raise', requireUser, async (c) => {
    const input = raiseShape.parse((await jsonBody(c)) ?? {});
    const { db } = c.var.rc;
    const result = await verifyFactorCode(db, c.var.auth.user, {
      token: input.token,
      backupCode: input.backup_code,
      ip: clientIp(c.req.raw),
    });
    if (!result.ok) return apiRefusal(c, result);
    await raiseSession(db, c.var.auth.sessionId, result.value);
    return c.json({ data: { message: authMessages.sessionRaised } });
  })
  // Turning 2FA on (set-up and the confirming code) needs the current password or a recent sign-in; an
  // administrator's, the factor they already have (decision 0036).
  .post('/2fa/setup', requireUser, async (c) => {
    const proof = codeShape.parse((await jsonBody(c)) ?? {});
    const confirmed = await confirmFactorChange(c.var.rc.db, c.var.auth, {
      password: proof.password,
      token: proof.two_factor_token,
      backupCode: proof.backup_code,
      ip: clientIp(c.req.raw),
    });
    if (!confirmed.ok) return apiRefusal(c, confirmed);
    const result = await setupTwoFactor(c.var.rc.db, c.var.auth.user);
    return result.ok ? c.json({ data: result.value }) : apiError(c, result.status, result.message);
  })
  .post('/2fa/enable', requireUser, async (c) => {
    const { token, ...proof } = codeShape.parse((await jsonBody(c)) ?? {});
    const confirmed = await confirmFactorChange(c.var.rc.db, c.var.auth, {
      password: proof.password,
      token: proof.two_factor_token,
      backupCode: proof.backup_code,
      ip: clientIp(c.req.raw),
    });
    if (!confirmed.ok) return apiRefusal(c, confirmed);
    const result = await enableTwoFactor(c.var.rc.db, c.var.auth.user, token, clientIp(c.req.raw));
    if (!result.ok) return apiRefusal(c, result);
    // The code just shown is the new factor: this session now counts as opened with it.
    await raiseSession(c.var.rc.db, c.var.auth.sessionId, 'totp');
    deliverMailSoon(c.var.rc);
    return c.json({ data: result.value });
  })
  // Turning it off always asks for the password and a current code.
  .post('/2fa/disable', requireUser, async (c) => {
    const { token, password } = codeShape.parse((await jsonBody(c)) ?? {});
    const result = await disableTwoFactor(c.var.rc.db, c.var.auth.user, password, token, clientIp(c.req.raw));
    if (!result.ok) return apiRefusal(c, result);
    // An administrator's dashboards check the factor again (decision 0036).
    closeEndedSessionSockets(c, c.var.auth.user.id);
    deliverMailSoon(c.var.rc);
    return c.json({ data: { message: 'ok' } });
  })
  .post('/refresh', publicRoute, async (c) => {
    const body = await jsonBody(c);
    const token = typeof body?.refresh_token === 'string' ? body.refresh_token : '';
    const tokens = await refreshApiTokens(c.var.rc.db, token, { ip: clientIp(c.req.raw), userAgent: c.req.header('User-Agent') });
    if (!tokens) return apiError(c, 401, authMessages.invalidRefresh);
    return c.json({ data: { ...tokens, user: toUserDto(tokens.user) } });
  })
  .post('/logout', publicRoute, async (c) => {
    const { db, settings } = c.var.rc;
    const auth = c.var.auth;
    if (auth) await revokeSession(db, auth.token);
    // A bearer session ends with its refresh-token family: the client cannot mint another access token.
    if (auth?.refreshFamilyId) await revokeFamily(db, auth.refreshFamilyId);
    const body = await jsonBody(c);
    if (typeof body?.refresh_token === 'string') await revokeRefreshFamily(db, body.refresh_token);
    if (auth) closeEndedSessionSockets(c, auth.user.id);
    c.header('Set-Cookie', clearSessionCookie(settings.appEnv));
    for (const cookie of clearSocketTicketCookies(settings.appEnv)) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ data: { message: 'ok' } });
  })
  .post('/password-reset', publicRoute, async (c) => {
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const { email } = resetShape.parse(body);
    const error = validateResetRequest({ email });
    if (error) return apiError(c, 422, error);
    const rc = c.var.rc;
    const limited = await hitRateLimits(rc.db, [
      [`reset:acct:${normalizeEmail(email)}`, RATE_LIMITS.resetPerAccount],
      [`reset:ip:${networkKey(clientIp(c.req.raw))}`, RATE_LIMITS.resetPerIp],
    ]);
    if (!limited.allowed) {
      c.header('Retry-After', String(limited.retryAfterSeconds));
      return apiError(c, 429, authMessages.tooManyAttempts);
    }
    scheduleResetRequest(rc, email, new URL(c.req.url).origin);
    return c.json({ data: { message: authMessages.resetSent } });
  })
  .post('/password-reset/confirm', publicRoute, async (c) => {
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const input = confirmShape.parse(body);
    const error =
      validateResetConfirm({
        password: input.new_password,
        confirmPassword: 'confirm_password' in body ? input.confirm_password : undefined,
      }) ?? commonPasswordError(input.new_password);
    if (error) return apiError(c, 422, error);
    // The link's token: in the body (API clients), or in the cookie the reset page moved it to (decision 0036).
    const { appEnv } = c.var.rc.settings;
    const token = input.token || readCookie(c.req.raw, resetCookieName(appEnv)) || '';
    const userId = await confirmPasswordReset(c.var.rc.db, token, input.new_password, clientIp(c.req.raw));
    if (userId === null) return apiError(c, 400, authMessages.resetInvalidToken);
    c.header('Set-Cookie', resetCookie(appEnv, '', 0));
    closeEndedSessionSockets(c, userId);
    deliverMailSoon(c.var.rc);
    return c.json({ data: { message: authMessages.resetDone } });
  })
  .put('/profile', requireApproved, async (c) => {
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const user = c.var.auth.user;
    const input = profileShape.parse(body);
    // Fields left out keep their value; the name and phone are required, so they default to the current ones.
    const profile = { ...input, name: 'name' in body ? input.name : user.name, phone: 'phone' in body ? input.phone : (user.phone ?? '') };
    const error = validateProfile(profile);
    if (error) return apiError(c, 422, error);
    const updated = await updateProfile(c.var.rc.db, user, profile);
    return c.json({ data: { user: toUserDto(updated), message: authMessages.profileSaved } });
  })
  .put('/password', requireUser, async (c) => {
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const input = passwordShape.parse(body);
    const error =
      validatePasswordChange({ currentPassword: input.current_password, newPassword: input.new_password }) ??
      commonPasswordError(input.new_password);
    if (error) return apiError(c, 422, error);
    const changed = await changePassword(c.var.rc.db, c.var.auth, input.current_password, input.new_password, clientIp(c.req.raw));
    if (!changed.ok) return apiRefusal(c, changed);
    closeEndedSessionSockets(c, c.var.auth.user.id);
    deliverMailSoon(c.var.rc);
    return c.json({ data: { message: authMessages.passwordChanged } });
  })
  .post('/profile-prompt', requireUser, async (c) => {
    await markProfilePromptShown(c.var.rc.db, c.var.auth.user.id);
    return c.json({ data: { message: 'ok' } });
  })
  .get('/verify', requireUser, (c) => c.json({ data: { user: toUserDto(c.var.auth.user) } }))
  .get('/me', requireUser, (c) => c.json({ data: { user: toUserDto(c.var.auth.user) } }))
  // A socket ticket for this session (docs/decisions/0029): API clients get it in the body; a page whose
  // ticket expired (a cookie session) gets it in its HttpOnly cookies and only the expiry in the body (0036).
  .post('/socket-ticket', requireUser, async (c) => {
    const { settings } = c.var.rc;
    const auth = c.var.auth;
    const issued = await socketTicketFor(settings.socketTicketKeys, auth);
    if (!issued) return apiError(c, 503, liveText.socket.ticketUnavailable);
    if (auth.kind === 'bearer') return c.json({ data: socketTicketDto(issued) });
    for (const cookie of socketTicketCookies(settings.appEnv, issued, { admin: auth.user.isAdmin })) {
      c.header('Set-Cookie', cookie, { append: true });
    }
    return c.json({ data: socketTicketExpiryDto(issued) });
  });
