import { describe, expect, it } from 'vitest';
import { findStall, newRunState, type RunState, type Step } from '../../support/stalls';

const limits = { marginMs: 20_000, idleMs: 40_000, fileMs: 300_000, betweenFilesMs: 120_000, exitMs: 35_000 };

function runningFile(state: RunState, file: string, startedAt: number, heardAt: number, steps: Record<string, Step> = {}) {
  state.files.set(file, { file, startedAt, heardAt, steps: new Map(Object.entries(steps)) });
}

const step = (name: string, timeoutMs = 30_000): Step => ({ name, timeoutMs });

describe('findStall', () => {
  it('lets a file run while it keeps reporting, even for long', () => {
    const state = newRunState(0);
    runningFile(state, 'tests/workers/soft-close.test.ts', 0, 200_000, { t1: step('soft close › extends') });
    expect(findStall(state, 250_000, limits)).toBeUndefined();
  });

  it('names the tests under way once a file has been silent past the longest time-out', () => {
    const state = newRunState(0);
    runningFile(state, 'tests/workers/pickups-api.test.ts', 0, 10_000, {
      t1: step('pickups › books a slot'),
      h: step('beforeEach of pickups › books a slot', 40_000),
    });
    expect(findStall(state, 69_000, limits)).toBeUndefined();
    expect(findStall(state, 71_000, limits)).toBe(
      'no answer for 61 s from tests/workers/pickups-api.test.ts › pickups › books a slot; tests/workers/pickups-api.test.ts › beforeEach of pickups › books a slot',
    );
  });

  it('waits as long as the time-out of a test that has its own, then its margin', () => {
    const state = newRunState(0);
    runningFile(state, 'tests/workers/soft-close.test.ts', 0, 0, { t: step('soft close › a storm', 120_000) });
    expect(findStall(state, 139_000, limits)).toBeUndefined();
    expect(findStall(state, 141_000, limits)).toBe('no answer for 141 s from tests/workers/soft-close.test.ts › soft close › a storm');
  });

  it('names the file alone when nothing inside it had started', () => {
    const state = newRunState(0);
    runningFile(state, 'tests/workers/lot-room.test.ts', 0, 0);
    expect(findStall(state, 61_000, limits)).toBe('no answer for 61 s from tests/workers/lot-room.test.ts');
  });

  it('stops a file past its own limit even while it reports', () => {
    const state = newRunState(0);
    runningFile(state, 'tests/workers/lot-room.test.ts', 0, 300_500, { t: step('a bid') });
    expect(findStall(state, 301_000, limits)).toMatch(/^tests\/workers\/lot-room\.test\.ts has run for 301 s, past its limit of 300 s/);
  });

  it('waits for the next file to start up to its own limit, then names the last file that ended', () => {
    const state = newRunState(0, 3);
    state.heardAt = 5_000;
    state.lastEnded = 'tests/workers/lot-room.test.ts';
    expect(findStall(state, 120_000, limits)).toBeUndefined();
    expect(findStall(state, 126_000, limits)).toBe('no test file has started for 121 s, after tests/workers/lot-room.test.ts ended');
  });

  it('says when every file has ended but the run has not finished', () => {
    const state = newRunState(0, 1);
    state.heardAt = 5_000;
    state.lastEnded = 'tests/workers/lot-room.test.ts';
    state.filesLeft = 0;
    expect(findStall(state, 126_000, limits)).toBe(
      'every test file has ended, the last one (tests/workers/lot-room.test.ts) 121 s ago, but the run has not: a runtime is not shutting down',
    );
  });

  it('gives the process a teardown limit once the run has ended', () => {
    const state = newRunState(0);
    state.endedAt = 1_000_000;
    expect(findStall(state, 1_030_000, limits)).toBeUndefined();
    expect(findStall(state, 1_040_000, limits)).toBe('the run ended 40 s ago and the process has not exited (teardown stuck)');
  });
});
