import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, jsonRequest, type SignedIn, signUp } from '../../../../test/support/accounts.ts';
import { docx, textPdf } from '../../../../test/support/document-fixtures.ts';
import {
  auth,
  documentCount,
  endTrial,
  markVerified,
  storedObjects,
  upload,
  uploadForm,
  uploadText,
} from '../../../../test/support/documents.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import type { components } from '../../../../openapi/types.ts';

type Listed = components['schemas']['DocumentLists'];

const RESUME = `Ada Lovelace
Senior Software Engineer
Skills: TypeScript, Node.js, PostgreSQL, Docker
Experience
Acme Corp, Senior Engineer, 2019 - 2024
- Built TypeScript services on Node.js and PostgreSQL serving 2 million users`;
const JOB = `Backend Engineer at Globex
Requirements:
- 5+ years with TypeScript and Node.js
- PostgreSQL and Kubernetes
- Experience with GraphQL`;

describe('documents over HTTP', () => {
  let t: TestApp;
  const clock = new FixedClock('2026-11-22T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (me: SignedIn) =>
    (await t.json<Listed>('/api/user/documents', { headers: auth(me.token) })).body;
  const text = (s: string) => new TextEncoder().encode(s);

  describe('upload', () => {
    it('keeps a PDF resume, a DOCX job description and a TXT file, and answers exactly {dbId, name, url, type}', async () => {
      const me = await signUp(t);
      const pdf = textPdf(['Ada Lovelace', 'Senior engineer: TypeScript and PostgreSQL']);
      const first = await upload(t, me.token, 'resume', pdf, 'Ada CV.pdf', 'application/pdf');
      expect(first.status).toBe(200);
      expect(Object.keys(first.body).sort()).toEqual(['dbId', 'name', 'type', 'url']);
      expect(first.body).toMatchObject({ name: 'Ada CV.pdf', type: 'resume' });
      expect(first.body.url).toMatch(/^\/api\/files\/[^/?]+\?expires=\d+&signature=[\w-]+$/);

      const job = await upload(
        t,
        me.token,
        'job',
        docx(['Backend Engineer', 'Needs Kotlin and Go']),
        'role.docx',
      );
      expect(job.body).toMatchObject({ name: 'role.docx', type: 'job' });
      const second = await upload(t, me.token, 'resume', text(RESUME), 'plain.txt', 'text/plain');
      expect(second.status).toBe(200);

      const lists = await list(me);
      expect(lists.resumes.map((r) => [r.id, r.file_name, r.file_type, r.is_default])).toEqual([
        [second.body.dbId, 'plain.txt', 'txt', false],
        [first.body.dbId, 'Ada CV.pdf', 'pdf', true],
      ]);
      expect(lists.jobDescriptions).toEqual([
        {
          id: job.body.dbId,
          file_name: 'role.docx',
          file_type: 'docx',
          uploaded_at: '2026-11-22T09:00:00.000Z',
        },
      ]);
      const [row] = await t.database.orm.em
        .fork()
        .getConnection()
        .execute<{ extracted_text: string }[]>('select extracted_text from documents where id = ?', [
          job.body.dbId,
        ]);
      expect(row?.extracted_text).toBe('Backend Engineer\nNeeds Kotlin and Go');
    });

    it('serves the upload back byte-identical, as an attachment under its name', async () => {
      const me = await signUp(t);
      const pdf = textPdf(['Grace Hopper', 'COBOL, compilers']);
      const { body } = await upload(t, me.token, 'resume', pdf, 'Grace "G" Hopper.pdf');
      const res = await t.request(body.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="Grace _G_ Hopper.pdf"; filename*=UTF-8''Grace%20%22G%22%20Hopper.pdf`,
      );
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf);
    });

    it('decides the type by content: the client content type is ignored and a bare name gets the extension', async () => {
      const me = await signUp(t);
      const res = await upload(
        t,
        me.token,
        'job',
        text(JOB),
        'C:\\Users\\me\\Job posting',
        'application/pdf',
      );
      expect(res.body.name).toBe('Job posting.txt');
      expect((await list(me)).jobDescriptions[0]?.file_type).toBe('txt');
    });

    it('wants exactly one file in the field named after the kind', async () => {
      const me = await signUp(t);
      const wrongField = await t.json<{ error: string }>('/api/upload/resume', {
        method: 'POST',
        headers: auth(me.token),
        body: uploadForm('job', text(RESUME), 'cv.txt'),
      });
      expect(wrongField).toMatchObject({ status: 400, body: { error: 'VALIDATION_FAILED' } });
      const two = uploadForm('resume', text(RESUME), 'a.txt');
      two.append('resume', new File([text(RESUME)], 'b.txt'));
      const twoFiles = await t.json<{ error: string; message: string }>('/api/upload/resume', {
        method: 'POST',
        headers: auth(me.token),
        body: two,
      });
      expect(twoFiles).toMatchObject({
        status: 400,
        body: { message: 'Attach one file in the form field "resume".' },
      });
      // a file in a field the form does not have is refused by name, like any unknown field
      const other = uploadForm('resume', text(RESUME), 'a.txt');
      other.append('other', new File([text(RESUME)], 'b.txt'));
      const otherField = await t.json<{ error: string; details: { path: string[] }[] }>(
        '/api/upload/resume',
        {
          method: 'POST',
          headers: auth(me.token),
          body: other,
        },
      );
      expect(otherField).toMatchObject({
        status: 400,
        body: { error: 'VALIDATION_FAILED', details: [{ path: ['other'] }] },
      });
      const anonymous = await t.request('/api/upload/resume', {
        method: 'POST',
        body: uploadForm('resume', text(RESUME), 'a.txt'),
      });
      expect(anonymous.status).toBe(401);
      expect(await documentCount(t, me.email)).toBe(0);
    });

    it('holds the Free plan to one resume and one job description', async () => {
      const me = await signUp(t);
      await endTrial(t, me.email);
      expect((await upload(t, me.token, 'resume', text(RESUME), 'cv.txt')).status).toBe(200);
      expect((await upload(t, me.token, 'job', text(JOB), 'job.txt')).status).toBe(200);
      const before = storedObjects(t).length;
      for (const kind of ['resume', 'job'] as const) {
        const again = await upload(t, me.token, kind, text(RESUME), 'second.txt');
        expect(again).toMatchObject({
          status: 402,
          body: {
            error: 'UPGRADE_REQUIRED',
            message:
              'The Free plan allows 1 resume (or job description). Upgrade to Pro for unlimited uploads.',
          },
        });
      }
      expect(await documentCount(t, me.email)).toBe(2);
      expect(storedObjects(t).length).toBe(before);
    });
  });

  describe('My Documents', () => {
    it('renames a document, ignoring a blank name', async () => {
      const me = await signUp(t);
      const id = await uploadText(t, me.token, 'job', JOB);
      const renamed = await t.json(
        `/api/documents/${id}/rename`,
        jsonRequest('PUT', { name: '  Globex backend  ', type: 'job' }, auth(me.token)),
      );
      expect(renamed).toMatchObject({ status: 200, body: { id, file_name: 'Globex backend', type: 'job' } });
      const blank = await t.json(
        `/api/documents/${id}/rename`,
        jsonRequest('PUT', { name: '   ', type: 'job' }, auth(me.token)),
      );
      expect(blank.body).toEqual({ id, file_name: 'Globex backend', type: 'job' });
      expect((await list(me)).jobDescriptions[0]?.file_name).toBe('Globex backend');
      const download = await t.json<{ url: string }>(`/api/documents/${id}/download?type=job`, {
        headers: auth(me.token),
      });
      const res = await t.request(download.body.url);
      expect(res.headers.get('content-disposition')).toContain('filename="Globex backend.txt"');
    });

    it('keeps exactly one default resume', async () => {
      const me = await signUp(t);
      const first = await uploadText(t, me.token, 'resume', RESUME, 'first.txt');
      const second = await uploadText(t, me.token, 'resume', RESUME, 'second.txt');
      const made = await t.json(`/api/documents/resumes/${second}/default`, {
        method: 'PUT',
        headers: auth(me.token),
      });
      expect(made).toMatchObject({
        status: 200,
        body: { id: second, file_name: 'second.txt', is_default: true },
      });
      expect((await list(me)).resumes.map((r) => [r.id, r.is_default])).toEqual([
        [second, true],
        [first, false],
      ]);
    });

    it('deletes a document with its stored object, its analyses and the saved applications that use it', async () => {
      const me = await signUp(t);
      await markVerified(t, me.email);
      const older = await uploadText(t, me.token, 'resume', RESUME, 'older.txt');
      const resume = await uploadText(t, me.token, 'resume', RESUME, 'newer.txt');
      const job = await uploadText(t, me.token, 'job', JOB);
      await t.request(`/api/documents/resumes/${resume}/default`, { method: 'PUT', headers: auth(me.token) });
      await t.request(
        '/api/applications',
        jsonRequest(
          'POST',
          { resume_id: resume, job_description_id: job, application_name: 'Globex' },
          auth(me.token),
        ),
      );
      await t.request(
        '/api/user/analyze-match',
        jsonRequest('POST', { resumeId: resume, jobId: job }, auth(me.token)),
      );
      const objects = storedObjects(t).length;

      const res = await t.request(
        `/api/documents/${resume}`,
        jsonRequest('DELETE', { type: 'resume' }, auth(me.token)),
      );
      expect(res.status).toBe(204);
      expect(storedObjects(t).length).toBe(objects - 1);
      expect(storedObjects(t).some((key) => key.includes(resume))).toBe(false);
      // the newest remaining resume becomes the default
      expect((await list(me)).resumes).toMatchObject([{ id: older, is_default: true }]);
      expect((await t.json<unknown[]>('/api/applications', { headers: auth(me.token) })).body).toEqual([]);
      const counts = await t.database.orm.em
        .fork()
        .getConnection()
        .execute<{ n: string }[]>('select count(*) as n from match_analyses where resume_id = ?', [resume]);
      expect(Number(counts[0]?.n)).toBe(0);
      const again = await t.request(
        `/api/documents/${resume}`,
        jsonRequest('DELETE', { type: 'resume' }, auth(me.token)),
      );
      expect(again.status).toBe(404);
    });

    it('answers a short-lived signed download URL that cannot be tampered with', async () => {
      const me = await signUp(t);
      const id = await uploadText(t, me.token, 'resume', RESUME, 'cv.txt');
      const { status, body } = await t.json<{ url: string }>(`/api/documents/${id}/download?type=resume`, {
        headers: auth(me.token),
      });
      expect(status).toBe(200);
      expect(Object.keys(body)).toEqual(['url']);
      const ok = await t.request(body.url);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await ok.text()).toBe(RESUME);

      const url = new URL(body.url, 'http://localhost');
      const tampered = new URL(url);
      tampered.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
      const forged = await t.json<{ error: string; requestId: string }>(tampered.pathname + tampered.search);
      expect(forged).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
      expect(forged.body.requestId).toBeTruthy();
      const otherKey = `${url.pathname.replace(/\.txt$/, '.pdf')}${url.search}`;
      expect((await t.json(otherKey)).status).toBe(403);

      clock.advance(301_000);
      const expired = await t.json<{ error: string; message: string }>(body.url);
      expect(expired).toMatchObject({
        status: 403,
        body: { error: 'FORBIDDEN', message: 'This download link is invalid or has expired.' },
      });
      const fresh = await t.json<{ url: string }>(`/api/documents/${id}/download?type=resume`, {
        headers: auth(me.token),
      });
      await t.request(`/api/documents/${id}`, jsonRequest('DELETE', { type: 'resume' }, auth(me.token)));
      expect((await t.json<{ error: string }>(fresh.body.url)).body.error).toBe('NOT_FOUND');
    });
  });

  describe('match analysis', () => {
    it('needs a verified e-mail', async () => {
      const me = await signUp(t);
      const resumeId = await uploadText(t, me.token, 'resume', RESUME);
      const jobId = await uploadText(t, me.token, 'job', JOB);
      const res = await t.json(
        '/api/user/analyze-match',
        jsonRequest('POST', { resumeId, jobId }, auth(me.token)),
      );
      expect(res).toMatchObject({ status: 403, body: { error: 'EMAIL_NOT_VERIFIED' } });
    });

    it('analyses the stored texts, keeps the result and answers it again unless asked to re-analyse', async () => {
      const me = await signUp(t);
      await markVerified(t, me.email);
      const resumeId = await uploadText(t, me.token, 'resume', RESUME);
      const jobId = await uploadText(t, me.token, 'job', JOB);
      type Match = {
        analysis: string;
        score: number;
        matchedSkills: { skill: string; evidence: string }[];
        missingSkills: { skill: string }[];
        cached: boolean;
      };
      const ask = (reanalyze?: boolean) =>
        t.json<Match>(
          '/api/user/analyze-match',
          jsonRequest('POST', { resumeId, jobId, reanalyze }, auth(me.token)),
        );
      const first = await ask();
      expect(first.status).toBe(200);
      expect(first.body.cached).toBe(false);
      expect(first.body.score).toBeGreaterThan(0);
      expect(first.body.analysis.length).toBeGreaterThan(20);
      expect(first.body.matchedSkills.map((s) => s.skill.toLowerCase())).toEqual(
        expect.arrayContaining(['typescript']),
      );
      expect(
        first.body.matchedSkills.every((s) => RESUME.includes(s.evidence.replace(/^- /, '').slice(0, 20))),
      ).toBe(true);
      const cached = await ask();
      expect(cached.body).toEqual({ ...first.body, cached: true });
      const again = await ask(true);
      expect(again.body).toEqual({ ...first.body, cached: false });
    });
  });

  describe('saved applications', () => {
    it('saves a named pairing and lists it newest first with the document names and no score yet', async () => {
      const me = await signUp(t);
      const resumeId = await uploadText(t, me.token, 'resume', RESUME, 'cv.txt');
      const jobId = await uploadText(t, me.token, 'job', JOB, 'globex.txt');
      const save = (name: string) =>
        t.json<Record<string, unknown>>(
          '/api/applications',
          jsonRequest(
            'POST',
            { resume_id: resumeId, job_description_id: jobId, application_name: name },
            auth(me.token),
          ),
        );
      const first = await save('Backend Engineer at Globex');
      expect(first).toMatchObject({
        status: 201,
        body: {
          application_name: 'Backend Engineer at Globex',
          resume_id: resumeId,
          job_description_id: jobId,
          resume_name: 'cv.txt',
          job_name: 'globex.txt',
          avg_score: null,
          created_at: clock.now().toISOString(),
        },
      });
      const second = await save('Second try');
      const listed = await t.json<{ id: string; application_name: string }[]>('/api/applications', {
        headers: auth(me.token),
      });
      expect(listed.body.map((a) => a.id)).toEqual([second.body.id, first.body.id]);
      expect((await save('   ')).status).toBe(400);
      expect((await save('')).status).toBe(400);
    });
  });

  describe('ownership', () => {
    it("answers 404 for another user's documents on every operation and lists only the caller's", async () => {
      const owner = await signUp(t);
      const intruder = await signUp(t);
      await markVerified(t, intruder.email);
      const resume = await uploadText(t, owner.token, 'resume', RESUME);
      const job = await uploadText(t, owner.token, 'job', JOB);
      const ownResume = await uploadText(t, intruder.token, 'resume', RESUME);
      const ownJob = await uploadText(t, intruder.token, 'job', JOB);
      const as = auth(intruder.token);
      const attempts: [string, RequestInit][] = [
        [`/api/documents/${resume}/rename`, jsonRequest('PUT', { name: 'mine now', type: 'resume' }, as)],
        [`/api/documents/${resume}`, jsonRequest('DELETE', { type: 'resume' }, as)],
        [`/api/documents/${job}`, jsonRequest('DELETE', { type: 'job' }, as)],
        [`/api/documents/resumes/${resume}/default`, { method: 'PUT', headers: as }],
        [`/api/documents/${resume}/download?type=resume`, { headers: as }],
        [`/api/documents/${job}/download?type=job`, { headers: as }],
        ['/api/user/analyze-match', jsonRequest('POST', { resumeId: resume, jobId: ownJob }, as)],
        ['/api/user/analyze-match', jsonRequest('POST', { resumeId: ownResume, jobId: job }, as)],
        [
          '/api/applications',
          jsonRequest('POST', { resume_id: resume, job_description_id: ownJob, application_name: 'x' }, as),
        ],
        [
          '/api/applications',
          jsonRequest('POST', { resume_id: ownResume, job_description_id: job, application_name: 'x' }, as),
        ],
        // the right owner but the wrong kind is not found either
        [`/api/documents/${ownJob}/rename`, jsonRequest('PUT', { name: 'x', type: 'resume' }, as)],
        [`/api/documents/resumes/${ownJob}/default`, { method: 'PUT', headers: as }],
      ];
      for (const [path, init] of attempts) {
        const res = await t.json<{ error: string }>(path, init);
        expect([path, init.method, res.status, res.body.error]).toEqual([
          path,
          init.method,
          404,
          'NOT_FOUND',
        ]);
      }
      const theirs = await list(intruder);
      expect(theirs.resumes.map((r) => r.id)).toEqual([ownResume]);
      expect(theirs.jobDescriptions.map((j) => j.id)).toEqual([ownJob]);
      const owners = await list(owner);
      expect(owners.resumes).toMatchObject([{ id: resume, file_name: 'resume.txt', is_default: true }]);
      expect(owners.jobDescriptions.map((j) => j.id)).toEqual([job]);
      expect((await t.json<unknown[]>('/api/applications', { headers: as })).body).toEqual([]);
    });
  });

  it('removes the stored files when the account is deleted', async () => {
    const me = await signUp(t);
    const id = await uploadText(t, me.token, 'resume', RESUME);
    await uploadText(t, me.token, 'job', JOB);
    const folder = storedObjects(t)
      .find((key) => key.includes(id))
      ?.split('/')[1];
    const mine = () => storedObjects(t).filter((key) => key.split('/')[1] === folder);
    expect(mine()).toHaveLength(2);
    expect(
      (
        await t.request(
          '/api/user/account',
          jsonRequest('DELETE', { password: GOOD_PASSWORD }, auth(me.token)),
        )
      ).status,
    ).toBe(204);
    expect(mine()).toHaveLength(0);
    expect(await documentCount(t, me.email)).toBe(0);
  });

  it('leaves no folder of the person behind when the account is deleted', async () => {
    const me = await signUp(t);
    const id = await uploadText(t, me.token, 'resume', RESUME);
    const userId = storedObjects(t)
      .find((key) => key.includes(id))
      ?.split('/')[1];
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
    const files = path.join(t.config.DATA_DIR, 'files');
    const folders = ['objects', 'meta'].map((area) => path.join(files, area, 'documents', userId ?? ''));
    expect(folders.map((f) => existsSync(f))).toEqual([true, true]);
    expect(
      (
        await t.request(
          '/api/user/account',
          jsonRequest('DELETE', { password: GOOD_PASSWORD }, auth(me.token)),
        )
      ).status,
    ).toBe(204);
    expect(folders.filter((f) => existsSync(f))).toEqual([]);
    // nowhere in the files folder does the person's id appear any more
    const everything = readdirSync(files, { recursive: true }).map(String);
    expect(everything.filter((entry) => entry.includes(userId ?? ''))).toEqual([]);
  });
});
