/**
 * Web Push's settings (decision record 0044): the VAPID key pair the house signs its pushes with and the contact
 * the push services see (`VAPID_PUBLIC_KEY`, the secret `VAPID_PRIVATE_KEY`, `VAPID_SUBJECT`: all three, or
 * none), and `PUSH_LOCAL_ENDPOINTS`, a test-only switch that lets a push service on this machine over http://
 * (the tests' own), refused in production. Without the keys nothing is pushed (the bell and e-mail go on);
 * production's start-up check names them.
 */
import { fromBase64url } from '~/domain/base64url';
import { isUncompressedP256Point } from '~/domain/web-push/encryption';
import { isVapidSubject } from '~/domain/web-push/vapid';
import { z } from '~/schemas/zod';
import type { AppEnv } from '~/server/platform/app-env.server';
import type { PushSettings } from '~/server/platform/settings.server';

export const PUSH_VARS = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;

export type PushVars = Partial<Record<(typeof PUSH_VARS)[number] | 'PUSH_LOCAL_ENDPOINTS', string>>;

/** Unpadded base64url of exactly `size` bytes (and, for a public key, an uncompressed point: first byte 4). */
const keyOf = (size: number, point: boolean) =>
  z
    .string()
    .trim()
    .refine((text) => {
      const bytes = fromBase64url(text);
      return bytes !== null && (point ? isUncompressedP256Point(bytes) : bytes.length === size);
    });

const pushVars = z.object({
  VAPID_PUBLIC_KEY: keyOf(65, true),
  VAPID_PRIVATE_KEY: keyOf(32, false),
  VAPID_SUBJECT: z.string().trim().refine(isVapidSubject),
});

/**
 * The VAPID settings the vars give: null when none of them is set; an error naming the vars (never their values)
 * when some are missing or malformed, as a half-configured PSP: a house that meant to push never stops silently.
 */
export function parsePushSettings(vars: PushVars): PushSettings | null {
  if (PUSH_VARS.every((name) => !vars[name])) return null;
  const parsed = pushVars.safeParse(Object.fromEntries(PUSH_VARS.map((name) => [name, vars[name]])));
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    throw new Error(`Web Push settings incomplete or not valid: ${names.join(', ')} (set every one of ${PUSH_VARS.join(', ')}, or none)`);
  }
  return { publicKey: parsed.data.VAPID_PUBLIC_KEY, privateKey: parsed.data.VAPID_PRIVATE_KEY, subject: parsed.data.VAPID_SUBJECT };
}

/**
 * VAPID public keys written in this repository (the Workers tests' pair, RFC 8292's example): anyone can read
 * their private halves, so production pushes with none of them and the start-up check names the var.
 */
export const PUBLISHED_VAPID_PUBLIC_KEYS: readonly string[] = [
  'BDYglOZw1kvk82YxkKe_zut_tYIOFZ8WPO10Q1RHShDXJgLS2GmIWslg792wOvv9oDICoJOxOH7eM8Bc5jZN__s',
  'BA1Hxzyi1RUM1b5wjxsn7nGxAszw2u61m164i3MrAIxHF6YK5h4SDYic-dRuU_RCPCfA5aq9ojSwk5Y2EmClBPs',
];

/** Whether a configured VAPID public key is one production refuses: a key published in this repository. */
export function isPublishedVapidKey(key: string | undefined): boolean {
  return key !== undefined && PUBLISHED_VAPID_PUBLIC_KEYS.includes(key.trim());
}

/** The push settings a run uses: in production, none signed with a key this repository publishes. */
export function usablePushSettings(appEnv: AppEnv, push: PushSettings | null): PushSettings | null {
  return push && appEnv === 'production' && isPublishedVapidKey(push.publicKey) ? null : push;
}

/** Whether this run lets push endpoints on this machine over http:// (`PUSH_LOCAL_ENDPOINTS=on`, never in production). */
export function localPushEndpoints(appEnv: AppEnv, vars: PushVars): boolean {
  return appEnv !== 'production' && vars.PUSH_LOCAL_ENDPOINTS === 'on';
}
