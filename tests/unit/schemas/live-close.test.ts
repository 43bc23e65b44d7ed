import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE, reconnectsAfterClose } from '~/schemas/live-close';

describe('live socket close codes', () => {
  it('a client reconnects after a dropped connection or a server going away, never after a close for a broken rule', () => {
    for (const code of [1000, 1001, 1005, 1006, 1011]) expect(reconnectsAfterClose(code)).toBe(true);
    for (const code of [1008, LIVE_CLOSE.bidWithoutSession, LIVE_CLOSE.flooding, 4000, 4999]) {
      expect(reconnectsAfterClose(code)).toBe(false);
    }
  });
});
