/** /api/auth (spec §7): register, login and its 2FA step, refresh, logout, password reset, 2FA set-up, profile, password, verify, me. */
import { Hono } from 'hono';
import { authMessages } from '~/i18n/auth-messages';
import {
  looseStrings,
  normalizeEmail,
  validateLogin,
  validatePasswordChange,
  validateProfile,
  validateRegister,
  validateResetConfirm,
  validateResetRequest,
} from '~/schemas/auth';
import { audit } from '~/server/audit.server';
import { checkPassword } from '~/server/auth/login.server';
import { confirmPasswordReset, requestPasswordReset } from '~/server/auth/password-reset.server';
import { clearSessionCookie, clientIp, readCookie, twoFactorCookie, twoFactorCookieName } from '~/server/auth/request-auth.server';
import { createSession, revokeRefreshFamily, revokeSession, rotateRefreshToken } from '~/server/auth/sessions.server';
import {
  disableTwoFactor,
  enableTwoFactor,
  finishTwoFactorLogin,
  setupTwoFactor,
  startTwoFactorLogin,
} from '~/server/auth/two-factor.server';
import { changePassword, markProfilePromptShown, updateProfile } from '~/server/profile.server';
import { hitRateLimit, hitRateLimits, RATE_LIMITS } from '~/server/rate-limit.server';
import { deliverMailSoon } from '~/server/request-context.server';
import { registerUser, toUserDto } from '~/server/users.server';
import { jsonBody } from './body';
import { apiError } from './errors';
import { publicRoute, requireApproved, requireUser } from './guards';
import { reportToPulse } from './pulse';
import { signIn } from './sign-in';
import type { ApiEnv } from './types';

const registerShape = looseStrings(['name', 'email', 'password', 'confirmPassword', 'accountType', 'cpf', 'cnpj']);
const loginShape = looseStrings(['email', 'password']);
const resetShape = looseStrings(['email']);
const confirmShape = looseStrings(['token', 'new_password', 'confirm_password']);
const verifyShape = looseStrings(['user_id', 'token', 'backup_code', 'challenge']);
const codeShape = looseStrings(['token', 'password']);
const profileShape = looseStrings(['name', 'phone', 'cep', 'address', 'number', 'complement', 'neighborhood', 'city', 'state']);
const passwordShape = looseStrings(['current_password', 'new_password']);

export const authApi = new Hono<ApiEnv>()
  .post('/register', publicRoute, async (c) => {
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const input = registerShape.parse(body);
    const error = validateRegister({ ...input, confirmPassword: 'confirmPassword' in body ? input.confirmPassword : undefined });
    if (error) return apiError(c, 422, error);
    const { db } = c.var.rc;
    const limited = await hitRateLimit(db, `register:ip:${clientIp(c.req.raw)}`, RATE_LIMITS.registerPerIp);
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
    const error = validateLogin(input);
    if (error) return apiError(c, 422, error);
    const { db, vars } = c.var.rc;
    const checked = await checkPassword(db, input.email, input.password, clientIp(c.req.raw));
    if (!checked.ok) {
      if (checked.retryAfterSeconds) c.header('Retry-After', String(checked.retryAfterSeconds));
      return apiError(c, checked.status, checked.message);
    }
    if (!checked.user.twoFactorEnabled) return c.json({ data: await signIn(c, checked.user) });
    const challenge = await startTwoFactorLogin(db, checked.user.id);
    const code = typeof body.two_factor_token === 'string' ? body.two_factor_token : '';
    if (code) {
      const second = await finishTwoFactorLogin(db, {
        userId: checked.user.id,
        challenge,
        token: code,
        backupCode: '',
        useBackup: false,
        ip: clientIp(c.req.raw),
      });
      return second.ok ? c.json({ data: await signIn(c, second.value) }) : apiError(c, second.status, second.message);
    }
    c.header('Set-Cookie', twoFactorCookie(vars.APP_ENV, challenge));
    return c.json({ data: { requires_2fa: true, user_id: checked.user.id, challenge } });
  })
  .post('/2fa/verify', publicRoute, async (c) => {
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const { db, vars } = c.var.rc;
    const input = verifyShape.parse(body);
    const challenge = input.challenge || readCookie(c.req.raw, twoFactorCookieName(vars.APP_ENV)) || '';
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
    if (!result.ok) return apiError(c, result.status, result.message);
    const data = await signIn(c, result.value);
    c.header('Set-Cookie', twoFactorCookie(vars.APP_ENV, '', 0), { append: true });
    return c.json({ data });
  })
  .post('/2fa/setup', requireUser, async (c) => {
    const result = await setupTwoFactor(c.var.rc.db, c.var.auth.user);
    return result.ok ? c.json({ data: result.value }) : apiError(c, result.status, result.message);
  })
  .post('/2fa/enable', requireUser, async (c) => {
    const body = (await jsonBody(c)) ?? {};
    const { token } = codeShape.parse(body);
    const result = await enableTwoFactor(c.var.rc.db, c.var.auth.user, token, clientIp(c.req.raw));
    return result.ok ? c.json({ data: result.value }) : apiError(c, result.status, result.message);
  })
  .post('/2fa/disable', requireUser, async (c) => {
    const body = (await jsonBody(c)) ?? {};
    const { token, password } = codeShape.parse(body);
    const result = await disableTwoFactor(c.var.rc.db, c.var.auth.user, password, token, clientIp(c.req.raw));
    return result.ok ? c.json({ data: { message: 'ok' } }) : apiError(c, result.status, result.message);
  })
  .post('/refresh', publicRoute, async (c) => {
    const body = await jsonBody(c);
    const token = typeof body?.refresh_token === 'string' ? body.refresh_token : '';
    const { db } = c.var.rc;
    const rotated = await rotateRefreshToken(db, token);
    if (!rotated) return apiError(c, 401, authMessages.invalidRefresh);
    const access = await createSession(db, rotated.user.id, 'bearer', { ip: clientIp(c.req.raw), userAgent: c.req.header('User-Agent') });
    return c.json({
      data: {
        access_token: access.token,
        refresh_token: rotated.refreshToken,
        token_type: 'Bearer',
        expires_at: access.expiresAt,
        user: toUserDto(rotated.user),
      },
    });
  })
  .post('/logout', publicRoute, async (c) => {
    const { db, vars } = c.var.rc;
    if (c.var.auth) await revokeSession(db, c.var.auth.token);
    const body = await jsonBody(c);
    if (typeof body?.refresh_token === 'string') await revokeRefreshFamily(db, body.refresh_token);
    c.header('Set-Cookie', clearSessionCookie(vars.APP_ENV));
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
      [`reset:ip:${clientIp(c.req.raw)}`, RATE_LIMITS.resetPerIp],
    ]);
    if (!limited.allowed) {
      c.header('Retry-After', String(limited.retryAfterSeconds));
      return apiError(c, 429, authMessages.tooManyAttempts);
    }
    if (await requestPasswordReset(rc.db, email, new URL(c.req.url).origin)) deliverMailSoon(rc);
    return c.json({ data: { message: authMessages.resetSent } });
  })
  .post('/password-reset/confirm', publicRoute, async (c) => {
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const input = confirmShape.parse(body);
    const error = validateResetConfirm({
      password: input.new_password,
      confirmPassword: 'confirm_password' in body ? input.confirm_password : undefined,
    });
    if (error) return apiError(c, 422, error);
    const done = await confirmPasswordReset(c.var.rc.db, input.token, input.new_password, clientIp(c.req.raw));
    if (!done) return apiError(c, 400, authMessages.resetInvalidToken);
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
    const error = validatePasswordChange({ currentPassword: input.current_password, newPassword: input.new_password });
    if (error) return apiError(c, 422, error);
    const auth = c.var.auth;
    const changed = await changePassword(
      c.var.rc.db,
      auth.user,
      input.current_password,
      input.new_password,
      auth.token,
      clientIp(c.req.raw),
    );
    return changed ? c.json({ data: { message: authMessages.passwordChanged } }) : apiError(c, 401, authMessages.wrongPassword);
  })
  .post('/profile-prompt', requireUser, async (c) => {
    await markProfilePromptShown(c.var.rc.db, c.var.auth.user.id);
    return c.json({ data: { message: 'ok' } });
  })
  .get('/verify', requireUser, (c) => c.json({ data: { user: toUserDto(c.var.auth.user) } }))
  .get('/me', requireUser, (c) => c.json({ data: { user: toUserDto(c.var.auth.user) } }));
