import type { Viewer } from '~/schemas/viewer';
import { clientIp } from '~/server/auth/request-auth.server';
import type { Actor } from '~/server/platform/audit.server';

/** The signed-in caller as the audit log records them (any context after a guard that needs a viewer). */
export function actorOf(c: { var: { viewer: Viewer }; req: { raw: Request } }): Actor {
  return { userId: c.var.viewer.id, ip: clientIp(c.req.raw) };
}
