/**
 * The numbers of a boleto de cobrança, FEBRABAN's layout (the same on every bank):
 *
 * barcode, 44 digits: bank (3) · currency (1, 9 = real) · general check digit (1) · due-date factor (4) ·
 * amount in cents (10) · free field (25, the bank's own: agency, account, nosso número…).
 *
 * linha digitável, 47 digits, what a payer types: field 1 = bank, currency and the free field's first 5 digits
 * + a modulo-10 check digit; field 2 = the free field's next 10 + DV; field 3 = its last 10 + DV; field 4 = the
 * barcode's general check digit; field 5 = factor + amount.
 *
 * Pure: no imports, so scripts load it by relative path.
 */

/** The day FEBRABAN's due-date factor counts from (factor 0; factor 1000 is 2000-07-03). */
const FACTOR_BASE = Date.UTC(1997, 9, 7);
const DAY_MS = 86_400_000;
/** The first day with a factor: earlier due dates cannot be drawn (FEBRABAN's cycles start at 1000). */
const FIRST_FACTOR_DAY = 1000;

export interface BoletoBarcodeInput {
  /** the bank's compensation code, 3 digits */
  bankCode: string;
  /** 9 = real */
  currencyCode: string;
  /** YYYY-MM-DD */
  dueDate: string;
  amountCents: number;
  /** the bank's 25 digits */
  freeField: string;
}

const DIGITS = (n: number) => new RegExp(`^\\d{${n}}$`);

/** Modulo 11 with weights 2–9 from the right; 0, 10 and 11 become 1 (the barcode's general check digit). */
export function modulo11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/** Modulo 10 with weights 2, 1, 2… from the right, products' digits summed (each field of the linha). */
export function modulo10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The due-date factor: days since 07/10/1997, from 1000 (03/07/2000) to 9999 (21/02/2025); then FEBRABAN's
 * rule starts it again at 1000 on 22/02/2025 and every 9,000 days after (9999 again on 13/10/2049, 1000 on the 14th).
 */
export function dueDateFactor(dueDate: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dueDate);
  const time = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (!m || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== dueDate) {
    throw new RangeError(`not a date: ${dueDate}`);
  }
  const days = Math.round((time - FACTOR_BASE) / DAY_MS);
  if (days < FIRST_FACTOR_DAY) throw new RangeError(`a due date before 2000-07-03 has no factor: ${dueDate}`);
  return FIRST_FACTOR_DAY + ((days - FIRST_FACTOR_DAY) % 9000);
}

/** The 44-digit barcode. */
export function boletoBarcode(input: BoletoBarcodeInput): string {
  if (!DIGITS(3).test(input.bankCode)) throw new RangeError('bank code must be 3 digits');
  if (!DIGITS(1).test(input.currencyCode)) throw new RangeError('currency code must be 1 digit');
  if (!DIGITS(25).test(input.freeField)) throw new RangeError('free field must be 25 digits');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0 || input.amountCents > 9_999_999_999) {
    throw new RangeError('amount must be 0 to 99,999,999.99 in cents');
  }
  const factor = String(dueDateFactor(input.dueDate)).padStart(4, '0');
  const amount = String(input.amountCents).padStart(10, '0');
  const rest = `${factor}${amount}${input.freeField}`;
  const head = `${input.bankCode}${input.currencyCode}`;
  return `${head}${modulo11(head + rest)}${rest}`;
}

/** Whether 44 digits are a barcode whose general check digit is right. */
export function isValidBarcode(barcode: string): boolean {
  if (!DIGITS(44).test(barcode)) return false;
  return Number(barcode[4]) === modulo11(barcode.slice(0, 4) + barcode.slice(5));
}

/** The 47-digit linha digitável of a barcode. */
export function linhaDigitavel(barcode: string): string {
  if (!isValidBarcode(barcode)) throw new RangeError('not a valid 44-digit barcode');
  const free = barcode.slice(19);
  const field1 = barcode.slice(0, 4) + free.slice(0, 5);
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15, 25);
  return `${field1}${modulo10(field1)}${field2}${modulo10(field2)}${field3}${modulo10(field3)}${barcode[4]}${barcode.slice(5, 19)}`;
}

/** Whether 47 digits are a linha digitável: each field's modulo-10 digit and the general modulo-11 one. */
export function isValidLinhaDigitavel(linha: string): boolean {
  if (!DIGITS(47).test(linha)) return false;
  const fields: [string, string][] = [
    [linha.slice(0, 9), linha[9]!],
    [linha.slice(10, 20), linha[20]!],
    [linha.slice(21, 31), linha[31]!],
  ];
  if (fields.some(([digits, dv]) => modulo10(digits) !== Number(dv))) return false;
  return isValidBarcode(unchecked(linha));
}

function unchecked(linha: string): string {
  return linha.slice(0, 4) + linha[32] + linha.slice(33, 47) + linha.slice(4, 9) + linha.slice(10, 20) + linha.slice(21, 31);
}

/** The barcode a linha digitável stands for; refuses one whose check digits are wrong. */
export function barcodeFromLinhaDigitavel(linha: string): string {
  if (!isValidLinhaDigitavel(linha)) throw new RangeError('not a valid linha digitável');
  return unchecked(linha);
}

/** `00190.00009 01234.567891 23456.789012 3 12340000012345`: as banks print it. */
export function formatLinhaDigitavel(linha: string): string {
  if (!DIGITS(47).test(linha)) throw new RangeError('a linha digitável has 47 digits');
  return [
    `${linha.slice(0, 5)}.${linha.slice(5, 10)}`,
    `${linha.slice(10, 15)}.${linha.slice(15, 21)}`,
    `${linha.slice(21, 26)}.${linha.slice(26, 32)}`,
    linha[32],
    linha.slice(33),
  ].join(' ');
}
