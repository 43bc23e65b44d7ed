import { describe, expect, it } from 'vitest';
import { countdownStage, stageToAnnounce } from '~/domain/countdown-stage';

const MIN = 60_000;
const end = '2026-11-22T18:00:00.000Z';
const at = (msBeforeEnd: number) => Date.parse(end) - msBeforeEnd;

describe('countdown announcements for screen readers', () => {
  it('puts the time left in a stage: ≤ 1 h, 15 min, 5 min, 1 min, ended', () => {
    expect(countdownStage(end, at(2 * 60 * MIN))).toBeNull();
    expect(countdownStage(end, at(60 * MIN))).toBe(60 * MIN);
    expect(countdownStage(end, at(59 * MIN))).toBe(60 * MIN);
    expect(countdownStage(end, at(15 * MIN))).toBe(15 * MIN);
    expect(countdownStage(end, at(6 * MIN))).toBe(15 * MIN);
    expect(countdownStage(end, at(5 * MIN - 1))).toBe(5 * MIN);
    expect(countdownStage(end, at(30_000))).toBe(MIN);
    expect(countdownStage(end, at(0))).toBe(0);
    expect(countdownStage(end, at(-5_000))).toBe(0);
    expect(countdownStage(null, at(0))).toBeNull();
    expect(countdownStage('não é data', at(0))).toBeNull();
  });

  it('announces a stage only when time runs down into it, never on the first look or when the end moves later', () => {
    // a second-by-second walk over the last 70 minutes announces exactly five times
    const heard: number[] = [];
    let previous: number | null | undefined;
    for (let left = 70 * MIN; left >= -2_000; left -= 1_000) {
      const stage = countdownStage(end, at(left));
      const announce = stageToAnnounce(previous, stage);
      if (announce !== null) heard.push(announce);
      previous = stage;
    }
    expect(heard).toEqual([60 * MIN, 15 * MIN, 5 * MIN, MIN, 0]);
    expect(stageToAnnounce(undefined, 5 * MIN)).toBeNull();
    expect(stageToAnnounce(MIN, 15 * MIN)).toBeNull();
    expect(stageToAnnounce(0, null)).toBeNull();
    expect(stageToAnnounce(5 * MIN, 5 * MIN)).toBeNull();
  });
});
