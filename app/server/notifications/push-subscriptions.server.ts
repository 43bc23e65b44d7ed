/**
 * The browsers that receive a member's notices by Web Push (decision record 0044): subscribe (one row per
 * endpoint: subscribing again updates it, and an endpoint another member had moves to this one), list without
 * endpoints or keys, remove one of one's own. A subscription is refused when its keys have the wrong sizes or its
 * endpoint is not https on a public host (the Worker would POST to whatever address it names); a member has at
 * most MAX_PUSH_DEVICES. Ending the session that subscribed removes it (auth/sessions.server.ts).
 */
import { and, count, desc, eq, inArray, ne, notExists } from 'drizzle-orm';
import { fromBase64url } from '~/domain/base64url';
import { deviceKind } from '~/domain/device-label';
import { isPublicHost } from '~/domain/network-address';
import { isUncompressedP256Point } from '~/domain/web-push/encryption';
import { pushText } from '~/i18n/pt-BR-push';
import type { PushDeviceDto, PushSubscriptionBody } from '~/schemas/push-subscription';
import type { Db } from '~/server/db/client.server';
import { pushSubscriptions } from '~/server/db/schema';

export const MAX_PUSH_DEVICES = 10;

/** The tests' push service, on this machine (`localhost`, over http:// too): let in only with `PUSH_LOCAL_ENDPOINTS` (never production). */
function isLocalTestHost(host: string): boolean {
  return host === 'localhost';
}

/** Why a subscription cannot be used (its message), or null when it can. */
export async function subscriptionRefusal(body: PushSubscriptionBody, localEndpoints: boolean): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(body.endpoint);
  } catch {
    return pushText.errors.invalid;
  }
  const local = localEndpoints && isLocalTestHost(url.hostname);
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) return pushText.errors.endpointNotHttps;
  if (url.username || url.password) return pushText.errors.invalid;
  if (!local && !isPublicHost(url.hostname)) return pushText.errors.endpointPrivate;
  const p256dh = fromBase64url(body.keys.p256dh);
  if (!p256dh || !isUncompressedP256Point(p256dh)) return pushText.errors.p256dhSize;
  // A point off the curve would fail every encryption: refused now, not at the first push.
  const onCurve = await crypto.subtle.importKey('raw', p256dh, { name: 'ECDH', namedCurve: 'P-256' }, false, []).then(
    () => true,
    () => false,
  );
  if (!onCurve) return pushText.errors.p256dhSize;
  const auth = fromBase64url(body.keys.auth);
  if (!auth || auth.length !== 16) return pushText.errors.authSize;
  return null;
}

export function deviceLabelOf(userAgent: string | null | undefined): string {
  const kind = deviceKind(userAgent);
  return pushText.deviceLabel(kind.browser, kind.system);
}

type Row = typeof pushSubscriptions.$inferSelect;

const toDto = (row: Pick<Row, 'id' | 'deviceLabel' | 'createdAt' | 'sessionId'>, sessionId: string | null): PushDeviceDto => ({
  id: row.id,
  label: row.deviceLabel,
  created_at: row.createdAt,
  current: sessionId !== null && row.sessionId === sessionId,
});

export type SubscribeResult = { ok: true; device: PushDeviceDto } | { ok: false; status: 409 | 422; message: string };

/**
 * Stores this browser's subscription for the member (already validated by `subscriptionRefusal`). The same
 * endpoint again updates its keys, session and label; an endpoint another member had is moved (the browser was
 * signed in as them before). Past MAX_PUSH_DEVICES of the member's own, refused.
 *
 * With `replaces` (the browser rotated its subscription: `pushsubscriptionchange` in the service worker), the
 * member's own row of that old endpoint takes the new endpoint and keys in place: the same device, session link,
 * label and date. An old endpoint that is not the member's is left alone and this is a plain subscribe.
 */
export async function subscribe(
  db: Db,
  input: { userId: number; sessionId: string; userAgent: string | null | undefined; body: PushSubscriptionBody },
  now = new Date(),
): Promise<SubscribeResult> {
  const { userId, sessionId, body } = input;
  const replaced = body.replaces !== undefined && body.replaces !== body.endpoint ? body.replaces : null;
  if (replaced !== null) {
    const moved = await replaceEndpoint(db, userId, replaced, body, now);
    if (moved) return { ok: true, device: toDto(moved, sessionId) };
  }
  // A rotation whose old row is the member's own adds no device: it is not counted against the limit.
  const [others] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        ne(pushSubscriptions.endpoint, body.endpoint),
        replaced === null ? undefined : ne(pushSubscriptions.endpoint, replaced),
      ),
    );
  if ((others?.n ?? 0) >= MAX_PUSH_DEVICES) return { ok: false, status: 409, message: pushText.errors.tooManyDevices(MAX_PUSH_DEVICES) };
  const values = {
    userId,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    sessionId,
    deviceLabel: deviceLabelOf(input.userAgent),
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: body.endpoint, createdAt: now.toISOString() })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      // Moved to another member, it is a new device of theirs: its date starts again.
      set: { ...values, updatedAt: now.toISOString(), lastSuccessAt: null },
    })
    .returning();
  // The new endpoint was already stored (the page subscribed it first): the member's old row is a dead one.
  if (replaced !== null)
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, replaced), eq(pushSubscriptions.userId, userId)));
  return { ok: true, device: toDto(row!, sessionId) };
}

/**
 * The member's own row of `oldEndpoint` moved to the new endpoint and keys, in one statement; null when there is no
 * such row of theirs, or the new endpoint is already stored (one endpoint, one row).
 */
async function replaceEndpoint(db: Db, userId: number, oldEndpoint: string, body: PushSubscriptionBody, now: Date) {
  const taken = db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.endpoint));
  const [row] = await db
    .update(pushSubscriptions)
    .set({ endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, updatedAt: now.toISOString() })
    .where(and(eq(pushSubscriptions.endpoint, oldEndpoint), eq(pushSubscriptions.userId, userId), notExists(taken)))
    .returning();
  return row ?? null;
}

/** The member's devices, newest first, 'current' marking the one this session subscribed. */
export async function listDevices(db: Db, userId: number, sessionId: string | null): Promise<PushDeviceDto[]> {
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      deviceLabel: pushSubscriptions.deviceLabel,
      createdAt: pushSubscriptions.createdAt,
      sessionId: pushSubscriptions.sessionId,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  return rows.map((row) => toDto(row, sessionId));
}

/** Removes one of the member's own devices; false when there is none of that id (another member's is none). */
export async function removeDevice(db: Db, userId: number, id: number): Promise<{ label: string } | null> {
  const [row] = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ label: pushSubscriptions.deviceLabel });
  return row ? { label: row.label } : null;
}

/** What the inbox pushes to: every subscription of the member. */
export function subscriptionsOf(db: Db, userId: number) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

export type PushTarget = { id: number; endpoint: string; p256dh: string; auth: string };

/** Push services said these subscriptions are gone (404, 410): they are removed. */
export async function forgetSubscriptions(db: Db, ids: number[]): Promise<void> {
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

/** Push services took a push for these: when each last worked (the LGPD export shows it). */
export async function markDelivered(db: Db, ids: number[], at = new Date()): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSuccessAt: at.toISOString() }).where(inArray(pushSubscriptions.id, ids));
}
