import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest, type SignedIn, signIn, signUp } from '../../../../test/support/accounts.ts';
import { auth, endTrial, markVerified, uploadText } from '../../../../test/support/documents.ts';
import { POLISH_JOB, POLISH_RESUME, readPolishStream } from '../../../../test/support/polish-stream.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { FixedClock } from '../../../shared/kernel/clock.ts';

const WINDOW =
  'On the Free plan a section can be polished again only within 24 hours of starting an AI Resume Polish. Upgrade to Pro for unlimited use.';

const experience = {
  standardizedJobTitle: 'Software Engineer',
  company: 'Acme Corp',
  location: 'Dallas, TX',
  startDate: 'Jun 2017',
  endDate: 'Feb 2021',
  description: [
    '- Responsible for the Redis cache layer serving 2 million requests a day',
    '- Utilized Python in order to build reporting tools',
  ].join('\n'),
};

describe('polishing one experience again', () => {
  let t: TestApp;
  const clock = new FixedClock('2026-11-22T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  const repolish = (me: SignedIn, body: unknown) =>
    t.json<Record<string, unknown>>(
      '/api/resume/polish-experience',
      jsonRequest('POST', body, auth(me.token)),
    );
  const body = (overrides: Record<string, unknown> = {}) => ({
    experienceToPolish: experience,
    jobDescriptionContext: POLISH_JOB,
    experienceIndex: 1,
    ...overrides,
  });

  async function verified(): Promise<SignedIn> {
    const me = await signUp(t);
    await markVerified(t, me.email);
    return me;
  }

  it('answers the suggestion for that experience, at its index, with its own heading facts', async () => {
    const me = await verified();
    const res = await repolish(me, body());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      original: experience.description,
      suggested:
        '- Owned the Redis cache layer serving 2 million requests a day\n- Used Python to build reporting tools',
      reasoning: expect.stringContaining("'in order to' becomes 'to'"),
      index: 1,
      jobTitle: 'Software Engineer',
      company: 'Acme Corp',
      location: 'Dallas, TX',
      duration: 'Jun 2017 - Feb 2021',
    });
  });

  it('refuses bad input in the error envelope and an unverified e-mail with 403', async () => {
    const me = await verified();
    for (const bad of [
      body({ experienceIndex: -1 }),
      body({ experienceIndex: 101 }),
      body({ experienceToPolish: { ...experience, description: 'x'.repeat(10_001) } }),
      body({ experienceToPolish: { company: 'Acme' } }),
      { experienceToPolish: experience, experienceIndex: 0 },
    ]) {
      const res = await repolish(me, bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'VALIDATION_FAILED', requestId: expect.any(String) });
    }
    const unverified = await signUp(t);
    expect(await repolish(unverified, body())).toMatchObject({
      status: 403,
      body: { error: 'EMAIL_NOT_VERIFIED' },
    });
  });

  it('lets a Free account retry for a day after its one polish, then asks for an upgrade', async () => {
    const me = await verified();
    await endTrial(t, me.email);
    // it never polished: what stops it is the missing polish, not a used-up one
    const never = await repolish(me, body());
    expect(never).toMatchObject({ status: 402, body: { error: 'UPGRADE_REQUIRED', message: WINDOW } });
    expect(never.body.message).not.toMatch(/already used/);

    const resumeId = await uploadText(t, me.token, 'resume', POLISH_RESUME);
    const jobDescriptionId = await uploadText(t, me.token, 'job', POLISH_JOB);
    const stream = await readPolishStream(t, me.token, { resumeId, jobDescriptionId });
    expect(stream.events.at(-1)!.event).toBe('done');
    clock.advance(23 * 3_600_000);
    const later = await signIn(t, me.email);
    expect((await repolish(later, body())).status).toBe(200);
    clock.advance(2 * 3_600_000);
    const dayAfter = await signIn(t, me.email);
    expect(await repolish(dayAfter, body())).toMatchObject({
      status: 402,
      body: { error: 'UPGRADE_REQUIRED', message: WINDOW },
    });
  });
});
