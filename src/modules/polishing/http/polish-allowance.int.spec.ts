import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promote, type SignedIn, signUp } from '../../../../test/support/accounts.ts';
import { endTrial, markVerified, uploadText } from '../../../../test/support/documents.ts';
import {
  POLISH_JOB,
  POLISH_RESUME,
  type ReadStream,
  readPolishStream,
} from '../../../../test/support/polish-stream.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { FixedClock } from '../../../shared/kernel/clock.ts';

const ONE_TIME = 'You have already used your one-time AI Resume Polish. Upgrade to Pro for unlimited use.';

interface Polisher extends SignedIn {
  resumeId: string;
  jobDescriptionId: string;
}

/** How many streams ended with `done`, and every answer that was not a stream. */
function outcome(streams: ReadStream[]) {
  const done = streams.filter((s) => s.status === 200 && s.events.at(-1)?.event === 'done');
  const refused = streams.filter((s) => s.status !== 200);
  const other = streams.filter((s) => s.status === 200 && s.events.at(-1)?.event !== 'done');
  return { done: done.length, refused, other };
}

/**
 * The Free plan's polishes are claimed in the database when a stream opens, in one statement, so
 * streams opened at the same instant cannot all slip through a count that none of them has
 * changed yet.
 */
// the race for the allowance needs more concurrent streams than the per-person cap lets through
const MANY_STREAMS = { POLISH_STREAMS_PER_PERSON: '50' };

describe('the Free plan polish allowance under concurrent streams', () => {
  let t: TestApp;
  const clock = new FixedClock('2026-11-22T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(MANY_STREAMS, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function freePolisher(): Promise<Polisher> {
    const me = await signUp(t);
    await markVerified(t, me.email);
    const resumeId = await uploadText(t, me.token, 'resume', POLISH_RESUME);
    const jobDescriptionId = await uploadText(t, me.token, 'job', POLISH_JOB);
    await endTrial(t, me.email);
    return { ...me, resumeId, jobDescriptionId };
  }

  const openAtOnce = (me: Polisher, n: number) =>
    Promise.all(Array.from({ length: n }, () => readPolishStream(t, me.token, me)));

  it('lets exactly one of 20 streams opened at once complete; the others answer 402 with the one-time message', async () => {
    const me = await freePolisher();
    const { done, refused, other } = outcome(await openAtOnce(me, 20));
    expect(done).toBe(1);
    expect(other).toEqual([]);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r.status).toBe(402);
      expect(r.json).toMatchObject({ error: 'UPGRADE_REQUIRED', message: ONE_TIME });
    }
    // and afterwards, one at a time, too
    expect((await readPolishStream(t, me.token, me)).status).toBe(402);
  });

  it("honours the operator's allowance atomically: exactly two of 20 when it is two", async () => {
    const admin = await signUp(t);
    await promote(t, admin.email, 'admin');
    const headers = { 'content-type': 'application/json', 'x-auth-token': admin.token };
    const saved = await t.json<Record<string, unknown> & { freePlanLimits: Record<string, number> }>(
      '/api/admin/settings',
      { headers },
    );
    const { updated_at: _at, updated_by: _by, ...settings } = saved.body;
    const allow = (resumePolishes: number) =>
      t.request('/api/admin/settings', {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ...settings, freePlanLimits: { ...settings.freePlanLimits, resumePolishes } }),
      });
    try {
      expect((await allow(2)).status).toBe(200);
      const me = await freePolisher();
      const { done, refused, other } = outcome(await openAtOnce(me, 20));
      expect(done).toBe(2);
      expect(other).toEqual([]);
      expect(refused).toHaveLength(18);
      expect(refused.every((r) => r.status === 402)).toBe(true);
      expect((await readPolishStream(t, me.token, me)).status).toBe(402);
    } finally {
      await allow(saved.body.freePlanLimits.resumePolishes ?? 1);
    }
  });
});
