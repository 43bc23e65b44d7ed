import { z } from '~/schemas/zod';

/**
 * POST /api/push/devices: what `PushSubscription.toJSON()` gives (endpoint, keys.p256dh, keys.auth as unpadded
 * base64url, expirationTime). Sizes and the endpoint's host are checked by the service, each with its own message.
 * `replaces`: the endpoint this subscription takes over, sent by the service worker when the browser rotated its
 * subscription (`pushsubscriptionchange`); only a lookup key, never a URL the Worker calls.
 */
export const pushSubscriptionBody = z.object({
  endpoint: z.string().min(1).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
  replaces: z.string().min(1).max(2048).optional(),
});

export type PushSubscriptionBody = z.output<typeof pushSubscriptionBody>;

/** One browser that receives the member's notices, as the devices list shows it (never its endpoint or keys). */
export interface PushDeviceDto {
  id: number;
  label: string;
  created_at: string;
  /** subscribed by the session making the request: this browser */
  current: boolean;
}
