import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import type { SessionRollup } from '../ports/session-rollup.ts';
import { RefreshMetrics } from './refresh-metrics.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The rollup's state in memory: which day ranges were counted, and where it stands. */
function fakeRollup(first: Date | null, covered: Date | null = null, rechecked: Date | null = null) {
  const state = { covered, rechecked, people: 0 };
  const rolled: [string, string][] = [];
  const rollup: SessionRollup = {
    coverage: async () => ({ coveredUntil: state.covered, recheckedFrom: state.rechecked }),
    firstSessionAt: async () => first,
    rollDays: async (from, to) => {
      rolled.push([from.toISOString().slice(0, 10), to.toISOString().slice(0, 10)]);
      if (!state.covered || to > state.covered) state.covered = to;
    },
    setRecheckedFrom: async (d) => {
      state.rechecked = d;
    },
    countPeople: async () => {
      state.people += 1;
    },
  };
  return { rollup, rolled, state };
}

describe('refreshing the metrics rollup', () => {
  const now = new Date('2026-11-28T15:30:00Z');

  it('counts the history a week at a time up to today, then one older stretch again, and the people', async () => {
    const { rollup, rolled, state } = fakeRollup(new Date('2026-11-01T09:00:00Z'));
    const report = await new RefreshMetrics(rollup, new FixedClock(now)).run();
    expect(rolled.slice(0, 4)).toEqual([
      ['2026-11-01', '2026-11-08'],
      ['2026-11-08', '2026-11-15'],
      ['2026-11-15', '2026-11-22'],
      ['2026-11-22', '2026-11-28'],
    ]);
    expect(report.coveredUntil).toEqual(day('2026-11-28'));
    // the older stretch: back from two days before today, to the first day
    expect(rolled[4]).toEqual(['2026-11-01', '2026-11-26']);
    expect(state.rechecked).toBeNull();
    expect(state.people).toBe(1);
  });

  it('counts again only the last two days once covered, and goes on back from where the last pass stopped', async () => {
    const { rollup, rolled, state } = fakeRollup(day('2025-01-01'), day('2026-11-28'), day('2026-06-01'));
    await new RefreshMetrics(rollup, new FixedClock(now)).run();
    expect(rolled).toEqual([
      ['2026-11-26', '2026-11-28'],
      ['2026-05-04', '2026-06-01'],
    ]);
    expect(state.rechecked).toEqual(day('2026-05-04'));
  });

  it('covers up to today when no session was ever started', async () => {
    const { rollup, rolled, state } = fakeRollup(null);
    const report = await new RefreshMetrics(rollup, new FixedClock(now)).run();
    expect(rolled).toEqual([['2026-11-28', '2026-11-28']]);
    expect(report.coveredUntil).toEqual(day('2026-11-28'));
    expect(state.people).toBe(1);
  });

  it('stops at its time budget and leaves the rest to the next run', async () => {
    const { rollup, rolled, state } = fakeRollup(day('2024-01-01'));
    const report = await new RefreshMetrics(rollup, new FixedClock(now), 0).run();
    expect(rolled).toEqual([]);
    expect(report.coveredUntil).toBeNull();
    expect(state.people).toBe(1);
  });
});
