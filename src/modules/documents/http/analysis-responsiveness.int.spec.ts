import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest, signUp } from '../../../../test/support/accounts.ts';
import { auth, markVerified, uploadText } from '../../../../test/support/documents.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

const JOB = 'Senior Backend Engineer\nRequirements\n- 5+ years of TypeScript\n- PostgreSQL and AWS';

/**
 * A resume that is one 100 KB word once kept the server's only thread busy for about 21 s per
 * match analysis, and every other request (the liveness probe included) waited behind it.
 */
describe('match analysis of a hostile resume', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('leaves the server answering health checks while it runs', async () => {
    const me = await signUp(t);
    await markVerified(t, me.email);
    const resumeId = await uploadText(t, me.token, 'resume', 'a'.repeat(100_000));
    const jobId = await uploadText(t, me.token, 'job', JOB);

    let done = false;
    const analysis = t
      .request('/api/user/analyze-match', jsonRequest('POST', { resumeId, jobId }, auth(me.token)))
      .finally(() => {
        done = true;
      });
    const healthTimes: number[] = [];
    do {
      // an in-process request never waits on a socket: the pause gives the event loop a turn (or
      // the analysis's PostgreSQL replies would never be read), and it counts towards the wait, so
      // a blocked event loop shows whether it struck during the pause or during the request
      const asked = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 10));
      const health = await t.request('/api/health');
      healthTimes.push(performance.now() - asked - 10);
      expect(health.status).toBe(200);
    } while (!done);

    expect((await analysis).status).toBe(200);
    expect(healthTimes.length).toBeGreaterThan(0);
    expect(Math.max(...healthTimes)).toBeLessThan(100);
  });
});
