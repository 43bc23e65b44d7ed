import { z } from '~/schemas/zod';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** PUT /api/notification-settings: any subset of the settings, strictly typed. */
export const notificationSettingsPatch = z
  .object({
    email_notifications: z.boolean(),
    push_notifications: z.boolean(),
    bid_outbid: z.boolean(),
    auction_ending: z.boolean(),
    auction_won: z.boolean(),
    auction_lost: z.boolean(),
    payment_approved: z.boolean(),
    item_ready: z.boolean(),
    search_alert: z.boolean(),
    quiet_hours_start: hhmm,
    quiet_hours_end: hhmm,
  })
  .partial()
  .strict();
