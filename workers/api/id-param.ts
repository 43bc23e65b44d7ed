import { createMiddleware } from 'hono/factory';
import { idParam } from '~/schemas/id-param';
import { apiError } from './errors';

/**
 * The path's id (`:id`, or the name given) as a positive integer in `c.var.id`; anything else is answered
 * 404 with the resource's own message, before the handler runs.
 */
export function idFromPath(notFoundMessage: string, name = 'id') {
  return createMiddleware<{ Variables: { id: number } }>(async (c, next) => {
    const id = idParam.safeParse(c.req.param(name));
    if (!id.success) return apiError(c, 404, notFoundMessage);
    c.set('id', id.data);
    await next();
  });
}
