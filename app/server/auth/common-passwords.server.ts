/** The 10,000 most common passwords, refused on registration, change and reset. Server-only; the Set is built on first use. */
import { isCommonPassword } from '~/domain/password-strength';
import { authMessages } from '~/i18n/auth-messages';
import { COMMON_PASSWORDS } from './common-passwords-list.server';

let common: Set<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(COMMON_PASSWORDS.split('\n'));
  return common;
}

/** The Portuguese refusal when the password is one of the most common, else null. */
export function commonPasswordError(password: string): string | null {
  return isCommonPassword(password, commonPasswords()) ? authMessages.passwordCommon : null;
}
