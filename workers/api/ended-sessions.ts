/**
 * After a user's sessions end or their role changes: their open sockets are told, off the request's path
 * (waitUntil). The sessions already ended in D1, so nothing can open those sockets again.
 */
import type { Context } from 'hono';
import { reachOpenSockets } from '~/server/auth/socket-revocation.server';
import { logError } from '~/server/platform/error-log.server';
import type { ApiEnv } from './types';

export function closeEndedSessionSockets<E extends ApiEnv>(c: Context<E>, userId: number): void {
  const closing = reachOpenSockets(c.env, userId).catch((error) => logError('ended session sockets', error, { userId }));
  c.executionCtx.waitUntil(closing);
}
