import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { signUp } from '../../test/support/accounts.ts';
import { endTrial } from '../../test/support/documents.ts';
import { verifyByMail } from '../../test/support/interviews.ts';
import type { CoachWorld } from '../support/world.ts';
import type { components } from '../../openapi/types.ts';

const RESUME = `Jamie Rivera
jamie@example.com

Experience
Backend Engineer, Acme Corp (2019 - 2024)
- Built Python services on PostgreSQL that served 2 million requests a day
- Containerised services with Docker

Skills: Python, PostgreSQL, Docker
`;
const JOB = `Senior Backend Engineer

Requirements
- 5+ years with Python
- PostgreSQL and Kubernetes in production
- GraphQL APIs
`;

type Listing = components['schemas']['DocumentLists'];

async function listing(world: CoachWorld): Promise<Listing> {
  const res = await world.send('GET', '/api/user/documents');
  assert.equal(res.status, 200, res.text);
  return res.json as Listing;
}

async function signedUp(world: CoachWorld): Promise<void> {
  const me = await signUp(world.app);
  world.token = me.token;
  world.email = me.email;
}

Given('a signed-up user whose trial has ended', async function (this: CoachWorld) {
  await signedUp(this);
  await endTrial(this.app, this.email);
});

Given('a signed-up user with a verified e-mail', async function (this: CoachWorld) {
  await signedUp(this);
  await verifyByMail(this.app, this.email);
});

for (const [phrase, kind] of [
  ['resume', 'resume'],
  ['job description', 'job'],
] as const) {
  Given(`they uploaded the ${phrase} {string}`, async function (this: CoachWorld, name: string) {
    const res = await this.upload(kind, name, kind === 'resume' ? RESUME : JOB);
    assert.equal(res.status, 200, res.text);
    this.documents.set(name, (res.json as { dbId: string }).dbId);
  });

  When(`they upload the ${phrase} {string}`, async function (this: CoachWorld, name: string) {
    await this.upload(kind, name, kind === 'resume' ? RESUME : JOB);
  });
}

When(
  'they ask for the match analysis of {string} and {string}',
  async function (this: CoachWorld, resume: string, job: string) {
    await this.send('POST', '/api/user/analyze-match', {
      resumeId: this.documents.get(resume),
      jobId: this.documents.get(job),
      reanalyze: false,
    });
  },
);

Then(
  'the analysis shows {string} as a matched skill with its resume line',
  function (this: CoachWorld, skill: string) {
    const body = this.response().json as {
      matchedSkills: { skill: string; evidence: string }[];
      analysis: string;
    };
    const match = body.matchedSkills.find((m) => m.skill === skill);
    assert.ok(match, `matched skills: ${body.matchedSkills.map((m) => m.skill).join(', ')}`);
    assert.ok(RESUME.includes(match.evidence.replace(/…$/, '').slice(0, 30)), `evidence: ${match.evidence}`);
    assert.ok(body.analysis.length > 40);
  },
);

Then('{string} is the default resume', async function (this: CoachWorld, name: string) {
  const { resumes } = await listing(this);
  const defaults = resumes.filter((r) => r.is_default).map((r) => r.id);
  assert.deepEqual(defaults, [this.documents.get(name)]);
});

When('they make {string} the default resume', async function (this: CoachWorld, name: string) {
  const res = await this.send('PUT', `/api/documents/resumes/${this.documents.get(name)}/default`);
  assert.equal(res.status, 200, res.text);
});

When('they rename {string} to {string}', async function (this: CoachWorld, name: string, newName: string) {
  await this.send('PUT', `/api/documents/${this.documents.get(name)}/rename`, {
    name: newName,
    type: 'resume',
  });
});

When(
  'another signed-up user renames {string} to {string}',
  async function (this: CoachWorld, name: string, newName: string) {
    const other = await signUp(this.app);
    this.token = other.token;
    await this.send('PUT', `/api/documents/${this.documents.get(name)}/rename`, {
      name: newName,
      type: 'resume',
    });
  },
);

Then('the resume {string} is still listed under its name', async function (this: CoachWorld, name: string) {
  const { resumes } = await listing(this);
  assert.equal(resumes.find((r) => r.id === this.documents.get(name))?.file_name, name);
});

Then(
  'the resume {string} is listed as {string}',
  async function (this: CoachWorld, name: string, shown: string) {
    const { resumes } = await listing(this);
    assert.equal(resumes.find((r) => r.id === this.documents.get(name))?.file_name, shown);
  },
);

Given(
  'they have a download link for the job description {string}',
  async function (this: CoachWorld, name: string) {
    const res = await this.send('GET', `/api/documents/${this.documents.get(name)}/download?type=job`);
    assert.equal(res.status, 200, res.text);
    this.downloadUrl = (res.json as { url: string }).url;
    const file = await this.app.request(
      new URL(this.downloadUrl, 'http://localhost').pathname +
        new URL(this.downloadUrl, 'http://localhost').search,
    );
    assert.equal(file.status, 200);
  },
);

When('they delete the job description {string}', async function (this: CoachWorld, name: string) {
  await this.send('DELETE', `/api/documents/${this.documents.get(name)}`, { type: 'job' });
});

Then('the job description {string} is no longer listed', async function (this: CoachWorld, name: string) {
  const { jobDescriptions } = await listing(this);
  assert.equal(
    jobDescriptions.find((j) => j.id === this.documents.get(name)),
    undefined,
  );
});

Then('the download link no longer works', async function (this: CoachWorld) {
  const url = new URL(this.downloadUrl, 'http://localhost');
  const res = await this.app.request(url.pathname + url.search);
  assert.notEqual(res.status, 200);
});
