import type { Tone } from '~/ui/status-pill';

export const STATUS_TONE: Record<string, Tone> = { scheduled: 'blue', published: 'green', cancelled: 'grey' };
