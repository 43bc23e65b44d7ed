/** Input masks for Brazilian documents, phones and CEPs (what the user sees; values travel unmasked). */
import { normalizeCnpj, onlyDigits } from './documents';

function apply(chars: string, pattern: string): string {
  let out = '';
  let i = 0;
  for (const p of pattern) {
    if (i >= chars.length) break;
    if (p === '#') out += chars[i++];
    else out += p;
  }
  return out;
}

/** 000.000.000-00 */
export const maskCpf = (value: string) => apply(onlyDigits(value).slice(0, 11), '###.###.###-##');

/** 00.000.000/0000-00, letters allowed in the first 12 characters (alphanumeric CNPJ). */
export const maskCnpj = (value: string) => apply(normalizeCnpj(value).slice(0, 14), '##.###.###/####-##');

/** (DD) NNNNN-NNNN for mobiles, (DD) NNNN-NNNN for landlines. */
export function maskPhone(value: string): string {
  const digits = onlyDigits(value).slice(0, 11);
  return digits.length <= 10 ? apply(digits, '(##) ####-####') : apply(digits, '(##) #####-####');
}

/** NNNNN-NNN */
export const maskCep = (value: string) => apply(onlyDigits(value).slice(0, 8), '#####-###');
