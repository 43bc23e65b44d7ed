import { describe, expect, it } from 'vitest';
import { checkPickupSlot, easterSunday, holidays, isPickupDay, pickupDays, pickupTimes, pickupWindow } from '~/domain/pickup-slots';

/** An instant given as São Paulo wall-clock time (UTC−3, no daylight saving since 2019). */
const sp = (dateTime: string) => new Date(`${dateTime}-03:00`);

describe('pickup times', () => {
  it('are every 30 minutes from 08:00 to 17:00', () => {
    const times = pickupTimes();
    expect(times[0]).toBe('08:00');
    expect(times.at(-1)).toBe('17:00');
    expect(times).toHaveLength(19);
    expect(times).toContain('12:30');
  });
});

describe('pickup window', () => {
  it('runs from tomorrow to 30 days ahead, counted in São Paulo', () => {
    expect(pickupWindow(sp('2026-11-23T10:00'))).toEqual({ first: '2026-11-24', last: '2026-12-23' });
    // 23:30 in São Paulo is already the next day in UTC: the window still starts São Paulo's tomorrow.
    expect(pickupWindow(sp('2026-11-23T23:30'))).toEqual({ first: '2026-11-24', last: '2026-12-23' });
    expect(pickupWindow(sp('2026-11-24T00:05'))).toEqual({ first: '2026-11-25', last: '2026-12-24' });
  });

  it('crosses month and year ends', () => {
    expect(pickupWindow(sp('2026-01-30T09:00'))).toEqual({ first: '2026-01-31', last: '2026-03-01' });
    expect(pickupWindow(sp('2026-12-15T09:00'))).toEqual({ first: '2026-12-16', last: '2027-01-14' });
    expect(pickupWindow(sp('2028-02-28T09:00'))).toEqual({ first: '2028-02-29', last: '2028-03-29' });
  });

  it('lists only open days: weekdays that are not holidays', () => {
    const days = pickupDays(sp('2026-12-15T09:00'));
    expect(days[0]).toBe('2026-12-16');
    expect(days).not.toContain('2026-12-19'); // Saturday
    expect(days).not.toContain('2026-12-20'); // Sunday
    expect(days).not.toContain('2026-12-25'); // Christmas
    expect(days).not.toContain('2027-01-01'); // New Year
    expect(days).toContain('2026-12-24');
    expect(days.at(-1)).toBe('2027-01-14');
    expect(days.every(isPickupDay)).toBe(true);
  });
});

describe('holidays', () => {
  it('places Easter and the days tied to it', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2000)).toBe('2000-04-23');
    const h2026 = holidays(2026);
    for (const day of ['2026-02-16', '2026-02-17', '2026-04-03', '2026-06-04', '2026-04-21', '2026-11-20', '2026-11-02']) {
      expect(h2026.has(day), day).toBe(true);
    }
    expect(isPickupDay('2026-11-20')).toBe(false); // Consciência Negra, a Friday
    expect(isPickupDay('2026-11-23')).toBe(true); // a Monday
  });
});

describe('checkPickupSlot', () => {
  const now = sp('2026-11-23T10:00');

  it('accepts an open slot and gives its UTC instant', () => {
    const slot = checkPickupSlot('2026-11-24', '14:30', now);
    expect(slot).toEqual({ ok: true, at: new Date('2026-11-24T17:30:00.000Z'), day: '2026-11-24', time: '14:30' });
  });

  it('refuses what is missing, malformed, outside the window or on a closed day', () => {
    expect(checkPickupSlot(undefined, '10:00', now)).toEqual({ ok: false, reason: 'required' });
    expect(checkPickupSlot('2026-11-24', '', now)).toEqual({ ok: false, reason: 'required' });
    expect(checkPickupSlot('2026-11-24', '10:15', now)).toEqual({ ok: false, reason: 'invalid_time' });
    expect(checkPickupSlot('2026-11-24', '17:30', now)).toEqual({ ok: false, reason: 'invalid_time' });
    expect(checkPickupSlot('2026-11-24', '07:30', now)).toEqual({ ok: false, reason: 'invalid_time' });
    expect(checkPickupSlot('2026-02-30', '10:00', now)).toEqual({ ok: false, reason: 'invalid_time' });
    expect(checkPickupSlot('2026-11-23', '16:00', now)).toEqual({ ok: false, reason: 'outside_window' }); // today
    expect(checkPickupSlot('2026-12-23', '10:00', now)).toMatchObject({ ok: true }); // the 30th day
    expect(checkPickupSlot('2026-12-24', '10:00', now)).toEqual({ ok: false, reason: 'outside_window' }); // the 31st
    expect(checkPickupSlot('2026-11-28', '10:00', now)).toEqual({ ok: false, reason: 'closed_day' }); // Saturday
    expect(checkPickupSlot('2026-12-25', '10:00', sp('2026-12-01T10:00'))).toEqual({ ok: false, reason: 'closed_day' });
  });
});
