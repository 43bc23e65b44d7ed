/**
 * PIX "copia e cola" (BR Code): the EMV merchant-presented QR payload of the Banco Central do Brasil.
 * Each field is ID (2 digits) + length (2 digits) + value; the payload ends with the CRC16/CCITT-FALSE
 * of everything before it, including the CRC field's own "6304".
 */

export interface PixCharge {
  /** the house's PIX key: e-mail, CPF/CNPJ digits, +55 phone or random key (EVP) */
  key: string;
  /** up to 25 characters, shown by the payer's bank */
  merchantName: string;
  /** up to 15 characters */
  merchantCity: string;
  /** the amount in cents; absent, the payer types it */
  amountCents?: number;
  /** identifies the payment in the house's statement: up to 25 letters and digits ('***' when none) */
  txid?: string;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR) as 4 hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function field(id: string, value: string): string {
  const length = new TextEncoder().encode(value).length;
  if (length > 99) throw new RangeError(`PIX field ${id} is longer than 99 bytes`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** Letters, digits and spaces only, without accents, cut to `max` (what every bank's reader accepts). */
export function pixText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** A txid from any identifier: letters and digits only, at most 25. */
export function pixTxid(text: string): string {
  const txid = text.replace(/[^A-Za-z0-9]/g, '').slice(0, 25);
  return txid || '***';
}

/** The "copia e cola" text of a charge; the same text is what its QR code encodes. */
export function pixPayload(charge: PixCharge): string {
  return brCode({
    account: field('00', 'br.gov.bcb.pix') + field('01', charge.key.trim()),
    amountCents: charge.amountCents,
    merchantName: charge.merchantName,
    merchantCity: charge.merchantCity,
    referenceLabel: charge.txid ?? '***',
  });
}

/**
 * An EMV BR Code with its CRC: the format, the point of initiation when given ('12': a charge paid once), the
 * merchant account (26), category 0000, BRL, the amount when given, country, merchant, city and reference label.
 */
function brCode(code: {
  pointOfInitiation?: '12';
  account: string;
  amountCents?: number;
  merchantName: string;
  merchantCity: string;
  referenceLabel: string;
}): string {
  const parts = [
    field('00', '01'), // payload format indicator
    ...(code.pointOfInitiation ? [field('01', code.pointOfInitiation)] : []),
    field('26', code.account), // merchant account information: PIX
    field('52', '0000'), // merchant category code: not informed
    field('53', '986'), // currency: BRL
  ];
  if (code.amountCents !== undefined) {
    if (!Number.isSafeInteger(code.amountCents) || code.amountCents <= 0) throw new RangeError('PIX amount must be positive cents');
    parts.push(field('54', (code.amountCents / 100).toFixed(2)));
  }
  parts.push(
    field('58', 'BR'),
    field('59', pixText(code.merchantName, 25)),
    field('60', pixText(code.merchantCity, 15)),
    field('62', field('05', code.referenceLabel)), // additional data: reference label (txid)
  );
  const withoutCrc = `${parts.join('')}6304`;
  return withoutCrc + crc16(withoutCrc);
}

/** Whether a payload's own CRC checks out (what a bank's app verifies first). */
export function pixPayloadIsValid(payload: string): boolean {
  if (payload.length < 8 || payload.slice(-8, -4) !== '6304') return false;
  return crc16(payload.slice(0, -4)) === payload.slice(-4);
}

export interface PixDynamicCharge {
  /** the charge's payload location at the PSP, without scheme (the standard's `location`) */
  location: string;
  merchantName: string;
  merchantCity: string;
  /** shown by the payer's bank before it fetches the payload; the payload's own amount prevails */
  amountCents?: number;
  /** field 62-05: '***' on dynamic charges (the txid travels in the payload) */
  referenceLabel?: string;
}

/** The "copia e cola" of a dynamic charge (cob/cobv): the payer's bank reads the charge at its location. */
export function pixDynamicPayload(charge: PixDynamicCharge): string {
  return brCode({
    pointOfInitiation: '12',
    account: field('00', 'br.gov.bcb.pix') + field('25', charge.location),
    amountCents: charge.amountCents,
    merchantName: charge.merchantName,
    merchantCity: charge.merchantCity,
    referenceLabel: charge.referenceLabel ?? '***',
  });
}
