import { describe, expect, it } from 'vitest';
import { countdownStage } from '~/domain/countdown-stage';
import { lotAnnouncements, type AnnouncedLot } from '~/domain/lot-announcements';

const MIN = 60_000;
const END = '2026-11-22T18:00:00.000Z';
const ME = 2;
const lot = (patch: Partial<AnnouncedLot> = {}): AnnouncedLot => ({
  stage: null,
  endsAt: END,
  extended: false,
  leaderId: null,
  closed: false,
  ...patch,
});

describe('what the lot page announces to a screen reader', () => {
  it('says nothing on the first look, nor when nothing that matters changed', () => {
    expect(lotAnnouncements(undefined, lot({ leaderId: ME, stage: MIN }), ME)).toEqual([]);
    expect(lotAnnouncements(lot({ leaderId: 5 }), lot({ leaderId: 5 }), ME)).toEqual([]);
  });

  it("tells the viewer they lost the lead ('Você foi superado') or took it ('Você é o maior lance')", () => {
    expect(lotAnnouncements(lot({ leaderId: ME }), lot({ leaderId: 5 }), ME)).toEqual([{ kind: 'outbid' }]);
    expect(lotAnnouncements(lot({ leaderId: 5 }), lot({ leaderId: ME }), ME)).toEqual([{ kind: 'leading' }]);
    expect(lotAnnouncements(lot({ leaderId: null }), lot({ leaderId: ME }), ME)).toEqual([{ kind: 'leading' }]);
  });

  it('says nothing when the lead passes between two other members, or to a visitor', () => {
    expect(lotAnnouncements(lot({ leaderId: 5 }), lot({ leaderId: 6 }), ME)).toEqual([]);
    expect(lotAnnouncements(lot({ leaderId: 5 }), lot({ leaderId: 6 }), null)).toEqual([]);
  });

  it('announces 5 minutes and 1 minute left, and not the countdown reaching zero by itself', () => {
    expect(lotAnnouncements(lot({ stage: null }), lot({ stage: 5 * MIN }), ME)).toEqual([{ kind: 'time_left', thresholdMs: 5 * MIN }]);
    expect(lotAnnouncements(lot({ stage: 5 * MIN }), lot({ stage: MIN }), null)).toEqual([{ kind: 'time_left', thresholdMs: MIN }]);
    expect(lotAnnouncements(lot({ stage: MIN }), lot({ stage: 0 }), ME)).toEqual([]);
  });

  it('announces each extension with its new end, together with the lead it changed', () => {
    const later = '2026-11-22T18:02:30.000Z';
    const before = lot({ stage: MIN, leaderId: ME });
    const after = lot({ stage: 5 * MIN, endsAt: later, extended: true, leaderId: 5 });
    expect(lotAnnouncements(before, after, ME)).toEqual([{ kind: 'outbid' }, { kind: 'extended', endsAt: later }]);
    // a second extension of a lot already extended is announced too
    const again = '2026-11-22T18:04:00.000Z';
    expect(lotAnnouncements(after, lot({ stage: 5 * MIN, endsAt: again, extended: true, leaderId: 5 }), ME)).toEqual([
      { kind: 'extended', endsAt: again },
    ]);
  });

  it('does not call an end moved by an edit (not extended) or moved earlier an extension', () => {
    expect(lotAnnouncements(lot({ extended: false }), lot({ endsAt: '2026-11-23T18:00:00.000Z' }), ME)).toEqual([]);
    expect(lotAnnouncements(lot({ extended: true }), lot({ extended: true, endsAt: '2026-11-22T17:00:00.000Z' }), ME)).toEqual([]);
  });

  it('announces the close once, alone, to members and visitors alike, and nothing after it', () => {
    const closed = lot({ stage: 0, leaderId: ME, closed: true });
    expect(lotAnnouncements(lot({ stage: MIN, leaderId: ME }), closed, ME)).toEqual([{ kind: 'closed' }]);
    expect(lotAnnouncements(lot({ stage: MIN }), lot({ stage: 0, closed: true }), null)).toEqual([{ kind: 'closed' }]);
    // a lead passed on after the close (a second chance) is not a bid to announce
    expect(lotAnnouncements(closed, lot({ stage: 0, leaderId: 5, closed: true }), ME)).toEqual([]);
    // a lot already closed on the first look says nothing
    expect(lotAnnouncements(undefined, closed, ME)).toEqual([]);
  });

  it('never speaks of the seconds: a walk over the last 10 minutes second by second is heard twice', () => {
    const heard = [];
    let before: AnnouncedLot | undefined;
    for (let left = 10 * MIN; left >= -2_000; left -= 1_000) {
      const after = lot({ stage: countdownStage(END, Date.parse(END) - left) });
      heard.push(...lotAnnouncements(before, after, ME));
      before = after;
    }
    expect(heard).toEqual([
      { kind: 'time_left', thresholdMs: 5 * MIN },
      { kind: 'time_left', thresholdMs: MIN },
    ]);
  });
});
