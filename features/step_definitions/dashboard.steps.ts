import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { components } from '../../openapi/types.ts';
import type { CoachWorld } from '../support/world.ts';

type DashboardStats = components['schemas']['DashboardStats'];

function documentId(world: CoachWorld, name: string): string {
  const id = world.documents.get(name);
  if (!id) throw new Error(`no document named ${name} in this scenario`);
  return id;
}

async function dashboardStats(world: CoachWorld): Promise<DashboardStats> {
  const res = await world.send('GET', '/api/user/dashboard-stats');
  assert.equal(res.status, 200, res.text);
  return res.json as DashboardStats;
}

When(
  'they interview with {string} for {string}',
  async function (this: CoachWorld, resume: string, job: string) {
    const res = await this.send('POST', '/api/interview/start', {
      resumeId: documentId(this, resume),
      jobId: documentId(this, job),
      interviewType: 'Coding',
      persona: 'Friendly & Encouraging',
      duration: 30,
      numQuestions: 2,
      format: 'text',
    });
    assert.equal(res.status, 201, res.text);
  },
);

Then(
  'the dashboard offers {string} for {string}',
  async function (this: CoachWorld, resume: string, job: string) {
    const stats = await dashboardStats(this);
    assert.deepEqual(stats.lastPairing, { resumeId: documentId(this, resume), jobId: documentId(this, job) });
  },
);

Then('the dashboard offers no last pairing', async function (this: CoachWorld) {
  const stats = await dashboardStats(this);
  assert.equal(stats.lastPairing, undefined);
});
