/**
 * Account forms, validated the same way in the browser and on the server: each `validate*` returns the
 * first failing rule's message, rules checked in the order the forms list them, or null. The server parses the JSON shape with
 * zod first (`looseStrings`), so a wrong type reads as a missing field, never as a crash.
 */
import { isValidCnpj, isValidCpf, normalizeCnpj, onlyDigits } from '~/domain/documents';
import { authMessages } from '~/i18n/auth-messages';
import { z } from '~/schemas/zod';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const LIMITS = { name: 120, email: 254, password: 128, code: 32, phone: 20, number: 10, text: 120 } as const;

const tooLong = (label: string, max: number) => `${label} deve ter no máximo ${max} caracteres`;

/** Any JSON value → a string (non-strings become ''), so validation reports "required" for wrong types. */
const looseString = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''));

export function looseStrings<K extends string>(keys: readonly K[]) {
  return z.object(Object.fromEntries(keys.map((k) => [k, looseString])) as Record<K, typeof looseString>);
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  confirmPassword?: string;
  accountType: string;
  cpf: string;
  cnpj: string;
}

function passwordRules(password: string): string | null {
  if (!password) return authMessages.passwordRequired;
  if (password.length < 6) return authMessages.passwordShort;
  if (password.length > LIMITS.password) return tooLong('Senha', LIMITS.password);
  if (!/\p{L}/u.test(password)) return authMessages.passwordLetter;
  if (!/\d/.test(password)) return authMessages.passwordDigit;
  return null;
}

function emailRules(email: string): string | null {
  const value = email.trim();
  if (!value) return authMessages.emailRequired;
  if (value.length > LIMITS.email || !EMAIL_PATTERN.test(value)) return authMessages.emailInvalid;
  return null;
}

export function validateRegister(input: RegisterInput): string | null {
  const name = input.name.trim();
  if (!name) return authMessages.nameRequired;
  if (name.length < 2) return authMessages.nameShort;
  if (name.length > LIMITS.name) return tooLong('Nome', LIMITS.name);
  const email = emailRules(input.email);
  if (email) return email;
  const password = passwordRules(input.password);
  if (password) return password;
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) return authMessages.passwordMismatch;
  if (input.accountType === 'PJ') {
    if (!normalizeCnpj(input.cnpj)) return authMessages.cnpjRequired;
    if (!isValidCnpj(input.cnpj)) return authMessages.cnpjInvalid;
  } else {
    if (!onlyDigits(input.cpf)) return authMessages.cpfRequired;
    if (!isValidCpf(input.cpf)) return authMessages.cpfInvalid;
  }
  return null;
}

export function validateLogin(input: { email: string; password: string }): string | null {
  if (!EMAIL_PATTERN.test(input.email.trim()) || input.email.length > LIMITS.email) return authMessages.emailInvalid;
  if (!input.password) return authMessages.loginPasswordRequired;
  if (input.password.length > LIMITS.password) return tooLong('Senha', LIMITS.password);
  return null;
}

export function validateResetRequest(input: { email: string }): string | null {
  if (!input.email.trim()) return authMessages.resetEmailRequired;
  if (!EMAIL_PATTERN.test(input.email.trim()) || input.email.length > LIMITS.email) return authMessages.emailInvalid;
  return null;
}

export function validateResetConfirm(input: { password: string; confirmPassword?: string }): string | null {
  if (!input.password || input.confirmPassword === '') return authMessages.resetAllRequired;
  if (input.confirmPassword !== undefined && input.password !== input.confirmPassword) return authMessages.resetMismatch;
  if (input.password.length < 6) return authMessages.resetShort;
  return passwordRules(input.password);
}

/** 2FA: a 6-digit code, or else a non-empty backup code. */
export function validateTwoFactor(input: { token: string; backupCode: string; useBackup: boolean }): string | null {
  if (input.useBackup) return input.backupCode.trim() && input.backupCode.length <= LIMITS.code ? null : authMessages.twoFactorBackup;
  return /^\d{6}$/.test(input.token) ? null : authMessages.twoFactorCode;
}

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

export interface ProfileInput {
  name: string;
  phone: string;
  cep: string;
  address: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}

/** Profile: name and phone required, phone ≥ 10 digits (≤ 20 chars), CEP 8 digits, UF, number ≤ 10. */
export function validateProfile(input: ProfileInput): string | null {
  const name = input.name.trim();
  if (!name) return authMessages.nameRequired;
  if (name.length < 2) return authMessages.nameShort;
  if (name.length > LIMITS.name) return tooLong('Nome', LIMITS.name);
  if (onlyDigits(input.phone).length < 10 || input.phone.length > LIMITS.phone) return authMessages.phoneInvalid;
  if (input.cep && onlyDigits(input.cep).length !== 8) return authMessages.cepInvalid;
  if (input.number.length > LIMITS.number) return tooLong('Número', LIMITS.number);
  if (input.state && !(UFS as readonly string[]).includes(input.state.trim().toUpperCase())) return authMessages.stateInvalid;
  for (const [label, value] of [
    ['Endereço', input.address],
    ['Complemento', input.complement],
    ['Bairro', input.neighborhood],
    ['Cidade', input.city],
  ] as const) {
    if (value.length > LIMITS.text) return tooLong(label, LIMITS.text);
  }
  return null;
}

export function validatePasswordChange(input: { currentPassword: string; newPassword: string }): string | null {
  if (!input.currentPassword) return authMessages.loginPasswordRequired;
  return passwordRules(input.newPassword);
}

/** What the login form's action (POST /entrar) answers the modal. */
export type LoginActionData = { ok: true } | { ok: false; error: string } | { ok: false; requires2fa: true; userId: number };
