import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AnswerEvaluator, COACHING } from '../../coaching/index.ts';
import { auth, endTrial, uploadText } from '../../../../test/support/documents.ts';
import {
  answer,
  type Candidate,
  candidate,
  DETAILED_ANSWER,
  INTERVIEW_JOB,
  INTERVIEW_RESUME,
  startSession,
} from '../../../../test/support/interviews.ts';
import { GOOD_PASSWORD, jsonRequest, signUp } from '../../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import type { components } from '../../../../openapi/types.ts';

type Summary = components['schemas']['SessionSummary'];

describe('interview sessions over HTTP', () => {
  let t: TestApp;
  let me: Candidate;
  beforeAll(async () => {
    // questions carry no audio URL without a text-to-speech provider (espeak-ng may be installed)
    t = await createTestApp({ TTS_PROVIDER: 'none' });
    me = await candidate(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const settled = () => t.application.jobs.settled();
  const summary = (token: string, id: string) =>
    t.json<Summary>(`/api/interview/${id}/summary`, { headers: auth(token) });

  /** Answers every question with the same detailed answer until the interview completes. */
  async function runToCompletion(c: Candidate, sessionId: string, first: string) {
    let questionId: string | null = first;
    const kinds: string[] = [];
    for (let turn = 0; questionId && turn < 30; turn++) {
      const res = await answer(t, c.token, sessionId, questionId);
      expect(res.status).toBe(200);
      kinds.push(res.body.nextQuestion.questionType);
      questionId = res.body.nextQuestion.questionId;
    }
    return kinds;
  }

  it('starts a session grounded in the documents and answers the first main question', async () => {
    const res = await startSession(t, me);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['nextQuestion', 'sessionId']);
    expect(res.body.nextQuestion).toMatchObject({ questionType: 'main', audioUrl: null });
    expect(res.body.nextQuestion.text.length).toBeGreaterThan(10);
  });

  it('refuses settings outside the ranges and documents the caller does not own', async () => {
    for (const bad of [{ duration: 12 }, { duration: 50 }, { numQuestions: 1 }, { numQuestions: 11 }]) {
      expect((await startSession(t, me, bad)).status).toBe(400);
    }
    const other = await candidate(t);
    const res = await startSession(t, me, { resumeId: other.resumeId });
    expect(res.status).toBe(404);
  });

  it('needs a verified e-mail', async () => {
    const unverified = await signUp(t);
    const res = await startSession(t, { ...unverified, resumeId: me.resumeId, jobId: me.jobId });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('EMAIL_NOT_VERIFIED');
  });

  it('runs a whole interview: follow-ups or main questions, then complete, then a scored report', async () => {
    const started = await startSession(t, me, { numQuestions: 2 });
    const id = started.body.sessionId;
    const short = await answer(t, me.token, id, started.body.nextQuestion.questionId ?? '', 'Yes.');
    expect(short.status).toBe(200);
    expect(short.body.nextQuestion.questionType).toBe('follow-up');
    const kinds = await runToCompletion(me, id, short.body.nextQuestion.questionId ?? '');
    expect(kinds.at(-1)).toBe('complete');
    expect(kinds.filter((k) => k === 'main')).toHaveLength(1);
    await settled();
    const report = await summary(me.token, id);
    expect(report.status).toBe(200);
    expect(report.body.session).toMatchObject({ id, status: 'completed' });
    expect(report.body.session.title).toContain('Behavioral');
    expect(report.body.breakdown).toHaveLength(2);
    expect(report.body.breakdown[0]?.follow_ups).toHaveLength(1);
    expect(report.body.breakdown[0]?.answer_text).toBe('Yes.');
    const evaluation = JSON.parse(report.body.breakdown[1]?.evaluation_result ?? '{}');
    expect(evaluation.status).toBe('ok');
    expect(report.body.session.score).toEqual(expect.any(Number));
    expect(String(report.body.session.score)).toMatch(/^\d+(\.\d)?$/);
    expect(report.body.skillScores.map((s) => s.skill)).toEqual(
      expect.arrayContaining(['Technical Skills', 'Communication']),
    );
    expect(report.body.improvementRoadmap.length).toBeGreaterThan(0);

    const again = await answer(t, me.token, id, started.body.nextQuestion.questionId ?? '');
    expect(again.body.nextQuestion.questionType).toBe('follow-up');
  });

  it('does not store a second answer when the same question is submitted twice', async () => {
    const started = await startSession(t, me, { numQuestions: 3 });
    const id = started.body.sessionId;
    const q = started.body.nextQuestion.questionId ?? '';
    const first = await answer(t, me.token, id, q);
    const second = await answer(t, me.token, id, q, 'A different answer the second time.');
    expect(second.status).toBe(200);
    expect(second.body.nextQuestion).toEqual(first.body.nextQuestion);
    await settled();
    const report = await summary(me.token, id);
    expect(report.body.breakdown).toHaveLength(1);
    expect(report.body.breakdown[0]?.answer_text).toBe(DETAILED_ANSWER);
  });

  it("answers 404 for another user's session and 409 once it is finished", async () => {
    const started = await startSession(t, me);
    const id = started.body.sessionId;
    const q = started.body.nextQuestion.questionId ?? '';
    const intruder = await candidate(t);
    expect((await answer(t, intruder.token, id, q)).status).toBe(404);
    expect((await summary(intruder.token, id)).status).toBe(404);
    const end = await t.json(`/api/interview/${id}/end`, { method: 'POST', headers: auth(intruder.token) });
    expect(end.status).toBe(404);

    const ended = await t.json(`/api/interview/${id}/end`, { method: 'POST', headers: auth(me.token) });
    expect(ended).toMatchObject({ status: 200, body: { sessionId: id, status: 'completed' } });
    const twice = await t.json(`/api/interview/${id}/end`, { method: 'POST', headers: auth(me.token) });
    expect(twice.body).toEqual(ended.body);
    const late = await answer(t, me.token, id, q);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('CONFLICT');
    const report = await summary(me.token, id);
    expect(report.body).toMatchObject({ session: { status: 'completed', score: null }, breakdown: [] });
  });

  it('answers two simultaneous submissions of one question with one next question and one answer', async () => {
    const started = await startSession(t, me, { numQuestions: 3 });
    const id = started.body.sessionId;
    const q = started.body.nextQuestion.questionId ?? '';
    const [a, b] = await Promise.all([answer(t, me.token, id, q), answer(t, me.token, id, q)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.nextQuestion).toEqual(a.body.nextQuestion);
    await settled();
    expect((await summary(me.token, id)).body.breakdown).toHaveLength(1);
  });

  it('keeps the report when its documents are deleted, and goes with the account', async () => {
    const owner = await candidate(t);
    const started = await startSession(t, owner);
    const id = started.body.sessionId;
    await answer(t, owner.token, id, started.body.nextQuestion.questionId ?? '');
    await settled();
    const removed = await t.request(`/api/documents/${owner.resumeId}`, {
      method: 'DELETE',
      headers: { ...auth(owner.token), 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'resume' }),
    });
    expect(removed.status).toBeLessThan(300);
    const report = await summary(owner.token, id);
    expect(report.status).toBe(200);
    expect(report.body.session).toMatchObject({ resume_id: null, job_id: owner.jobId });
    const gone = await t.request(
      '/api/user/account',
      jsonRequest('DELETE', { password: GOOD_PASSWORD }, auth(owner.token)),
    );
    expect(gone.status).toBe(204);
    const rows = await t.database.orm.em
      .fork()
      .getConnection()
      .execute('select count(*) as n from interview_sessions where id = ?', [id]);
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('refuses answers over 5000 characters', async () => {
    const started = await startSession(t, me);
    const res = await answer(
      t,
      me.token,
      started.body.sessionId,
      started.body.nextQuestion.questionId ?? '',
      'x'.repeat(5001),
    );
    expect(res.status).toBe(400);
  });

  it('lets a Free account start 3 sessions and answers the fourth with 402', async () => {
    const free = await candidate(t);
    await endTrial(t, free.email);
    for (let i = 0; i < 3; i++) expect((await startSession(t, free)).status).toBe(201);
    const fourth = await startSession(t, free);
    expect(fourth.status).toBe(402);
    expect(fourth.body.error).toBe('UPGRADE_REQUIRED');
  });

  it('ends an interview without answers with nothing to score: no notification, the Free session given back', async () => {
    const free = await candidate(t);
    await endTrial(t, free.email);
    const unanswered = await startSession(t, free);
    expect(unanswered.status).toBe(201);
    const id = unanswered.body.sessionId;
    const answered = await startSession(t, free, { numQuestions: 2 });
    await runToCompletion(free, answered.body.sessionId, answered.body.nextQuestion.questionId ?? '');
    const ended = await t.json(`/api/interview/${id}/end`, { method: 'POST', headers: auth(free.token) });
    expect(ended.status).toBe(200);
    await settled();

    const report = await summary(free.token, id);
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({
      session: { id, status: 'completed', score: null },
      endedWithoutAnswers: true,
      skillScores: [],
      improvementRoadmap: '',
      breakdown: [],
    });
    expect((await summary(free.token, answered.body.sessionId)).body.endedWithoutAnswers).toBe(false);

    // the answered interview's report is announced, the unanswered one's is not
    const notices = await t.json<{ notifications: { type: string; link_url: string | null }[] }>(
      '/api/user/notifications',
      { headers: auth(free.token) },
    );
    const reports = notices.body.notifications
      .filter((n) => n.type === 'report_ready')
      .map((n) => n.link_url);
    expect(reports).toEqual([`/session/${answered.body.sessionId}/summary`]);

    const pdf = await t.request(`/api/report/${id}/download`, { headers: auth(free.token) });
    expect(pdf.status).toBe(200);
    const { extractText, getDocumentProxy } = await import('unpdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(
      'This interview ended before any answer was recorded, so there is nothing to score.',
    );
    expect(text).not.toContain('Skill scores');

    // of the Free plan's 3 sessions the unanswered one is not used: two more start, then 402
    expect((await startSession(t, free)).status).toBe(201);
    expect((await startSession(t, free)).status).toBe(201);
    const over = await startSession(t, free);
    expect(over.status).toBe(402);
    expect(over.body.error).toBe('UPGRADE_REQUIRED');
  });

  it('stores a failed evaluation as status error and re-evaluates it on Try Again', async () => {
    const evaluator = t.application.resolve<AnswerEvaluator>(COACHING.AnswerEvaluator);
    const failing = vi.spyOn(evaluator, 'evaluate').mockRejectedValueOnce(new Error('provider down'));
    try {
      const started = await startSession(t, me, { numQuestions: 2 });
      const id = started.body.sessionId;
      const next = await answer(t, me.token, id, started.body.nextQuestion.questionId ?? '');
      expect(next.status).toBe(200);
      await settled();
      await t.json(`/api/interview/${id}/end`, { method: 'POST', headers: auth(me.token) });
      const failed = (await summary(me.token, id)).body;
      const item = failed.breakdown[0];
      expect(JSON.parse(item?.evaluation_result ?? '{}')).toMatchObject({ status: 'error', score: null });
      expect(failed.session.score).toBeNull();

      const other = await candidate(t);
      const intruder = await t.json(`/api/interview/answer/${item?.answer_id}/reevaluate`, {
        method: 'POST',
        headers: auth(other.token),
      });
      expect(intruder.status).toBe(404);
      const retried = await t.json<{
        answer_id: string;
        evaluation: { status: string; score: number };
        thread_score: number;
      }>(`/api/interview/answer/${item?.answer_id}/reevaluate`, { method: 'POST', headers: auth(me.token) });
      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({ answer_id: item?.answer_id, evaluation: { status: 'ok' } });
      expect(retried.body.thread_score).toEqual(expect.any(Number));
      // the session is scored again in the background with the new evaluation
      await settled();
      const rescored = (await summary(me.token, id)).body;
      expect(rescored.session.score).toBe(retried.body.thread_score);
    } finally {
      failing.mockRestore();
    }
  });

  it("offers the most recent interview's resume and job again while both exist", async () => {
    type Stats = { lastPairing?: { resumeId: string; jobId: string } };
    const stats = async (c: Candidate) =>
      (await t.json<Stats>('/api/user/dashboard-stats', { headers: auth(c.token) })).body;
    const person = await candidate(t);
    const otherResume = await uploadText(t, person.token, 'resume', `${INTERVIEW_RESUME}\nLeadership`);
    const otherJob = await uploadText(t, person.token, 'job', `${INTERVIEW_JOB}\n- Mentoring`);
    expect(await stats(person)).not.toHaveProperty('lastPairing');

    expect((await startSession(t, person)).status).toBe(201);
    expect((await startSession(t, person, { resumeId: otherResume, jobId: otherJob })).status).toBe(201);
    expect((await stats(person)).lastPairing).toEqual({ resumeId: otherResume, jobId: otherJob });
    // another person's interviews say nothing about this one's
    expect(await stats(await candidate(t))).not.toHaveProperty('lastPairing');

    const removed = await t.request(`/api/documents/${otherJob}`, {
      method: 'DELETE',
      headers: { ...auth(person.token), 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'job' }),
    });
    expect(removed.status).toBeLessThan(300);
    // the older interview's pairing is not offered in its place
    expect(await stats(person)).not.toHaveProperty('lastPairing');
  });

  it('counts sessions and averages scores for the dashboard, pages and filters the history', async () => {
    const fresh = await candidate(t);
    const empty = await t.json('/api/user/dashboard-stats', { headers: auth(fresh.token) });
    expect(empty.body).toEqual({ totalSessions: 0, averageScore: '0.0' });
    const started = await startSession(t, fresh, { numQuestions: 2 });
    await runToCompletion(fresh, started.body.sessionId, started.body.nextQuestion.questionId ?? '');
    await settled();
    await startSession(t, fresh, { interviewType: 'Technical' });
    const scored = (await summary(fresh.token, started.body.sessionId)).body.session.score;
    const stats = await t.json<{ totalSessions: number; averageScore: string }>('/api/user/dashboard-stats', {
      headers: auth(fresh.token),
    });
    expect(stats.body).toEqual({
      totalSessions: 2,
      averageScore: (scored ?? 0).toFixed(1),
      lastPairing: { resumeId: fresh.resumeId, jobId: fresh.jobId },
    });

    const page = await t.json<{
      sessions: { title: string; interview_type: string }[];
      currentPage: number;
      totalPages: number;
      totalSessions: number;
    }>('/api/user/history?limit=1&page=2', { headers: auth(fresh.token) });
    expect(page.body).toMatchObject({ currentPage: 2, totalPages: 2, totalSessions: 2 });
    expect(page.body.sessions.map((s) => s.interview_type)).toEqual(['Behavioral']);
    const technical = await t.json<{ totalSessions: number }>('/api/user/history?type=Technical', {
      headers: auth(fresh.token),
    });
    expect(technical.body.totalSessions).toBe(1);
    const searched = await t.json<{ totalSessions: number }>(
      '/api/user/history?search=behavioral&dateRange=7d',
      {
        headers: auth(fresh.token),
      },
    );
    expect(searched.body.totalSessions).toBe(1);
    const none = await t.json<{ sessions: unknown[] }>('/api/user/history?search=nothing-like-this', {
      headers: auth(fresh.token),
    });
    expect(none.body.sessions).toEqual([]);

    const saved = await t.json('/api/applications', {
      method: 'POST',
      headers: { ...auth(fresh.token), 'content-type': 'application/json' },
      body: JSON.stringify({
        application_name: 'Globex',
        resume_id: fresh.resumeId,
        job_description_id: fresh.jobId,
      }),
    });
    expect(saved.status).toBe(201);
    const apps = await t.json<{ avg_score: number | null }[]>('/api/applications', {
      headers: auth(fresh.token),
    });
    expect(apps.body[0]?.avg_score).toBe(scored);
  });

  it('downloads the report as a PDF with the title, scores, roadmap and every answer', async () => {
    const started = await startSession(t, me, { numQuestions: 2 });
    const id = started.body.sessionId;
    await runToCompletion(me, id, started.body.nextQuestion.questionId ?? '');
    await settled();
    const res = await t.request(`/api/report/${id}/download`, { headers: auth(me.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Report-${id}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { extractText, getDocumentProxy } = await import('unpdf');
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const report = (await summary(me.token, id)).body;
    for (const expected of [
      'Performance Report',
      'Skill scores',
      'Improvement roadmap',
      'Technical Skills',
      'Q2',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(report.session.title);
    expect(text.replace(/\s+/g, ' ')).toContain('p95 latency fell from 900 ms');
    // the PDF writes the very numbers the API answers, one decimal each
    const flat = text.replace(/\s+/g, ' ');
    const written = (score: number | null) => `${score?.toFixed(1)} / 10`;
    expect(flat).toContain(`Overall score: ${written(report.session.score)}`);
    expect(report.skillScores.length).toBeGreaterThan(0);
    for (const skill of report.skillScores) {
      expect(flat).toContain(`${skill.skill} ${written(skill.score)}`);
    }
    for (const item of report.breakdown) {
      expect(String(item.thread_score)).toMatch(/^\d+(\.\d)?$/);
      expect(flat).toContain(`Thread score: ${written(item.thread_score)}`);
    }

    const other = await candidate(t);
    expect((await t.request(`/api/report/${id}/download`, { headers: auth(other.token) })).status).toBe(404);
  });

  describe('recorded answers', () => {
    const send = (token: string, fields: Record<string, string>, audio: Blob) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('audio', audio, 'answer.webm');
      return t.json<{ error: string; message: string }>('/api/interview/submit-audio-answer', {
        method: 'POST',
        headers: auth(token),
        body: form,
      });
    };
    const webm = (bytes = 2000) => new Blob([new Uint8Array(bytes)], { type: 'audio/webm' });

    it('answers 503 with a clear message when no speech-to-text provider is configured, and keeps the session going', async () => {
      const started = await startSession(t, me);
      const fields = {
        sessionId: started.body.sessionId,
        questionId: started.body.nextQuestion.questionId ?? '',
      };
      const res = await send(me.token, fields, webm());
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('PROVIDER_UNAVAILABLE');
      expect(res.body.message).toMatch(/speech recognition/);
      const typed = await answer(t, me.token, fields.sessionId, fields.questionId);
      expect(typed.status).toBe(200);
    });

    it("refuses other audio types, someone else's session and recordings over 10 MB", async () => {
      const started = await startSession(t, me);
      const fields = {
        sessionId: started.body.sessionId,
        questionId: started.body.nextQuestion.questionId ?? '',
      };
      expect(
        (await send(me.token, fields, new Blob([new Uint8Array(10)], { type: 'audio/mpeg' }))).status,
      ).toBe(415);
      const other = await candidate(t);
      expect((await send(other.token, fields, webm())).status).toBe(404);
      const huge = await send(me.token, fields, webm(10 * 1024 * 1024 + 1));
      expect(huge.status).toBe(413);
      expect(huge.body.error).toBe('FILE_TOO_LARGE');
    });
  });
});
