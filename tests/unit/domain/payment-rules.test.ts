import { describe, expect, it } from 'vitest';
import {
  boletoDueDate,
  checkReleaseCode,
  isOverdue,
  locksAfter,
  paymentDueAt,
  paymentTxid,
  pixExpirySeconds,
  RELEASE_CODE_TRIES,
  releaseCodeFrom,
  secondChanceCandidate,
  secondChanceExpiresAt,
} from '~/domain/payment-rules';

describe('the payment deadline', () => {
  it('defaults to 3 days after the close and follows the configuration', () => {
    expect(paymentDueAt('2026-11-23T15:00:00.000Z')).toBe('2026-11-26T15:00:00.000Z');
    expect(paymentDueAt('2026-11-23T15:00:00.000Z', 24)).toBe('2026-11-24T15:00:00.000Z');
  });

  it('flags only pending payments past their deadline', () => {
    const now = Date.parse('2026-11-27T00:00:00.000Z');
    expect(isOverdue({ status: 'pending', dueAt: '2026-11-26T15:00:00.000Z' }, now)).toBe(true);
    expect(isOverdue({ status: 'pending', dueAt: '2026-11-27T15:00:00.000Z' }, now)).toBe(false);
    expect(isOverdue({ status: 'approved', dueAt: '2026-11-26T15:00:00.000Z' }, now)).toBe(false);
    expect(isOverdue({ status: 'pending', dueAt: null }, now)).toBe(false);
  });
});

describe('references and codes', () => {
  it('gives each payment a stable PIX txid of letters and digits', () => {
    expect(paymentTxid(42)).toBe('ARREMATE00000042');
    expect(paymentTxid(42)).toMatch(/^[A-Za-z0-9]{1,25}$/);
  });

  it('makes 6-digit release codes', () => {
    expect(releaseCodeFrom(new Uint8Array([0, 0, 0, 0, 0, 7]))).toBe('000007');
    expect(releaseCodeFrom(new Uint8Array([255, 255, 255, 255, 255, 255]))).toMatch(/^\d{6}$/);
  });

  it('lets a second-chance offer stand 48 hours', () => {
    expect(secondChanceExpiresAt(Date.parse('2026-11-23T15:00:00.000Z'))).toBe('2026-11-25T15:00:00.000Z');
  });
});

describe('the second-chance candidate', () => {
  const log = [
    { seq: 1, userId: 1, amountCents: 101_000 },
    { seq: 2, userId: 2, amountCents: 102_000 },
    { seq: 3, userId: 3, amountCents: 103_000 },
    { seq: 4, userId: 2, amountCents: 104_000 },
    { seq: 5, userId: 4, amountCents: 105_000 },
  ];

  it('is the highest last bid of a bidder who has not held the lot', () => {
    expect(secondChanceCandidate(log, new Set([4]))).toEqual({ userId: 2, amountCents: 104_000 });
    expect(secondChanceCandidate(log, new Set([4, 2]))).toEqual({ userId: 3, amountCents: 103_000 });
    expect(secondChanceCandidate(log, new Set([4, 2, 3]))).toEqual({ userId: 1, amountCents: 101_000 });
  });

  it('is nobody when every bidder is excluded', () => {
    expect(secondChanceCandidate(log, new Set([1, 2, 3, 4]))).toBeNull();
    expect(secondChanceCandidate([], new Set())).toBeNull();
  });
});

describe('the release code at the counter', () => {
  const appointment = { releaseCode: '123456', failedCodeAttempts: 0, lockedAt: null };

  it("accepts the appointment's own code and nothing else", () => {
    expect(checkReleaseCode(appointment, '123456')).toBe('accepted');
    expect(checkReleaseCode(appointment, '654321')).toBe('wrong');
    expect(checkReleaseCode({ ...appointment, releaseCode: null }, '')).toBe('wrong');
  });

  it('allows 5 wrong codes; the fifth locks the appointment', () => {
    expect(RELEASE_CODE_TRIES).toBe(5);
    expect(locksAfter(4)).toBe(false);
    expect(locksAfter(5)).toBe(true);
  });

  it('refuses even the right code on a locked appointment', () => {
    expect(checkReleaseCode({ ...appointment, failedCodeAttempts: 5 }, '123456')).toBe('locked');
    expect(checkReleaseCode({ ...appointment, lockedAt: '2026-11-26T03:00:00.000Z' }, '123456')).toBe('locked');
  });
});

describe('how long a PSP charge lives', () => {
  // 15:00 in São Paulo on Monday 30/11/2026 (UTC−3).
  const monday3pm = Date.parse('2026-11-30T18:00:00.000Z');

  it('a Pix charge lives until the payment deadline, and none is made once it has passed', () => {
    const dueAt = new Date(monday3pm + 72 * 3_600_000).toISOString();
    expect(pixExpirySeconds(dueAt, monday3pm)).toBe(72 * 3_600);
    expect(pixExpirySeconds(dueAt, Date.parse(dueAt) - 999)).toBeNull();
    expect(pixExpirySeconds(dueAt, Date.parse(dueAt) + 1)).toBeNull();
  });

  it('a boleto falls due two days before the deadline’s day (São Paulo), so one paid on its due date clears in time', () => {
    // Deadline Thursday 03/12 15:00 → boleto due Tuesday 01/12.
    expect(boletoDueDate('2026-12-03T18:00:00.000Z', monday3pm)).toBe('2026-12-01');
    // A deadline at 00:30 on 03/12 in São Paulo is 03:30Z: still the 3rd there, so the 1st.
    expect(boletoDueDate('2026-12-03T03:30:00.000Z', monday3pm)).toBe('2026-12-01');
    // 02:30Z on the 3rd is 23:30 on the 2nd in São Paulo: due on the 30th of November, today.
    expect(boletoDueDate('2026-12-03T02:30:00.000Z', monday3pm)).toBe('2026-11-30');
  });

  it('offers no boleto when its due date would already be past', () => {
    expect(boletoDueDate('2026-12-01T18:00:00.000Z', monday3pm)).toBeNull();
    expect(boletoDueDate('2026-12-02T18:00:00.000Z', monday3pm)).toBe('2026-11-30');
  });
});
