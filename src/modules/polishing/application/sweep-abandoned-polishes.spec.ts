import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import type { PolishEvent } from '../../coaching/index.ts';
import { ABANDONED_AFTER_MS } from '../domain/polish-run.ts';
import type { AbandonedRun, PolishRunRepository } from '../ports/polish-run-repository.ts';
import { SweepAbandonedPolishes } from './sweep-abandoned-polishes.ts';

interface Row {
  status: 'running' | 'done' | 'failed';
  events: PolishEvent[];
  lastProgress: Date;
}

/** Runs by id; `movesOn` stores an event at the sweep's place first, as a live stream would. */
class Runs implements Pick<PolishRunRepository, 'abandoned' | 'append' | 'finish'> {
  readonly rows = new Map<string, Row>();
  readonly reads: number[] = [];
  movesOn = new Set<string>();
  async abandoned(before: Date, limit: number): Promise<AbandonedRun[]> {
    const found = [...this.rows]
      .filter(([, r]) => r.status === 'running' && r.lastProgress < before)
      .slice(0, limit)
      .map(([runId, r]) => ({ runId, lastSeq: r.events.length }));
    this.reads.push(found.length);
    return found;
  }
  async append(runId: string, seq: number, event: PolishEvent, at: Date): Promise<boolean> {
    const row = this.rows.get(runId)!;
    if (this.movesOn.has(runId)) {
      row.events.push({ event: 'status_update', data: { message: 'moving', processingIndex: null } });
      row.lastProgress = at;
    }
    if (row.events.length >= seq) return false;
    row.events.push(event);
    return true;
  }
  async finish(runId: string, status: 'done' | 'failed'): Promise<boolean> {
    const row = this.rows.get(runId)!;
    if (row.status !== 'running') return false;
    row.status = status;
    return true;
  }
}

const start = new Date('2026-11-22T09:00:00Z');

function setUp() {
  const clock = new FixedClock(start);
  const runs = new Runs();
  const sweeper = new SweepAbandonedPolishes(
    runs as unknown as PolishRunRepository,
    { run: (work) => work() },
    clock,
  );
  const add = (id: string, minutesAgo: number) =>
    runs.rows.set(id, {
      status: 'running',
      events: [],
      lastProgress: new Date(start.getTime() - minutesAgo * 60_000),
    });
  return { clock, runs, sweeper, add };
}

describe('the sweep of abandoned polish runs', () => {
  it('ends, batch after batch, every running run quiet for the abandonment time, with an error event', async () => {
    const { runs, sweeper, add } = setUp();
    for (let i = 0; i < 5; i += 1) add(`quiet-${i}`, ABANDONED_AFTER_MS / 60_000 + 1);
    add('recent', 2);
    expect(await sweeper.sweep(2)).toBe(5);
    expect(runs.reads).toEqual([2, 2, 1]);
    expect(runs.rows.get('quiet-0')).toMatchObject({
      status: 'failed',
      events: [{ event: 'error', data: { message: 'The polish could not be completed. Please try again.' } }],
    });
    expect(runs.rows.get('recent')!.status).toBe('running');
  });

  it('leaves a run whose stream stored its next event first, and does not read a batch it ended nothing of again', async () => {
    const { runs, sweeper, add } = setUp();
    add('a', 30);
    add('b', 30);
    runs.movesOn = new Set(['a', 'b']);
    expect(await sweeper.sweep(2)).toBe(0);
    expect(runs.reads).toEqual([2]);
    expect(runs.rows.get('a')!.status).toBe('running');
  });
});
