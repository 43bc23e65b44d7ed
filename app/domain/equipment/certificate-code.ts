/**
 * A wipe certificate's verification code, `ARM-XXXX-XXXX`: eight characters from an alphabet without the
 * ones people confuse (0/O, 1/I), drawn from random bytes. The alphabet has 32 characters, so each byte's
 * low five bits pick one without bias.
 */
export const CERTIFICATE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CERTIFICATE_CODE_RANDOM_BYTES = 8;

/** The code the bytes spell (the first eight are used). */
export function certificateCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < CERTIFICATE_CODE_RANDOM_BYTES) throw new RangeError('a certificate code needs 8 random bytes');
  const chars = Array.from(bytes.subarray(0, CERTIFICATE_CODE_RANDOM_BYTES), (b) => CERTIFICATE_CODE_ALPHABET[b & 31]!);
  return `ARM-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}
