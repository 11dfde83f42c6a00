import { describe, expect, it } from 'vitest';
import type { OperatorSettings } from '../../../shared/kernel/operator-settings.ts';
import type { SettingsStore } from '../ports/settings-store.ts';
import { OperatorSettingsCache } from './operator-settings-cache.ts';

const defaults: OperatorSettings = {
  trialDays: 7,
  requireEmailVerification: true,
  supportEmail: 'support@example.com',
  maintenanceBanner: null,
  freePlanLimits: { interviewSessions: 3, resumes: 1, jobDescriptions: 1, resumePolishes: 1 },
};

function setUp() {
  let stored: unknown = null;
  let loads = 0;
  let failing = false;
  const store: SettingsStore = {
    load: async () => {
      loads += 1;
      if (failing) throw new Error('database down');
      return stored;
    },
    save: async (value) => {
      stored = value;
    },
  };
  let now = 0;
  const warnings: string[] = [];
  const cache = new OperatorSettingsCache(
    store,
    defaults,
    { warn: (_c, m) => warnings.push(m) },
    5000,
    () => now,
  );
  return {
    cache,
    warnings,
    loads: () => loads,
    store: (value: unknown) => {
      stored = value;
    },
    fail: (on: boolean) => {
      failing = on;
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('operator settings in memory', () => {
  it('read the store once per refresh period, concurrent callers sharing the read', async () => {
    const s = setUp();
    const [a, b] = await Promise.all([s.cache.current(), s.cache.current()]);
    expect(a).toEqual(b);
    expect(a.trialDays).toBe(7);
    await s.cache.current();
    expect(s.loads()).toBe(1);
    s.store({ trialDays: 30 });
    s.advance(4999);
    expect((await s.cache.current()).trialDays).toBe(7);
    s.advance(1);
    expect((await s.cache.current()).trialDays).toBe(30);
    expect(s.loads()).toBe(2);
  });

  it('take settings just saved at once, without a read', async () => {
    const s = setUp();
    await s.cache.current();
    s.cache.remember({ ...defaults, trialDays: 1, updatedAt: new Date(), updatedBy: 'ada@example.com' });
    expect((await s.cache.current()).trialDays).toBe(1);
    expect(s.loads()).toBe(1);
  });

  it('keep the last known settings while the store cannot be read, and say so', async () => {
    const s = setUp();
    s.store({ trialDays: 21 });
    await s.cache.current();
    s.fail(true);
    s.advance(6000);
    expect((await s.cache.current()).trialDays).toBe(21);
    expect(s.warnings).toHaveLength(1);
    s.fail(false);
    s.advance(6000);
    expect((await s.cache.current()).trialDays).toBe(21);
  });

  it('fall back to the defaults when the very first read fails', async () => {
    const s = setUp();
    s.fail(true);
    expect(await s.cache.current()).toMatchObject(defaults);
  });
});
