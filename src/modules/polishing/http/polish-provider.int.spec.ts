import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest, type SignedIn, signUp } from '../../../../test/support/accounts.ts';
import { auth, endTrial, markVerified, uploadText } from '../../../../test/support/documents.ts';
import { mswServer } from '../../../../test/support/msw-server.ts';
import { FAKE_OPENAI_ENV, FAKE_OPENAI_URL } from '../../../../test/support/openai-fake.ts';
import { readPolishStream } from '../../../../test/support/polish-stream.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

/**
 * The polish against a language model that invents facts: the server's rule, not the model's
 * good will, keeps them out of what the person sees.
 */
const RESUME = `Ana Ruiz
Summary
Support engineer for billing systems.
Experience
Support Engineer | Northwind Health | Austin, TX | Jan 2021 - Present
- Fixed billing bugs for 300 clinics
- Wrote the on-call runbook
Analyst | Contoso Bank | Dallas, TX | Jun 2018 - Dec 2020
- Built Redis caches for the reporting team`;
const JOB = 'Senior Support Engineer\nRequirements\n- Redis and Kafka\n- Billing systems';

const structured = {
  contactInfo: { name: 'Ana Ruiz', email: null, phone: null, linkedin: null, website: null, location: null },
  summary: 'Support engineer for billing systems.',
  skills: { categorized: [{ category: 'Databases', skills: ['Redis'] }], softSkills: [] },
  workExperience: [
    {
      standardizedJobTitle: 'Support Engineer',
      company: 'Northwind Health',
      location: 'Austin, TX',
      startDate: 'Jan 2021',
      endDate: 'Present',
      description: '- Fixed billing bugs for 300 clinics\n- Wrote the on-call runbook',
    },
    {
      standardizedJobTitle: 'Analyst',
      company: 'Contoso Bank',
      location: 'Dallas, TX',
      startDate: 'Jun 2018',
      endDate: 'Dec 2020',
      description: '- Built Redis caches for the reporting team',
    },
  ],
  education: [],
  certifications: [],
};

/**
 * Lies each kind of lie: in the summary an amount of money the resume never states (its digits,
 * 300, are the resume's own); in the first role a skill of the second role and a percentage made
 * of the same digits; in the second role a whole new employer and tool. The adapter's own check
 * (digits and skills anywhere in the resume) lets the first two through; the server does not.
 */
const LIES = ['$300K', 'Redis', '300%', 'Globex', 'Kafka'];

function completion(content: unknown) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'gpt-4o-mini',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: JSON.stringify(content), refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function lyingModel(health: { failing: boolean }) {
  mswServer.use(
    http.post(`${FAKE_OPENAI_URL}/chat/completions`, async ({ request }) => {
      if (health.failing) return HttpResponse.json({ error: { message: 'down' } }, { status: 500 });
      const body = (await request.json()) as {
        messages: { role: string; content: string }[];
        response_format: { json_schema: { name: string } };
      };
      const input = JSON.parse(body.messages.find((m) => m.role === 'user')?.content ?? '{}') as {
        experience?: { company: string };
      };
      switch (body.response_format.json_schema.name) {
        case 'structured_resume':
          return HttpResponse.json(completion(structured));
        case 'structured_job':
          return HttpResponse.json(
            completion({
              title: 'Senior Support Engineer',
              seniority: 'Senior',
              requiredSkills: ['Redis', 'Kafka'],
              preferredSkills: [],
              responsibilities: ['Keep billing running'],
            }),
          );
        case 'match_analysis':
          return HttpResponse.json(
            completion({
              matchedSkills: [{ skill: 'Redis', evidence: 'Built Redis caches', required: true }],
              missingSkills: [{ skill: 'Kafka', evidence: 'Redis and Kafka', required: true }],
              experienceFit: 60,
              analysis: 'Redis is there; Kafka is missing.',
            }),
          );
        case 'resume_suggestion': {
          const company = input.experience?.company;
          const suggested = !company
            ? 'Support engineer for billing systems across 300 clinics. Cut billing errors, saving $300K a year.'
            : company === 'Northwind Health'
              ? '- Fixed billing bugs for 300 clinics, cutting errors by 300% with Redis\n- Documented the on-call runbook'
              : '- Built Kafka pipelines at Globex for the reporting team';
          return HttpResponse.json(completion({ suggested, reasoning: `Highlights ${LIES.join(', ')}.` }));
        }
        default:
          return HttpResponse.json({ error: { message: 'unknown schema' } }, { status: 400 });
      }
    }),
  );
}

describe('the polish against a model that invents facts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(FAKE_OPENAI_ENV);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function ready(resume = RESUME): Promise<SignedIn & { resumeId: string; jobDescriptionId: string }> {
    const me = await signUp(t);
    await markVerified(t, me.email);
    const resumeId = await uploadText(t, me.token, 'resume', resume);
    const jobDescriptionId = await uploadText(t, me.token, 'job', JOB);
    return { ...me, resumeId, jobDescriptionId };
  }

  it('never lets an invented fact reach the stream', async () => {
    lyingModel({ failing: false });
    const me = await ready();
    const { events } = await readPolishStream(t, me.token, me);
    expect(events.at(-1)!.event).toBe('done');
    const data = (name: string) => events.filter((e) => e.event === name).map((e) => e.data);

    const [summary] = data('summary_suggestion') as { suggested: string; reasoning: string }[];
    expect(summary!.suggested).toBe('Support engineer for billing systems across 300 clinics.');
    const [first, second] = data('work_experience_suggestion') as { index: number; suggested: string }[];
    // the honest line of the first role stays, the invented one is back to the original
    expect(first).toMatchObject({
      index: 0,
      suggested: '- Fixed billing bugs for 300 clinics\n- Documented the on-call runbook',
    });
    // the second role was invented outright, even when the model was told what it invented: the
    // person keeps the original and is told why
    expect(second).toMatchObject({
      index: 1,
      original: '- Built Redis caches for the reporting team',
      suggested: '- Built Redis caches for the reporting team',
      reasoning:
        'Your original is kept: the rewrite stated things your resume does not say, so it was not used.',
    });

    const shown = JSON.stringify(events.filter((e) => e.event !== 'parsing_complete'));
    for (const lie of ['$300K', '300%', 'Globex', 'Kafka']) expect(shown).not.toContain(lie);
    // Redis is the second role's fact, never the first role's
    expect(JSON.stringify(first)).not.toContain('Redis');
  });

  it('keeps the one-time polish and stores a failed run when the provider is down', async () => {
    const health = { failing: true };
    lyingModel(health);
    // a resume no earlier test had read: the model's reading of a text is remembered, so the
    // provider is first needed, and found down, for reading it
    const me = await ready(`${RESUME}\nReferences available on request.`);
    const { events } = await readPolishStream(t, me.token, me);
    expect(events.map((e) => e.event)).toEqual(['status_update', 'error']);
    expect(events[1]!.data).toEqual({
      message: 'The AI provider is unavailable right now. Please try again later.',
    });
    const { body } = await t.json<{ user: { used_polish_feature: boolean } }>('/api/user/profile', {
      headers: auth(me.token),
    });
    expect(body.user.used_polish_feature).toBe(false);

    const retry = await t.json(
      '/api/resume/polish-experience',
      jsonRequest(
        'POST',
        {
          experienceToPolish: structured.workExperience[0],
          jobDescriptionContext: JOB,
          experienceIndex: 0,
        },
        auth(me.token),
      ),
    );
    expect(retry).toMatchObject({ status: 503, body: { error: 'PROVIDER_UNAVAILABLE' } });
  });

  it('gives a Free account its polish back when the provider fails it, and no day of free retries', async () => {
    const health = { failing: true };
    lyingModel(health);
    const me = await ready();
    await endTrial(t, me.email);
    const failed = await readPolishStream(t, me.token, me);
    expect(failed.events.at(-1)!.event).toBe('error');
    // the failed polish opened no retries of its sections
    const retry = await t.json<{ message: string }>(
      '/api/resume/polish-experience',
      jsonRequest(
        'POST',
        { experienceToPolish: structured.workExperience[0], jobDescriptionContext: JOB, experienceIndex: 0 },
        auth(me.token),
      ),
    );
    expect(retry).toMatchObject({
      status: 402,
      body: {
        error: 'UPGRADE_REQUIRED',
        message:
          'On the Free plan a section can be polished again only within 24 hours of starting an AI Resume Polish. Upgrade to Pro for unlimited use.',
      },
    });

    health.failing = false;
    const again = await readPolishStream(t, me.token, me);
    expect(again.status).toBe(200);
    expect(again.events.at(-1)!.event).toBe('done');
    expect((await readPolishStream(t, me.token, me)).status).toBe(402);
  });
});
