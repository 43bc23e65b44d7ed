import type { Context } from 'hono';
import type { Actor } from '~/server/audit.server';
import { clientIp } from '~/server/auth/request-auth.server';
import type { ApiEnv } from './types';

/** The signed-in caller as the audit log records them (behind a guard, so a viewer is present). */
export function actorOf(c: Context<ApiEnv>): Actor {
  return { userId: c.var.viewer!.id, ip: clientIp(c.req.raw) };
}
