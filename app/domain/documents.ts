/**
 * Brazilian document numbers. CPF: 11 digits, two mod-11 check digits. CNPJ: 14 characters; since July 2026
 * the first 12 may be letters (A–Z) or digits, each worth its ASCII code − 48, and the last 2 are check digits.
 */

export const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** Strips a CNPJ's mask, keeping letters (upper-cased) and digits. */
export const normalizeCnpj = (value: string) => value.toUpperCase().replace(/[^0-9A-Z]/g, '');

function cpfDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** The CPF's two check digits for its first nine digits. */
export function cpfCheckDigits(nine: string): string {
  const first = cpfDigit(nine, 9);
  return `${first}${cpfDigit(`${nine}${first}`, 10)}`;
}

export function isValidCpf(value: string): boolean {
  const cpf = onlyDigits(value);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  return cpf.slice(9) === cpfCheckDigits(cpf.slice(0, 9));
}

const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function cnpjDigit(base: string): number {
  const weights = CNPJ_WEIGHTS.slice(CNPJ_WEIGHTS.length - base.length);
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += (base.charCodeAt(i) - 48) * weights[i]!;
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The CNPJ's two check digits for its first twelve characters. */
export function cnpjCheckDigits(twelve: string): string {
  const first = cnpjDigit(twelve);
  return `${first}${cnpjDigit(`${twelve}${first}`)}`;
}

export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^0{14}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  return cnpj.slice(12) === cnpjCheckDigits(cnpj.slice(0, 12));
}
