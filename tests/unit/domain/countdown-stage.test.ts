import { describe, expect, it } from 'vitest';
import { countdownStage, stageToAnnounce } from '~/domain/countdown-stage';

const MIN = 60_000;
const end = '2026-11-22T18:00:00.000Z';
const at = (msBeforeEnd: number) => Date.parse(end) - msBeforeEnd;

describe('countdown announcements for screen readers', () => {
  it('puts the time left in a stage: ≤ 5 min, ≤ 1 min, ended', () => {
    expect(countdownStage(end, at(2 * 60 * MIN))).toBeNull();
    expect(countdownStage(end, at(15 * MIN))).toBeNull();
    expect(countdownStage(end, at(5 * MIN + 1))).toBeNull();
    expect(countdownStage(end, at(5 * MIN))).toBe(5 * MIN);
    expect(countdownStage(end, at(2 * MIN))).toBe(5 * MIN);
    expect(countdownStage(end, at(30_000))).toBe(MIN);
    expect(countdownStage(end, at(0))).toBe(0);
    expect(countdownStage(end, at(-5_000))).toBe(0);
    expect(countdownStage(null, at(0))).toBeNull();
    expect(countdownStage('não é data', at(0))).toBeNull();
  });

  it('announces only 5 minutes and 1 minute left as time runs down: never the first look, the end, or an end moved later', () => {
    // a second-by-second walk over the last 70 minutes announces exactly twice
    const heard: number[] = [];
    let previous: number | null | undefined;
    for (let left = 70 * MIN; left >= -2_000; left -= 1_000) {
      const stage = countdownStage(end, at(left));
      const announce = stageToAnnounce(previous, stage);
      if (announce !== null) heard.push(announce);
      previous = stage;
    }
    expect(heard).toEqual([5 * MIN, MIN]);
    expect(stageToAnnounce(undefined, 5 * MIN)).toBeNull();
    expect(stageToAnnounce(MIN, 5 * MIN)).toBeNull();
    expect(stageToAnnounce(MIN, 0)).toBeNull();
    expect(stageToAnnounce(0, null)).toBeNull();
    expect(stageToAnnounce(5 * MIN, 5 * MIN)).toBeNull();
    // an extension from 40 s left back to 3 min, then down again: 1 minute is heard a second time
    expect(stageToAnnounce(5 * MIN, MIN)).toBe(MIN);
  });
});
