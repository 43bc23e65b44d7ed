/**
 * What a form makes of the answer to its submit, kept pure (useApiForm applies it): a failure's message
 * (the server's, or the form's own) and the fields the server named; a success's toast or green banner.
 * Also the rules of the form's banner: a live check shown once the form was tried, and how long a
 * message stays.
 */

import { authMessages } from '~/i18n/auth-messages';

/** An answer from `apiRequest`, or from any other step (an upload, a passkey ceremony) in its shape. */
export type Outcome<T> = { ok: true; data: T } | { ok: false; error: string; status?: number; payload?: unknown };

/**
 * Whether the server asked for the current password before a sensitive change (the sign-in is older than
 * 10 minutes): the caller asks for it and sends the change again with `password`.
 */
export function asksForPassword(outcome: Outcome<unknown>): boolean {
  return !outcome.ok && outcome.status === 403 && outcome.error === authMessages.reauthRequired;
}

/** The code of a step-up refused for want of the second factor (decision 0036). */
export const FACTOR_REQUIRED = 'factor_required';

/**
 * Whether the server asked an account with a second factor for it (a code or a passkey, never the password)
 * before a sensitive change: the caller asks for it and sends the change again.
 */
export function asksForFactor(outcome: Outcome<unknown>): boolean {
  if (outcome.ok || outcome.status !== 403) return false;
  const { payload } = outcome;
  return typeof payload === 'object' && payload !== null && 'code' in payload && payload.code === FACTOR_REQUIRED;
}

/** A code typed where a TOTP or a backup code is accepted, as the API's body field that carries it. */
export function factorCodeBody(code: string): { two_factor_token: string } | { backup_code: string } {
  const trimmed = code.trim();
  return /^\d{6}$/.test(trimmed) ? { two_factor_token: trimmed } : { backup_code: trimmed };
}

/** Messages under the fields, by the API's field name. */
export type FieldErrors = Record<string, string>;

/** The form's banner: red for an error, green for a success. */
export interface FormBanner {
  kind: 'error' | 'success';
  text: string;
}

export interface OutcomeRules<T> {
  /** a failure's message, whatever the server said */
  errorText?: string;
  /** a success's toast: a text, or one made from the answer */
  successToast?: string | ((data: T) => string);
  /** a success's green banner */
  successBanner?: string;
}

export type Settled =
  { ok: false; error: string; fieldErrors: FieldErrors } | { ok: true; toast: string | null; banner: FormBanner | null };

/** The `fields` of a refusal's body (`{ error, fields: { name: message } }`), else none. */
export function fieldErrorsOf(payload: unknown): FieldErrors {
  if (!payload || typeof payload !== 'object' || !('fields' in payload)) return {};
  const { fields } = payload;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function settle<T>(outcome: Outcome<T>, rules: OutcomeRules<T>): Settled {
  if (!outcome.ok) return { ok: false, error: rules.errorText ?? outcome.error, fieldErrors: fieldErrorsOf(outcome.payload) };
  const toast = typeof rules.successToast === 'function' ? rules.successToast(outcome.data) : (rules.successToast ?? null);
  return { ok: true, toast, banner: rules.successBanner ? { kind: 'success', text: rules.successBanner } : null };
}

/**
 * The banner shown: the submit's own message first; else, once the form was tried, what its live check
 * says now (it goes as soon as the fields pass).
 */
export function shownBanner(banner: FormBanner | null, tried: boolean, check: string | null | undefined): FormBanner | null {
  if (banner) return banner;
  return tried && check ? { kind: 'error', text: check } : null;
}

/** How long, in ms, a banner stays before it clears by itself (null: until the next submit). */
export type BannerLifetime = Partial<Record<FormBanner['kind'], number>>;

export function bannerLifetime(banner: FormBanner | null, lifetime: BannerLifetime | undefined): number | null {
  return (banner && lifetime?.[banner.kind]) ?? null;
}
