import { describe, expect, it } from 'vitest';
import { StartRate } from './start-rate.ts';

/** A clock the sleeps move forward, so spacing is checked without waiting. */
function fakeTime() {
  let now = 1_000;
  const waits: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
    advance: (ms: number) => {
      now += ms;
    },
    waits,
  };
}

describe('the start rate of a queue (a provider rate limit)', () => {
  it('lets the first start at once and spaces the next ones by a share of a second', async () => {
    const time = fakeTime();
    const rate = new StartRate(4, time.now, time.sleep);
    for (let i = 0; i < 5; i += 1) await rate.turn();
    expect(time.waits).toEqual([250, 250, 250, 250]);
  });

  it('gives waiting callers consecutive slots when they ask at the same moment', async () => {
    const time = fakeTime();
    const asked: number[] = [];
    const rate = new StartRate(10, time.now, async (ms) => {
      asked.push(ms);
    });
    await Promise.all([rate.turn(), rate.turn(), rate.turn()]);
    expect(asked).toEqual([100, 200]);
  });

  it('does not bank unused time: after a quiet spell the next start is at once, then spaced', async () => {
    const time = fakeTime();
    const rate = new StartRate(2, time.now, time.sleep);
    await rate.turn();
    time.advance(10_000);
    await rate.turn();
    await rate.turn();
    expect(time.waits).toEqual([500]);
  });

  it('refuses a rate of zero', () => {
    expect(() => new StartRate(0)).toThrow(/above zero/);
  });
});
