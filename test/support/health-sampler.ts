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
export function healthWhile(check: HealthCheck, work: Promise<unknown>): Promise<number[]> {
  let done = false;
  void work.finally(() => {
    done = true;
  });
  return sample(check, () => done);
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
