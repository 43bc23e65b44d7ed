/**
 * The account forms' rules as zod schemas, the same in the browser and on the server: a form checks its fields
 * with `firstRefusal(schema, fields)` before sending them, and the API refuses a body with the same schema (through
 * the `validate*` functions), so both say the same words. The message is the first rule broken, rules checked in
 * the order the form lists its fields (a field's own rules first, then those across fields). The server parses the
 * JSON shape with zod first (`looseStrings`), so a wrong type reads as a missing field, never as a crash.
 */
import { isValidCnpj, isValidCpf, normalizeCnpj, onlyDigits } from '~/domain/documents';
import { authMessages } from '~/i18n/auth-messages';
import { accountText } from '~/i18n/pt-BR-account';
import { z } from '~/schemas/zod';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const LIMITS = { name: 120, email: 254, password: 128, code: 32, phone: 20, number: 10, text: 120 } as const;

/** Any JSON value → a string (non-strings become ''), so validation reports "required" for wrong types. */
const looseString = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''));

export function looseStrings<K extends string>(keys: readonly K[]) {
  return z.object(Object.fromEntries(keys.map((k) => [k, looseString])) as Record<K, typeof looseString>);
}

/** The message of the first rule `input` breaks, or null when it passes. */
export function firstRefusal<S extends z.ZodType>(schema: S, input: z.input<S>): string | null {
  const parsed = schema.safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const labels = accountText.profile;

/** A free text up to `max` characters, named by its form label in the message. */
const capped = (label: string, max: number) => z.string().max(max, authMessages.tooLong(label, max));

const personName = z
  .string()
  .trim()
  .min(1, authMessages.nameRequired)
  .min(2, authMessages.nameShort)
  .max(LIMITS.name, authMessages.tooLong(labels.name, LIMITS.name));

/** An e-mail address (trimmed); `required` is what an empty one reads. */
const emailAddress = (required: string) =>
  z.string().trim().min(1, required).max(LIMITS.email, authMessages.emailInvalid).regex(EMAIL_PATTERN, authMessages.emailInvalid);

/** A password being chosen: 6 to 128 characters, a letter and a digit among them. */
const newPassword = z
  .string()
  .min(1, authMessages.passwordRequired)
  .min(6, authMessages.passwordShort)
  .max(LIMITS.password, authMessages.tooLong(accountText.auth.password, LIMITS.password))
  .regex(/\p{L}/u, authMessages.passwordLetter)
  .regex(/\d/, authMessages.passwordDigit);

/** The password of an account that exists: only required. */
const currentPassword = z.string().min(1, authMessages.loginPasswordRequired);

/** A confirmation, when the form sends one (an API client may not): the same as the password. */
const confirms = (password: string, confirmation: string | undefined) => confirmation === undefined || confirmation === password;

const cpf = z
  .string()
  .refine((v) => onlyDigits(v) !== '', authMessages.cpfRequired)
  .refine(isValidCpf, authMessages.cpfInvalid);

const cnpj = z
  .string()
  .refine((v) => normalizeCnpj(v) !== '', authMessages.cnpjRequired)
  .refine(isValidCnpj, authMessages.cnpjInvalid);

/** 'Criar sua conta': a Pessoa Jurídica ('PJ') gives its CNPJ, any other account its CPF. */
export const registerSchema = z
  .object({
    name: personName,
    email: emailAddress(authMessages.emailRequired),
    password: newPassword,
    confirmPassword: z.string().optional(),
    accountType: z.string(),
    cpf: z.string(),
    cnpj: z.string(),
  })
  .refine((v) => confirms(v.password, v.confirmPassword), { message: authMessages.passwordMismatch, path: ['confirmPassword'] })
  .superRefine((v, ctx) => {
    const [field, rule] = v.accountType === 'PJ' ? (['cnpj', cnpj] as const) : (['cpf', cpf] as const);
    const message = firstRefusal(rule, v[field]);
    if (message) ctx.addIssue({ code: 'custom', message, path: [field] });
  });

export type RegisterInput = z.input<typeof registerSchema>;

/** 'Entrar': a well-formed e-mail (an empty one is as invalid) and a password. */
export const loginSchema = z.object({
  email: emailAddress(authMessages.emailInvalid),
  password: currentPassword.max(LIMITS.password, authMessages.tooLong(accountText.auth.password, LIMITS.password)),
});

/** 'Recuperar Senha': the account's e-mail. */
export const resetRequestSchema = z.object({ email: emailAddress(authMessages.resetEmailRequired) });

/** 'Redefinir Senha': both fields filled and alike first, then the new password's own rules. */
export const resetConfirmSchema = z
  .object({ password: z.string(), confirmPassword: z.string().optional() })
  .refine((v) => v.password !== '' && v.confirmPassword !== '', authMessages.resetAllRequired)
  .refine((v) => confirms(v.password, v.confirmPassword), authMessages.resetMismatch)
  .pipe(z.object({ password: z.string().min(6, authMessages.resetShort).pipe(newPassword) }));

/** A code from the authenticator app: 6 digits. */
export const twoFactorCode = z.string().regex(/^\d{6}$/, authMessages.twoFactorCode);

/** A backup code: not blank, 32 characters at the most. */
const backupCode = z.string().max(LIMITS.code, authMessages.twoFactorBackup).trim().min(1, authMessages.twoFactorBackup);

/** The second step of a login: a code from the app, or a backup code. */
export const twoFactorSchema = z.discriminatedUnion('useBackup', [
  z.object({ useBackup: z.literal(false), token: twoFactorCode }),
  z.object({ useBackup: z.literal(true), backupCode }),
]);

/** 'Desativar 2FA': the current password and a code from the app. */
export const twoFactorDisableSchema = z.object({ password: currentPassword, token: twoFactorCode });

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

/** Profile: name and phone required, phone ≥ 10 digits (≤ 20 chars), CEP 8 digits, UF, number ≤ 10. */
export const profileSchema = z.object({
  name: personName,
  phone: z.string().refine((v) => onlyDigits(v).length >= 10 && v.length <= LIMITS.phone, authMessages.phoneInvalid),
  cep: z.string().refine((v) => !v || onlyDigits(v).length === 8, authMessages.cepInvalid),
  number: capped(labels.number, LIMITS.number),
  state: z.string().refine((v) => !v || (UFS as readonly string[]).includes(v.trim().toUpperCase()), authMessages.stateInvalid),
  address: capped(labels.street, LIMITS.text),
  complement: capped(labels.complement, LIMITS.text),
  neighborhood: capped(labels.neighborhood, LIMITS.text),
  city: capped(labels.city, LIMITS.text),
});

export type ProfileInput = z.input<typeof profileSchema>;

/** 'Alterar senha': the current password, the new one (and its confirmation, in the form). */
export const passwordChangeSchema = z
  .object({ currentPassword, newPassword, confirmPassword: z.string().optional() })
  .refine((v) => confirms(v.newPassword, v.confirmPassword), { message: authMessages.passwordMismatch, path: ['confirmPassword'] });

// The API's checks, by the names its handlers call.
export const validateRegister = (input: RegisterInput) => firstRefusal(registerSchema, input);
export const validateLogin = (input: z.input<typeof loginSchema>) => firstRefusal(loginSchema, input);
export const validateResetRequest = (input: z.input<typeof resetRequestSchema>) => firstRefusal(resetRequestSchema, input);
export const validateResetConfirm = (input: z.input<typeof resetConfirmSchema>) => firstRefusal(resetConfirmSchema, input);
export const validateProfile = (input: ProfileInput) => firstRefusal(profileSchema, input);
export const validatePasswordChange = (input: z.input<typeof passwordChangeSchema>) => firstRefusal(passwordChangeSchema, input);

/** What the login form's action (POST /entrar) answers the modal. */
/** `methods`: what the second step may take (a code from the app or a backup code, a passkey). */
export type LoginActionData =
  { ok: true } | { ok: false; error: string } | { ok: false; requires2fa: true; userId: number; methods: Array<'totp' | 'passkey'> };
