import { Hono } from 'hono';
import { authMessages } from '~/i18n/auth-messages';
import { notificationSettingsPatch } from '~/schemas/notification-settings';
import { getNotificationSettings, updateNotificationSettings } from '~/server/accounts/profile.server';
import { jsonBody } from './body';
import { apiError } from './errors';
import { requireUser } from './guards';
import type { ApiEnv } from './types';

export const notificationSettingsApi = new Hono<ApiEnv>()
  .get('/', requireUser, async (c) => c.json({ data: await getNotificationSettings(c.var.rc.db, c.var.viewer.id) }))
  .put('/', requireUser, async (c) => {
    const parsed = notificationSettingsPatch.safeParse(await jsonBody(c));
    if (!parsed.success) return apiError(c, 422, authMessages.settingsInvalid);
    return c.json({
      data: await updateNotificationSettings(c.var.rc.db, c.var.viewer.id, parsed.data),
      message: authMessages.settingsSaved,
    });
  });
