import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// msw stands in for the AI provider: unhandled outside requests fail the test (loopback passes)
import '../../test/support/msw-setup.ts';
import { mswServer } from '../../test/support/msw-server.ts';
import { FAKE_OPENAI_ENV, fakeOpenAi } from '../../test/support/openai-fake.ts';
import { answerByText, type Journey, startInterview, startJourney } from './browser.ts';

const RESUME = `Casey Morgan
Data Engineer
casey.morgan@example.com

Experience
Data Engineer, Acme Analytics, Feb 2021 - Present
- Built Python pipelines on PostgreSQL loading 5 million rows a night
- Moved the nightly batch to Airflow, cutting failures by 70%

Skills
Python, PostgreSQL, Airflow, AWS
`;
const JOB = `Senior Data Engineer at Hooli

Requirements
- Python in production
- PostgreSQL and data modelling
- Orchestration with Airflow
`;
const ANSWER =
  'Our nightly load kept failing when a source file arrived late. I owned the fix: I moved the batch to ' +
  'Airflow with sensors on the source files, added retries with alerts, and made each step idempotent. ' +
  'Failed nights went from three a week to one a month, and the analysts had their data by 7 am.';

describe('a job seeker whose interview met a failing AI provider', () => {
  let j: Journey;
  beforeAll(async () => {
    // the coaching engine talks to an OpenAI-compatible provider (faked), with a 1 s time-out
    j = await startJourney({ env: FAKE_OPENAI_ENV });
  });
  afterAll(async () => {
    await j?.close();
  });

  it("keeps every answer, shows 'Evaluation Failed', and 'Try Again' evaluates it once the provider is back", async () => {
    const provider = fakeOpenAi(mswServer);
    const page = j.page;
    await startInterview(j, page, {
      person: 'Casey Morgan',
      resume: { name: 'casey-resume.txt', text: RESUME },
      job: { name: 'hooli-data.txt', text: JOB },
      type: 'Behavioral',
      mode: 'Text Only',
      questions: 2,
    });

    provider.health = 'failing';
    // the interview goes on while the provider fails: every answer is taken
    const answers = await answerByText(page, ANSWER);

    // the first breakdown entry is open: its answer is there, its evaluation failed
    const breakdown = page.getByRole('region', { name: 'Question Breakdown' });
    await breakdown.getByText(ANSWER).first().waitFor();
    const failure = breakdown.getByRole('alert').filter({ hasText: 'Evaluation Failed' }).first();
    await failure.waitFor({ timeout: 30_000 });
    expect(answers).toBeGreaterThanOrEqual(2);

    provider.health = 'healthy';
    const evaluated = page.waitForResponse((r) =>
      /\/api\/interview\/answer\/[^/]+\/reevaluate$/.test(r.url()),
    );
    await failure.getByRole('button', { name: 'Try Again' }).click();
    expect((await evaluated).status()).toBe(200);
    // the evaluation's criteria replace the failure, and the session gets a score
    await breakdown.getByText('Technical Depth').first().waitFor();
    await page
      .getByText(/\d+(\.\d)?\s*\/\s*10/)
      .first()
      .waitFor();
    expect(provider.calls.get('answer_evaluation')).toBeGreaterThanOrEqual(answers + 1);
  }, 120_000);
});
