import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';
import { userInbox } from '~/server/platform/objects/stubs.server';
import type { NoticeRequest } from '~/server/platform/objects/user-inbox-api.server';

/** How a service hands a notice on: `deliverNotice`'s answer, or a test's stand-in. */
export type Deliver = (notice: NoticeRequest) => Promise<unknown>;

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
