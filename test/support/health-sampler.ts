import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/**
 * Liveness while something else runs: /api/health is asked every EVERY_MS, as a load balancer
 * would, and each answer's time is kept for the check to judge (its slowest, its p95). Every
 * answer must be a 200.
 */
const EVERY_MS = 10;

/** One health check: answers the status once the answer is in. */
export interface HealthCheck {
  ask(): Promise<number>;
  /**
   * The app runs in this process, on this thread: an in-process request never waits on a socket,
   * so the pause before each check gives the event loop a turn (or the work's database replies
   * would never be read), and the pause counts towards the check's time, so a blocked event loop
   * shows whether it struck during the pause or during the request.
   */
  sharesThisThread?: boolean;
}

/** Health checks of an app made by createTestApp, in this process. */
export function inProcessHealth(t: TestApp): HealthCheck {
  return { sharesThisThread: true, ask: async () => (await t.request('/api/health')).status };
}

/** Health checks of a server over HTTP, each answer read to its end. */
export function httpHealth(base: string): HealthCheck {
  return {
    ask: async () => {
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      return res.status;
    },
  };
}

/** Asks for health until `work` settles; how long each answer took, in ms. */
function healthWhile(check: HealthCheck, work: Promise<unknown>): Promise<number[]> {
  let done = false;
  void work.finally(() => {
    done = true;
  });
  return sample(check, () => done);
}

/** Health answers while some work ran, and how long the work took. */
export interface HealthDuring {
  /** How long each answer took, in ms. */
  waits: number[];
  /** From the first question until the work settled, in ms. */
  workMs: number;
}

/** Asks for health until `work` settles; each answer's time, and the work's. */
export async function healthDuring(check: HealthCheck, work: Promise<unknown>): Promise<HealthDuring> {
  const started = performance.now();
  let workMs = 0;
  const settled = work.finally(() => {
    workMs = performance.now() - started;
  });
  const waits = await healthWhile(check, settled);
  return { waits, workMs };
}

/**
 * The work never held the thread for long, judged against the work's own time rather than the
 * machine's speed: the defects these checks guard against held the only thread for the whole work
 * (seconds to minutes), so one health answer waited about as long as the work itself. The slowest
 * answer may take `floorMs`, or a quarter of the work's time when a busy machine stretches both.
 */
export function expectAnsweredThroughout({ waits, workMs }: HealthDuring, floorMs: number): void {
  expect(waits.length).toBeGreaterThan(0);
  expect(Math.max(...waits)).toBeLessThan(Math.max(floorMs, workMs / 4));
}

/** Asks for health until `count` answers are in or `withinMs` has passed; how long each took, in ms. */
export function healthSamples(check: HealthCheck, count: number, withinMs: number): Promise<number[]> {
  const until = performance.now() + withinMs;
  return sample(check, (waits) => waits.length >= count || performance.now() >= until);
}

/** The 95th percentile (nearest rank): at least 95 % of the values are at or below it. */
export function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.95 * sorted.length) - 1] ?? Number.NaN;
}

async function sample(check: HealthCheck, enough: (waits: number[]) => boolean): Promise<number[]> {
  const waits: number[] = [];
  do {
    // the checks' cadence, not a wait for the work: its end is watched by `enough`
    const paused = performance.now();
    await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
    const asked = performance.now();
    const status = await check.ask();
    waits.push(performance.now() - (check.sharesThisThread ? paused + EVERY_MS : asked));
    expect(status).toBe(200);
  } while (!enough(waits));
  return waits;
}
