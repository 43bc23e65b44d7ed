/** The password strength label: under 6 characters 'Muito fraca'; else 1 point each for length ≥ 8, upper, lower, digit, symbol. */
export type PasswordStrength = 'Muito fraca' | 'Fraca' | 'Média' | 'Forte';

export function passwordStrength(password: string): PasswordStrength {
  if (password.length < 6) return 'Muito fraca';
  const points = [
    password.length >= 8,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
  if (points <= 2) return 'Fraca';
  if (points === 3) return 'Média';
  return 'Forte';
}

/**
 * Is the password one of the list's (the most common passwords, lower-cased)? Compared without case, so
 * 'Password1' counts as 'password1'. The list is given, not imported: this module stays free of data.
 */
export function isCommonPassword(password: string, common: ReadonlySet<string>): boolean {
  return common.has(password.normalize('NFKC').toLowerCase());
}
