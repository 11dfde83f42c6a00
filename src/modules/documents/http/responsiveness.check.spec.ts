import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest, type SignedIn, signUp } from '../../../../test/support/accounts.ts';
import { pdfBomb } from '../../../../test/support/document-fixtures.ts';
import { auth, markVerified, upload, uploadText } from '../../../../test/support/documents.ts';
import {
  expectAnsweredThroughout,
  healthDuring,
  inProcessHealth,
} from '../../../../test/support/health-sampler.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

const JOB = 'Senior Backend Engineer\nRequirements\n- 5+ years of TypeScript\n- PostgreSQL and AWS';

/**
 * The longest a liveness probe may wait while hostile work runs on a quiet machine, or a quarter of
 * the work's time on a busy one (health-sampler.ts). The defects these checks guard against held
 * the server's only thread for 10-21 s, the whole work; with another process on every core a probe
 * waited 1.5 s while a refused PDF bomb took several times as long.
 */
const RESPONSIVE_MS = 1000;

describe('the server stays responsive during hostile work', () => {
  let t: TestApp;
  let me: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    me = await signUp(t);
    await markVerified(t, me.email);
  });
  afterAll(async () => {
    await t?.close();
  });

  // a resume that is one 100 KB word once kept the only thread busy for about 21 s per analysis
  it('answers health checks while a hostile resume is analysed', async () => {
    const resumeId = await uploadText(t, me.token, 'resume', 'a'.repeat(100_000));
    const jobId = await uploadText(t, me.token, 'job', JOB);
    const analysis = t.request(
      '/api/user/analyze-match',
      jsonRequest('POST', { resumeId, jobId }, auth(me.token)),
    );
    const health = await healthDuring(inProcessHealth(t), analysis);
    expect((await analysis).status).toBe(200);
    expectAnsweredThroughout(health, RESPONSIVE_MS);
  });

  // a 33 KB PDF whose pages share one 6 MB content stream once took a minute to read
  it('answers health checks while a PDF bomb is refused', async () => {
    const refused = upload(t, me.token, 'resume', pdfBomb({ pages: 50, megabytes: 6 }), 'resume.pdf');
    const health = await healthDuring(inProcessHealth(t), refused);
    expect((await refused).status).toBe(422);
    expectAnsweredThroughout(health, RESPONSIVE_MS);
  });
});
