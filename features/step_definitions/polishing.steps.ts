import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import { HttpResponse, http } from 'msw';
import { signUp } from '../../test/support/accounts.ts';
import { endTrial, markVerified } from '../../test/support/documents.ts';
import { mswServer } from '../../test/support/msw-server.ts';
import { FAKE_OPENAI_URL } from '../../test/support/openai-fake.ts';
import {
  POLISH_JOB,
  POLISH_RESUME,
  type ReadStream,
  readPolishStream,
} from '../../test/support/polish-stream.ts';
import type { CoachWorld } from '../support/world.ts';

interface Polish {
  resumeId: string;
  jobDescriptionId: string;
  stream?: ReadStream;
}

const polishes = new WeakMap<CoachWorld, Polish>();

function polishOf(world: CoachWorld): Polish {
  const p = polishes.get(world);
  if (!p) throw new Error('no resume and job description were uploaded in this scenario');
  return p;
}

function streamOf(world: CoachWorld): ReadStream {
  const stream = polishOf(world).stream;
  if (!stream) throw new Error('no polish stream was read in this scenario');
  return stream;
}

const dataOf = (world: CoachWorld, name: string) =>
  streamOf(world)
    .events.filter((e) => e.event === name)
    .map((e) => e.data as Record<string, unknown>);

// ─── the fake provider's suggestions, when a scenario wants them to lie ───

/** What the summary suggestion claims on top of the resume, while a scenario asks for it. */
let claim: string | undefined;

After(() => {
  claim = undefined;
});

let lyingInstalled = false;
function installLyingSuggestions(): void {
  if (lyingInstalled) return;
  lyingInstalled = true;
  // answers only while a scenario set a claim; otherwise the request goes on to the usual fake
  mswServer.use(
    http.post(`${FAKE_OPENAI_URL}/chat/completions`, async ({ request }) => {
      if (!claim) return undefined;
      const body = (await request.clone().json()) as { response_format: { json_schema: { name: string } } };
      if (body.response_format.json_schema.name !== 'resume_suggestion') return undefined;
      const content = JSON.stringify({
        suggested: `Backend engineer. Skilled in Python, saving ${claim} a year.`,
        reasoning: `Adds the ${claim} you saved.`,
      });
      return HttpResponse.json({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 1_700_000_000,
        model: 'gpt-4o-mini',
        choices: [
          { index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      });
    }),
  );
}

Given('the AI provider is unavailable', async function (this: CoachWorld) {
  const provider = await this.useProvider();
  provider.health = 'failing';
});

Given(
  'the AI provider writes suggestions that claim {string} in savings',
  async function (this: CoachWorld, amount: string) {
    await this.useProvider();
    installLyingSuggestions();
    claim = amount;
  },
);

Given('the AI provider is available again', async function (this: CoachWorld) {
  const provider = await this.useProvider();
  provider.health = 'healthy';
});

// ─── accounts with documents ───

for (const [plan, free] of [
  ['a Free user', true],
  ['a user on the Pro trial', false],
] as const) {
  Given(
    `${plan} with a verified e-mail who uploaded a resume and a job description`,
    async function (this: CoachWorld) {
      const me = await signUp(this.app);
      this.token = me.token;
      this.email = me.email;
      await markVerified(this.app, me.email);
      const resume = await this.upload('resume', 'Maya Chen Resume.txt', POLISH_RESUME);
      assert.equal(resume.status, 200, resume.text);
      const job = await this.upload('job', 'Senior Backend Engineer.txt', POLISH_JOB);
      assert.equal(job.status, 200, job.text);
      if (free) await endTrial(this.app, me.email);
      polishes.set(this, {
        resumeId: (resume.json as { dbId: string }).dbId,
        jobDescriptionId: (job.json as { dbId: string }).dbId,
      });
    },
  );
}

async function polish(world: CoachWorld): Promise<ReadStream> {
  const p = polishOf(world);
  const stream = await readPolishStream(world.app, world.token ?? '', p);
  p.stream = stream;
  // an answer that is not a stream is an ordinary response, for the shared steps
  world.last = {
    status: stream.status,
    headers: stream.headers,
    text: JSON.stringify(stream.json ?? null),
    json: stream.json,
  };
  return stream;
}

Given('they have used their one-time AI Resume Polish', async function (this: CoachWorld) {
  const stream = await polish(this);
  assert.equal(stream.events.at(-1)?.event, 'done');
});

When('they polish the resume against the job description', async function (this: CoachWorld) {
  await polish(this);
});

/** The streams of polishes opened together, in a scenario that opens several. */
const together = new WeakMap<CoachWorld, ReadStream[]>();

When(
  'they open {int} polishes of the resume against the job description at the same moment',
  async function (this: CoachWorld, n: number) {
    const p = polishOf(this);
    const streams = await Promise.all(
      Array.from({ length: n }, () => readPolishStream(this.app, this.token ?? '', p)),
    );
    together.set(this, streams);
  },
);

Then(
  'exactly {int} of the polishes ends with {string}',
  function (this: CoachWorld, n: number, name: string) {
    const streams = together.get(this) ?? [];
    const ended = streams.filter((s) => s.status === 200 && s.events.at(-1)?.event === name);
    assert.equal(ended.length, n);
  },
);

Then('the other {int} answer 402 {string}', function (this: CoachWorld, n: number, message: string) {
  const refused = (together.get(this) ?? []).filter((s) => s.status !== 200);
  assert.equal(refused.length, n);
  for (const r of refused) {
    assert.equal(r.status, 402);
    assert.deepEqual(
      { error: (r.json as { error: string }).error, message: (r.json as { message: string }).message },
      { error: 'UPGRADE_REQUIRED', message },
    );
  }
});

Then('the polish stream ends with {string}', function (this: CoachWorld, name: string) {
  const stream = streamOf(this);
  assert.equal(stream.status, 200, JSON.stringify(stream.json));
  assert.equal(stream.events.at(-1)?.event, name, JSON.stringify(stream.events.at(-1)));
});

Then('their profile shows used_polish_feature as {word}', async function (this: CoachWorld, value: string) {
  const res = await this.send('GET', '/api/user/profile');
  assert.equal(
    (res.json as { user: { used_polish_feature: boolean } }).user.used_polish_feature,
    value === 'true',
  );
});

// ─── keeping the result ───

/** The polished resume as the page's 'Finalize & Save' sends it: every suggestion accepted. */
function polishedMarkdown(world: CoachWorld): string {
  const [summary] = dataOf(world, 'summary_suggestion');
  const roles = dataOf(world, 'work_experience_suggestion');
  return [
    '# Maya Chen',
    '## Professional Summary',
    String(summary?.suggested ?? ''),
    '## Professional Experience',
    ...roles.flatMap((r) => [
      `### ${r.jobTitle} — ${r.company}`,
      `*${r.location} | ${r.duration}*`,
      String(r.suggested),
    ]),
  ].join('\n');
}

When('they save the polished resume as {string}', async function (this: CoachWorld, name: string) {
  await this.send('POST', '/api/resume/save-polished', { newName: name, content: polishedMarkdown(this) });
});

Then(
  '{string} is listed among their resumes next to the uploaded one',
  async function (this: CoachWorld, name: string) {
    const res = await this.send('GET', '/api/user/documents');
    const names = (res.json as { resumes: { file_name: string }[] }).resumes.map((r) => r.file_name);
    assert.deepEqual(names.sort(), [name, 'Maya Chen Resume.txt'].sort());
  },
);

// ─── truthfulness ───

Then(
  'there is {int} summary suggestion and {int} suggestion for each work experience',
  function (this: CoachWorld, summaries: number, each: number) {
    const [parsed] = dataOf(this, 'parsing_complete');
    const roles = (parsed!.structuredResume as { workExperience: unknown[] }).workExperience.length;
    assert.equal(dataOf(this, 'summary_suggestion').length, summaries);
    assert.equal(dataOf(this, 'work_experience_suggestion').length, each * roles);
  },
);

Then(
  'every experience suggestion keeps the title, employer, location and dates of its role',
  function (this: CoachWorld) {
    const [parsed] = dataOf(this, 'parsing_complete');
    const roles = (parsed!.structuredResume as { workExperience: Record<string, string | null>[] })
      .workExperience;
    for (const s of dataOf(this, 'work_experience_suggestion')) {
      const role = roles[s.index as number]!;
      assert.equal(s.jobTitle, role.standardizedJobTitle);
      assert.equal(s.company, role.company);
      assert.equal(s.location, role.location);
      assert.equal(s.duration, [role.startDate, role.endDate].filter(Boolean).join(' - '));
    }
  },
);

Then(
  'no suggestion states a number, an amount or a name the resume does not contain',
  function (this: CoachWorld) {
    const resume = POLISH_RESUME.toLowerCase();
    const suggestions = [
      ...dataOf(this, 'summary_suggestion'),
      ...dataOf(this, 'work_experience_suggestion'),
    ];
    for (const s of suggestions) {
      const text = String(s.suggested);
      for (const n of text.match(/[$€£]?\d[\d,.]*%?/g) ?? [])
        assert.ok(resume.includes(n.toLowerCase()), `"${n}" in ${text}`);
      // a capital inside a sentence is a name: an employer, a place, a tool
      for (const m of text.matchAll(/(?<=[a-z,] )[A-Z][\w.+#-]*/g))
        assert.ok(resume.includes(m[0].toLowerCase()), `"${m[0]}" in ${text}`);
    }
  },
);

Then('every suggestion carries its reasoning and the original it replaces', function (this: CoachWorld) {
  const [parsed] = dataOf(this, 'parsing_complete');
  const resume = parsed!.structuredResume as { summary: string; workExperience: { description: string }[] };
  const [summary] = dataOf(this, 'summary_suggestion');
  assert.equal(summary!.original, resume.summary);
  assert.ok(String(summary!.reasoning).length > 20);
  for (const s of dataOf(this, 'work_experience_suggestion')) {
    assert.equal(s.original, resume.workExperience[s.index as number]!.description);
    assert.ok(String(s.reasoning).length > 20, String(s.reasoning));
  }
});

Then('no suggestion mentions {string}', function (this: CoachWorld, text: string) {
  const shown = JSON.stringify(streamOf(this).events.filter((e) => e.event !== 'parsing_complete'));
  assert.ok(!shown.includes(text), shown);
});

Then(
  'the summary suggestion says why it was changed without repeating what was left out',
  function (this: CoachWorld) {
    const [summary] = dataOf(this, 'summary_suggestion');
    // what was left out (a sentence, or the whole rewrite when nothing else was new) is named as
    // something the resume does not say, never repeated
    assert.match(
      String(summary!.reasoning),
      /the rewrite stated (?:something|things) your resume does not say/,
    );
    assert.ok(!String(summary!.reasoning).includes('two million'), String(summary!.reasoning));
  },
);
