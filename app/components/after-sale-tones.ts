/** The pill colour of a payment's and of a pickup's status, the same in the dashboard and the back office. */
import type { Tone } from '~/ui/status-pill';

export const PAYMENT_TONE: Record<string, Tone> = { pending: 'yellow', approved: 'green', rejected: 'red' };

export const PICKUP_TONE: Record<string, Tone> = { scheduled: 'blue', ready: 'green', completed: 'grey', cancelled: 'red' };
