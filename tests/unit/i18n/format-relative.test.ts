import { describe, expect, it } from 'vitest';
import { formatNotificationTime } from '~/i18n/format-relative';

describe('notification time', () => {
  const now = Date.parse('2026-11-22T18:00:00Z');
  it('is relative for the last day, then dd/mm HH:mm in São Paulo', () => {
    expect(formatNotificationTime('2026-11-22T17:59:30Z', now)).toBe('agora');
    expect(formatNotificationTime('2026-11-22T17:55:00Z', now)).toBe('há 5 min');
    expect(formatNotificationTime('2026-11-22T15:00:00Z', now)).toBe('há 3 h');
    expect(formatNotificationTime('2026-11-20T02:30:00Z', now)).toBe('19/11 23:30');
  });
});
