/**
 * Password hashing with scrypt (N=2^14, r=8, p=5: 16 MiB, an OWASP-listed setting) from node:crypto,
 * stored as a PHC-style string: $scrypt$ln=14,r=8,p=5$<salt b64>$<hash b64>.
 * (Not PBKDF2: production workerd refuses more than 100,000 iterations, too few.)
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';

const LN = 14;
const R = 8;
const P = 5;
const KEY_LENGTH = 32;
const MAXMEM = 64 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, ln: number, r: number, p: number, keylen: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, keylen, { N: 2 ** ln, r, p, maxmem: MAXMEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, LN, R, P, KEY_LENGTH);
  return `$scrypt$ln=${LN},r=${R},p=${P}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = PHC.exec(stored);
  if (!m) return false;
  const [, ln, r, p, salt, hash] = m as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), +ln, +r, +p, expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when a stored hash uses weaker parameters than today's and should be rehashed at next login. */
export function needsRehash(stored: string): boolean {
  const m = PHC.exec(stored);
  return !m || +m[1]! < LN || +m[2]! < R || +m[3]! < P;
}
