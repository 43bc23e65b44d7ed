/**
 * Passkeys (WebAuthn) with @simplewebauthn/server: register from Meu Perfil, sign in from the login modal
 * (discoverable credentials, no e-mail needed), list and remove. Challenges live 5 minutes in D1, single-use.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '~/server/db/client.server';
import { authChallenges, passkeys, users, type UserRow } from '~/server/db/schema';
import { audit } from '~/server/platform/audit.server';
import { sendSecurityNotice } from './security-notices.server';
import { fromBase64url, sha256Hex } from './tokens.server';

const CHALLENGE_MS = 5 * 60_000;
const RP_NAME = 'Arremate';

export interface RelyingParty {
  /** the site's origin, e.g. https://arremate.com.br */
  origin: string;
  /** its host name (the RP ID) */
  id: string;
}

export function relyingPartyOf(request: Request): RelyingParty {
  const url = new URL(request.url);
  return { origin: url.origin, id: url.hostname };
}

async function storeChallenge(db: Db, challenge: string, purpose: 'passkey_register' | 'passkey_login', userId: number | null) {
  await db.insert(authChallenges).values({
    id: await sha256Hex(challenge),
    userId,
    purpose,
    challenge,
    expiresAt: new Date(Date.now() + CHALLENGE_MS).toISOString(),
  });
}

/** Takes a stored challenge once (deleted on use); null when unknown, expired or for another purpose/user. */
async function takeChallenge(db: Db, challenge: string, purpose: 'passkey_register' | 'passkey_login', userId: number | null) {
  const [row] = await db
    .delete(authChallenges)
    .where(
      and(
        eq(authChallenges.id, await sha256Hex(challenge)),
        eq(authChallenges.purpose, purpose),
        gt(authChallenges.expiresAt, new Date().toISOString()),
      ),
    )
    .returning();
  if (!row || (userId !== null && row.userId !== userId)) return null;
  return row.challenge;
}

/** The challenge the browser signed, read from clientDataJSON (base64url JSON). */
function signedChallenge(clientDataJSON: string): string {
  const bytes = fromBase64url(clientDataJSON);
  if (!bytes) return '';
  try {
    const json = new TextDecoder().decode(bytes);
    return String((JSON.parse(json) as { challenge?: string }).challenge ?? '');
  } catch {
    return '';
  }
}

export async function registrationOptions(db: Db, user: UserRow, rp: RelyingParty) {
  const existing = await db.select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(`arremate-user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.id,
      transports: p.transports ? (JSON.parse(p.transports) as AuthenticatorTransport[]) : undefined,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await storeChallenge(db, options.challenge, 'passkey_register', user.id);
  return options;
}

export async function registerPasskey(
  db: Db,
  user: UserRow,
  response: RegistrationResponseJSON,
  name: string,
  rp: RelyingParty,
  ip: string,
) {
  const challenge = await takeChallenge(db, signedChallenge(response?.response?.clientDataJSON ?? ''), 'passkey_register', user.id);
  if (!challenge) return null;
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
  }).catch(() => null);
  if (!verification?.verified || !verification.registrationInfo) return null;
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const [row] = await db
    .insert(passkeys)
    .values({
      id: credential.id,
      userId: user.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ? JSON.stringify(credential.transports) : null,
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      name: name.trim().slice(0, 60) || 'Passkey',
    })
    .returning({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt });
  await audit(db, { actorUserId: user.id, action: 'user.passkey_add', targetType: 'user', targetId: user.id, ip });
  await sendSecurityNotice(db, user, 'passkey_added');
  return row!;
}

export async function authenticationOptions(db: Db, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'preferred' });
  await storeChallenge(db, options.challenge, 'passkey_login', null);
  return options;
}

/**
 * Options to raise a signed-in session with one of the account's own passkeys (decision 0036): the challenge
 * is the account's, so only an assertion by one of its passkeys answers it.
 */
export async function raiseOptions(db: Db, user: Pick<UserRow, 'id'>, rp: RelyingParty) {
  const own = await db.select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, user.id));
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'preferred',
    allowCredentials: own.map((p) => ({
      id: p.id,
      transports: p.transports ? (JSON.parse(p.transports) as AuthenticatorTransport[]) : undefined,
    })),
  });
  await storeChallenge(db, options.challenge, 'passkey_login', user.id);
  return options;
}

/**
 * The user a signed assertion proves, or null. `userId`: the assertion must answer a challenge made for that
 * account (a session's raise) and be signed by one of its passkeys.
 */
export async function authenticateWithPasskey(
  db: Db,
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  userId: number | null = null,
): Promise<UserRow | null> {
  const challenge = await takeChallenge(db, signedChallenge(response?.response?.clientDataJSON ?? ''), 'passkey_login', userId);
  if (!challenge || typeof response.id !== 'string') return null;
  const [found] = await db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.id, response.id))
    .limit(1);
  if (!found || found.user.deletedAt || (userId !== null && found.user.id !== userId)) return null;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: found.passkey.id,
      publicKey: new Uint8Array(found.passkey.publicKey),
      counter: found.passkey.counter,
      transports: found.passkey.transports ? (JSON.parse(found.passkey.transports) as AuthenticatorTransport[]) : undefined,
    },
  }).catch(() => null);
  if (!verification?.verified) return null;
  await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date().toISOString() })
    .where(eq(passkeys.id, found.passkey.id));
  return found.user;
}

export async function listPasskeys(db: Db, userId: number) {
  const rows = await db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt));
  return rows.map((p) => ({ id: p.id, name: p.name, created_at: p.createdAt, last_used_at: p.lastUsedAt }));
}

export async function removePasskey(db: Db, user: UserRow, id: string, ip: string): Promise<boolean> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
    .returning({ id: passkeys.id });
  if (removed.length === 0) return false;
  await audit(db, { actorUserId: user.id, action: 'user.passkey_remove', targetType: 'user', targetId: user.id, ip });
  await sendSecurityNotice(db, user, 'passkey_removed');
  return true;
}

/** 'Remover todas': every passkey of the account at once (after a password change, to lock out a planted one). */
export async function removeAllPasskeys(db: Db, user: UserRow, ip: string): Promise<number> {
  const removed = await db.delete(passkeys).where(eq(passkeys.userId, user.id)).returning({ id: passkeys.id });
  if (removed.length === 0) return 0;
  await audit(db, { actorUserId: user.id, action: 'user.passkey_remove_all', targetType: 'user', targetId: user.id, ip });
  await sendSecurityNotice(db, user, 'passkey_removed');
  return removed.length;
}
