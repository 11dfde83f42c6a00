import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../../openapi/types.ts';
import { jsonRequest, type SignedIn, signUp } from '../../../../test/support/accounts.ts';
import { auth, markVerified, uploadText } from '../../../../test/support/documents.ts';
import { POLISH_JOB, POLISH_RESUME, readPolishStream } from '../../../../test/support/polish-stream.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { FixedClock } from '../../../shared/kernel/clock.ts';

type Reading = components['schemas']['ResumeReading'];
type Structure = components['schemas']['StructuredResume'];

describe("'Review what we read' over HTTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { clock: new FixedClock('2026-11-22T09:00:00Z') });
  });
  afterAll(async () => {
    await t?.close();
  });

  const readingOf = (me: SignedIn, id: string) =>
    t.json<Reading>(`/api/documents/resumes/${id}/reading`, { headers: auth(me.token) });
  const correct = (me: SignedIn, id: string, structure: unknown) =>
    t.json<Reading>(
      `/api/documents/resumes/${id}/reading`,
      jsonRequest('PUT', { structure }, auth(me.token)),
    );
  const storedReading = async (id: string) => {
    const rows = await t.database.orm.em
      .fork()
      .getConnection()
      .execute<{ corrected_reading: unknown }[]>('select corrected_reading from documents where id = ?', [
        id,
      ]);
    return rows[0]?.corrected_reading ?? null;
  };

  async function withResume(): Promise<SignedIn & { resumeId: string; jobId: string }> {
    const me = await signUp(t);
    await markVerified(t, me.email);
    const resumeId = await uploadText(t, me.token, 'resume', POLISH_RESUME, 'Maya Chen Resume.txt');
    const jobId = await uploadText(t, me.token, 'job', POLISH_JOB);
    return { ...me, resumeId, jobId };
  }

  it('answers the structure read from the resume, uncorrected, with its doubts', async () => {
    const me = await withResume();
    const res = await readingOf(me, me.resumeId);
    expect(res.status).toBe(200);
    expect(res.body.corrected).toBe(false);
    expect(res.body.structure.contactInfo.name).toBe('Maya Chen');
    expect(res.body.structure.workExperience.map((r) => r.company)).toContain('Northwind Health');
    expect(Array.isArray(res.body.doubts)).toBe(true);
    for (const doubt of res.body.doubts) expect(doubt.message.length).toBeGreaterThan(0);
  });

  it('keeps a correction, answers it from then on, and runs the match analysis again on it', async () => {
    const me = await withResume();
    const match = () =>
      t.json<{ cached: boolean }>(
        '/api/user/analyze-match',
        jsonRequest('POST', { resumeId: me.resumeId, jobId: me.jobId }, auth(me.token)),
      );
    expect((await match()).body.cached).toBe(false);
    expect((await match()).body.cached).toBe(true);

    const read = (await readingOf(me, me.resumeId)).body.structure;
    const fixed: Structure = {
      ...read,
      workExperience: read.workExperience.map((role, i) =>
        i === 0 ? { ...role, company: '  Northwind Health Partners ', location: '' } : role,
      ),
    };
    const res = await correct(me, me.resumeId, fixed);
    expect(res.status).toBe(200);
    expect(res.body.corrected).toBe(true);
    expect(res.body.structure.workExperience[0]).toMatchObject({
      company: 'Northwind Health Partners',
      location: null,
    });
    const again = await readingOf(me, me.resumeId);
    expect(again.body).toEqual(res.body);
    // the stored analysis was of the old reading
    expect((await match()).body.cached).toBe(false);

    // the polish reads the corrected structure
    const stream = await readPolishStream(t, me.token, {
      resumeId: me.resumeId,
      jobDescriptionId: me.jobId,
    });
    const parsed = stream.events.find((e) => e.event === 'parsing_complete')!.data as {
      structuredResume: Structure;
    };
    expect(parsed.structuredResume.workExperience[0]!.company).toBe('Northwind Health Partners');
  });

  it('forgets a correction when asked, and reads the resume again', async () => {
    const me = await withResume();
    const read = (await readingOf(me, me.resumeId)).body;
    await correct(me, me.resumeId, { ...read.structure, summary: 'Backend engineer.' });
    expect(await storedReading(me.resumeId)).not.toBeNull();
    const res = await t.json<Reading>(`/api/documents/resumes/${me.resumeId}/reading`, {
      method: 'DELETE',
      headers: auth(me.token),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(read);
    expect(await storedReading(me.resumeId)).toBeNull();
  });

  it("answers 404 for another person's resume, a job description or an unknown id, and stores nothing", async () => {
    const owner = await withResume();
    const other = await signUp(t);
    const structure = (await readingOf(owner, owner.resumeId)).body.structure;
    for (const id of [owner.resumeId, owner.jobId, '00000000-0000-4000-8000-000000000000']) {
      const who = id === owner.jobId ? owner : other;
      expect((await readingOf(who, id)).status).toBe(404);
      expect((await correct(who, id, structure)).status).toBe(404);
      const reset = await t.request(`/api/documents/resumes/${id}/reading`, {
        method: 'DELETE',
        headers: auth(who.token),
      });
      expect(reset.status).toBe(404);
    }
    expect(await storedReading(owner.resumeId)).toBeNull();
    expect((await readingOf(owner, 'not-a-uuid')).status).toBe(400);
    expect((await t.request(`/api/documents/resumes/${owner.resumeId}/reading`)).status).toBe(401);
  });

  it('refuses a malformed or oversized correction with the shared envelope and keeps nothing', async () => {
    const me = await withResume();
    const structure = (await readingOf(me, me.resumeId)).body.structure;
    const malformed = await correct(me, me.resumeId, { ...structure, workExperience: 'none' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'VALIDATION_FAILED' });

    const role = structure.workExperience[0]!;
    const tooMany = await correct(me, me.resumeId, {
      ...structure,
      workExperience: Array.from({ length: 51 }, () => role),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ error: 'VALIDATION_FAILED' });
    const tooLong = await correct(me, me.resumeId, { ...structure, summary: 'x'.repeat(10_001) });
    expect(tooLong.status).toBe(400);
    const unknownField = await correct(me, me.resumeId, {
      ...structure,
      workExperience: [{ ...role, salary: '1,000,000' }],
    });
    expect(unknownField.status).toBe(400);
    expect(await storedReading(me.resumeId)).toBeNull();
  });
});
