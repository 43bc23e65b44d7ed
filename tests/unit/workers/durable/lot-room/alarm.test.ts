/** The LotRoom's alarm: when it rings for the ending notice, the close and the outbox. */
import { describe, expect, it } from 'vitest';
import { ENDING_NOTICE_MS } from '~/domain/bid-rules';
import {
  alarmChange,
  isDueForEndingNotice,
  isDueToClose,
  nextAlarmAt,
  OUTBOX_BACKSTOP_MS,
} from '../../../../../workers/durable/lot-room/alarm';
import { HOUR, iso, now, room } from './room-row';

describe('the room alarm', () => {
  it('rings first for the ending notice, then for the close, and not at all for a closed lot with nothing queued', () => {
    const endsAt = now + 2 * HOUR;
    expect(nextAlarmAt(room(), null, now)).toBe(endsAt - ENDING_NOTICE_MS);
    expect(nextAlarmAt(room({ ending_notice_for: iso(endsAt) }), null, now)).toBe(endsAt);
    expect(nextAlarmAt(room({ status: 'closed' }), null, now)).toBeNull();
    expect(nextAlarmAt(room({ ends_at: null }), null, now)).toBeNull();
  });

  it('a notice sent for an earlier end does not count for a moved end', () => {
    const endsAt = now + 2 * HOUR;
    expect(nextAlarmAt(room({ ending_notice_for: iso(endsAt - HOUR) }), null, now)).toBe(endsAt - ENDING_NOTICE_MS);
  });

  it('stands behind the outbox: the backstop for items due at once, the retry time for the others', () => {
    const closed = room({ status: 'closed' });
    expect(nextAlarmAt(closed, 0, now)).toBe(now + OUTBOX_BACKSTOP_MS);
    expect(nextAlarmAt(closed, now + 8_000, now)).toBe(now + 8_000);
    expect(nextAlarmAt(room(), now + 8_000, now)).toBe(now + 8_000);
    // a retry already overdue rings now
    expect(nextAlarmAt(closed, now - 8_000, now)).toBe(now);
  });

  it('is never set in the past: an end already gone rings now', () => {
    expect(nextAlarmAt(room({ ends_at: iso(now - 1_000) }), null, now)).toBe(now);
  });

  it('keeps an earlier alarm that still stands, replaces a later or a past one, deletes when nothing is due', () => {
    expect(alarmChange(now + 10, now + 10, now)).toBe('keep');
    expect(alarmChange(null, null, now)).toBe('keep');
    expect(alarmChange(null, now + 10, now)).toBe('delete');
    expect(alarmChange(null, undefined, now)).toBe('delete');
    expect(alarmChange(now + 10, null, now)).toBe('set');
    expect(alarmChange(now + 10, undefined, now)).toBe('set');
    expect(alarmChange(now + 10, now + 20, now)).toBe('set');
    expect(alarmChange(now + 20, now + 10, now)).toBe('keep');
    expect(alarmChange(now + 20, now - 10, now)).toBe('set');
  });

  it('knows when a lot is due to close and when its ending notice is due', () => {
    expect(isDueToClose(room({ ends_at: iso(now) }), now)).toBe(true);
    expect(isDueToClose(room({ ends_at: iso(now + 1) }), now)).toBe(false);
    expect(isDueToClose(room({ ends_at: iso(now - 1), status: 'pending' }), now)).toBe(false);
    expect(isDueToClose(room({ ends_at: null }), now)).toBe(false);
    const endsAt = iso(now + ENDING_NOTICE_MS);
    expect(isDueForEndingNotice(room({ ends_at: endsAt }), now)).toBe(true);
    expect(isDueForEndingNotice(room({ ends_at: endsAt, ending_notice_for: endsAt }), now)).toBe(false);
    expect(isDueForEndingNotice(room({ ends_at: iso(now + ENDING_NOTICE_MS + 1) }), now)).toBe(false);
    expect(isDueForEndingNotice(room({ ends_at: endsAt, status: 'closed' }), now)).toBe(false);
  });
});
