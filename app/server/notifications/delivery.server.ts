import type { NoticeRequest } from '~/server/notifications/inbox.server';
import { userInbox } from '~/server/platform/durable-objects.server';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';

/**
 * Delivers a notice to the user's inbox (bell, push, e-mail), tried twice. The notice's key makes its
 * storage exactly-once, so a retry (or the same call made again later) never shows it twice.
 */
export function deliverNotice(env: Env) {
  return async (notice: NoticeRequest) => {
    const inbox = userInbox(env, notice.userId);
    try {
      return await inbox.deliver(notice);
    } catch (error) {
      logError('notice delivery, retrying', error, { key: notice.key });
      return inbox.deliver(notice);
    }
  };
}
