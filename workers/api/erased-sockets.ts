/**
 * After an account is erased: its bell sockets (UserInbox) close, off the request's path (waitUntil). Its
 * sessions already ended in D1, so nothing can open them again.
 */
import type { Context } from 'hono';
import { userInbox } from '~/server/platform/durable-objects.server';
import { logError } from '~/server/platform/error-log.server';
import type { ApiEnv } from './types';

export function closeErasedSockets<E extends ApiEnv>(c: Context<E>, userId: number): void {
  const closing = userInbox(c.env, userId)
    .disconnect()
    .catch((error) => logError('erased account sockets', error, { userId }));
  c.executionCtx.waitUntil(closing);
}
