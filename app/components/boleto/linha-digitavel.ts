/**
 * A boleto's 47-digit linha digitável in FEBRABAN's groups: `AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D
 * EEEEEEEEEEEEEE` (three fields with their check digits, the general check digit, due-date factor and value).
 * Anything else is returned as it came.
 */
export function formatLinhaDigitavel(digits: string): string {
  const m = /^(\d{5})(\d{5})(\d{5})(\d{6})(\d{5})(\d{6})(\d)(\d{14})$/.exec(digits);
  return m ? `${m[1]}.${m[2]} ${m[3]}.${m[4]} ${m[5]}.${m[6]} ${m[7]} ${m[8]}` : digits;
}
