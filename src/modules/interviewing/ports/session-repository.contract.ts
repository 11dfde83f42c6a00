import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { InterviewType } from '../../coaching/index.ts';
import {
  type InterviewSession,
  PENDING_EVALUATION,
  type SessionQuestion,
  type StoredAnswer,
} from '../domain/session.ts';
import type { SessionQueries } from './session-queries.ts';
import type { SessionRepository } from './session-repository.ts';

/** What the contract runs against: one store of sessions and the rows sessions point at. */
export interface SessionStoreUnderTest {
  sessions: SessionRepository;
  queries: SessionQueries;
  /** A new account sessions may belong to; answers its id. */
  newUser(): Promise<string>;
  /** A new document (resume or job description) of the user; answers its id. */
  newDocument(userId: string): Promise<string>;
  /** Runs the work as one request does (the store's unit of work). */
  run<T>(work: () => Promise<T>): Promise<T>;
}

const at = (iso: string) => new Date(iso);

function sessionOf(userId: string, overrides: Partial<InterviewSession> = {}): InterviewSession {
  return {
    id: randomUUID(),
    userId,
    resumeId: null,
    jobId: null,
    title: 'Behavioral Interview: Backend Engineer',
    interviewType: 'Behavioral',
    persona: 'Friendly & Encouraging',
    format: 'text',
    durationMinutes: 30,
    questionCount: 2,
    status: 'in_progress',
    plan: { questions: [{ text: 'Main 1?', focus: 'x', skills: ['TypeScript'] }] },
    job: {
      title: 'Backend Engineer',
      seniority: null,
      requiredSkills: ['TypeScript'],
      preferredSkills: [],
      responsibilities: [],
    },
    score: null,
    skillScores: [],
    improvementRoadmap: '',
    createdAt: at('2026-11-22T10:00:00Z'),
    endedAt: null,
    ...overrides,
  };
}

function questionOf(
  session: InterviewSession,
  position: number,
  audioKey: string | null = null,
): SessionQuestion {
  return {
    id: randomUUID(),
    sessionId: session.id,
    position,
    mainNumber: position + 1,
    kind: 'main',
    text: `Question ${position + 1}?`,
    audioKey,
    askedAt: at('2026-11-22T10:01:00Z'),
  };
}

function answerOf(question: SessionQuestion): StoredAnswer {
  return {
    id: randomUUID(),
    sessionId: question.sessionId,
    questionId: question.id,
    answerText: 'I led the migration.',
    format: 'text',
    evaluation: PENDING_EVALUATION,
    delivery: { wordsPerMinute: 120, fillerWords: [{ word: 'um', count: 2 }] },
    answeredAt: at('2026-11-22T10:02:00Z'),
  };
}

/**
 * The behaviour every SessionRepository and SessionQueries adapter shares, run against the
 * in-memory fake (unit tier) and the MikroORM adapter on a real database (integration tier).
 */
export function describeSessionRepositoryContract(
  name: string,
  makeStore: () => Promise<SessionStoreUnderTest>,
): void {
  describe(`${name} honours the session repository contract`, () => {
    /** A fresh store, the work run in one unit of work on it. */
    async function withStore(work: (store: SessionStoreUnderTest) => Promise<void>) {
      const store = await makeStore();
      await store.run(() => work(store));
    }

    it('keeps a session as stored and shows it to its owner only', () =>
      withStore(async ({ sessions, newUser }) => {
        const [owner, other] = [await newUser(), await newUser()];
        const session = sessionOf(owner);
        await sessions.createSession(session);
        expect(await sessions.findOwned(owner, session.id)).toEqual(session);
        expect(await sessions.findById(session.id)).toEqual(session);
        expect(await sessions.findOwned(other, session.id)).toBeNull();
        expect(await sessions.findById(randomUUID())).toBeNull();
      }));

    it('lists questions in asking order, one per position, and records their audio', () =>
      withStore(async ({ sessions, newUser, run }) => {
        const [owner, other] = [await newUser(), await newUser()];
        const session = sessionOf(owner);
        const elsewhere = sessionOf(other);
        await sessions.createSession(session);
        await sessions.createSession(elsewhere);
        const [second, first] = [questionOf(session, 1), questionOf(session, 0)];
        await sessions.addQuestion(second);
        await sessions.addQuestion(first);
        await sessions.addQuestion(questionOf(elsewhere, 0, 'interviews/other.mp3'));
        await sessions.setQuestionAudio(first.id, 'interviews/first.mp3');
        expect(await sessions.questionsOf(session.id)).toEqual([
          { ...first, audioKey: 'interviews/first.mp3' },
          second,
        ]);
        expect(await sessions.audioKeysOf(owner)).toEqual(['interviews/first.mp3']);
        await expect(run(() => sessions.addQuestion(questionOf(session, 1)))).rejects.toThrow();
        expect(await sessions.questionsOf(session.id)).toHaveLength(2);
      }));

    it('stores one answer per question, with its owner and its evaluation', () =>
      withStore(async ({ sessions, newUser }) => {
        const owner = await newUser();
        const session = sessionOf(owner);
        await sessions.createSession(session);
        const question = questionOf(session, 0);
        await sessions.addQuestion(question);
        const answer = answerOf(question);
        expect(await sessions.addAnswer(answer)).toBe(true);
        expect(await sessions.addAnswer({ ...answerOf(question), answerText: 'again' })).toBe(false);
        expect(await sessions.answersOf(session.id)).toEqual([answer]);
        const evaluation = {
          status: 'ok' as const,
          score: 7.5,
          evaluation_criteria: [
            { criterion: 'Technical Depth' as const, rating: 'Good' as const, feedback: 'Named it.' },
          ],
          feedback: 'Solid.',
        };
        await sessions.saveEvaluation(answer.id, evaluation);
        expect(await sessions.findAnswer(answer.id)).toEqual({
          answer: { ...answer, evaluation },
          userId: owner,
        });
        expect(await sessions.findAnswer(randomUUID())).toBeNull();
      }));

    it('completes a session once, keeps its report, and no longer lists it as open', () =>
      withStore(async ({ sessions, newUser }) => {
        const owner = await newUser();
        const [done, open] = [sessionOf(owner), sessionOf(owner)];
        await sessions.createSession(done);
        await sessions.createSession(open);
        expect(await sessions.complete(done.id, at('2026-11-22T10:20:00Z'))).toBe(true);
        expect(await sessions.complete(done.id, at('2026-11-22T10:25:00Z'))).toBe(false);
        const report = {
          score: 7.5,
          skillScores: [{ skill: 'Communication', score: 6.5 }],
          roadmap: '1. Quantify.',
        };
        await sessions.saveReport(done.id, report);
        expect(await sessions.findById(done.id)).toEqual({
          ...done,
          status: 'completed',
          endedAt: at('2026-11-22T10:20:00Z'),
          score: 7.5,
          skillScores: report.skillScores,
          improvementRoadmap: '1. Quantify.',
        });
        expect((await sessions.openSessionsOf(owner)).map((s) => s.id)).toEqual([open.id]);
      }));

    it('ends the unfinished sessions of anyone whose time was up by an instant, oldest first, each when its time ran out', () =>
      withStore(async ({ sessions, newUser }) => {
        const [one, two] = [await newUser(), await newUser()];
        // 30-minute sessions: up at 10:30 and 10:40; a 15-minute one up at 10:20 but finished
        const early = sessionOf(one, { createdAt: at('2026-11-22T10:00:00Z') });
        const later = sessionOf(two, { createdAt: at('2026-11-22T10:10:00Z') });
        const done = sessionOf(two, { createdAt: at('2026-11-22T10:05:00Z'), durationMinutes: 15 });
        const fresh = sessionOf(one, { createdAt: at('2026-11-22T10:30:00Z') });
        for (const s of [later, early, done, fresh]) await sessions.createSession(s);
        await sessions.complete(done.id, at('2026-11-22T10:19:00Z'));
        // the store may hold other cases' sessions: only these four are looked at
        const mine = new Set([early.id, later.id, done.id, fresh.id]);
        const ended = async (instant: string, limit = 1000) =>
          (await sessions.endSessionsDueBy(at(instant), limit)).filter((s) => mine.has(s.id));
        expect(await ended('2026-11-22T10:29:59Z')).toEqual([]);
        expect(await ended('2026-11-22T10:30:00Z')).toEqual([
          { id: early.id, userId: one, interviewType: early.interviewType },
        ]);
        // ended once: a second sweep at the same instant finds nothing more
        expect(await ended('2026-11-22T10:30:00Z')).toEqual([]);
        expect((await ended('2026-11-22T10:45:00Z')).map((s) => s.id)).toEqual([later.id]);
        expect(await sessions.findById(early.id)).toMatchObject({
          status: 'completed',
          endedAt: at('2026-11-22T10:30:00Z'),
        });
        expect(await sessions.findById(later.id)).toMatchObject({ endedAt: at('2026-11-22T10:40:00Z') });
        expect(await sessions.findById(done.id)).toMatchObject({ endedAt: at('2026-11-22T10:19:00Z') });
        expect(await sessions.findById(fresh.id)).toMatchObject({ status: 'in_progress', endedAt: null });
      }));

    it('ends no more than the batch asked for', () =>
      withStore(async ({ sessions, newUser }) => {
        const owner = await newUser();
        for (const minute of [0, 1, 2]) {
          await sessions.createSession(
            sessionOf(owner, { createdAt: at(`2021-01-01T00:0${minute}:00Z`), durationMinutes: 10 }),
          );
        }
        // the oldest sessions of the whole store come first, these among them
        const first = await sessions.endSessionsDueBy(at('2021-01-01T01:00:00Z'), 2);
        expect(first).toHaveLength(2);
      }));

    it('counts the sessions started and averages the scored ones', () =>
      withStore(async ({ sessions, queries, newUser }) => {
        const [owner, other] = [await newUser(), await newUser()];
        expect(await queries.stats(owner)).toEqual({ totalSessions: 0, averageScore: null });
        for (const score of [7, 8, 8, null]) {
          const session = sessionOf(owner);
          await sessions.createSession(session);
          if (score !== null) await sessions.saveReport(session.id, { score, skillScores: [], roadmap: '' });
        }
        await sessions.createSession(sessionOf(other, { score: null }));
        expect(await queries.countStarted(owner)).toBe(4);
        const stats = await queries.stats(owner);
        expect(stats.totalSessions).toBe(4);
        expect(stats.averageScore).toBeCloseTo(23 / 3, 6);
      }));

    it('counts toward the Free allowance every session but one that ended before any answer', () =>
      withStore(async ({ sessions, queries, newUser }) => {
        const owner = await newUser();
        const [open, answered, unanswered, openAnswered] = [
          sessionOf(owner),
          sessionOf(owner),
          sessionOf(owner),
          sessionOf(owner),
        ];
        for (const s of [open, answered, unanswered, openAnswered]) {
          await sessions.createSession(s);
          await sessions.addQuestion(questionOf(s, 0));
        }
        for (const s of [answered, openAnswered]) {
          const [question] = await sessions.questionsOf(s.id);
          if (question) await sessions.addAnswer(answerOf(question));
        }
        await sessions.complete(answered.id, at('2026-11-22T10:20:00Z'));
        await sessions.complete(unanswered.id, at('2026-11-22T10:20:00Z'));
        // open (answered or not) and ended with an answer count; ended without one does not
        expect(await queries.countStarted(owner)).toBe(3);
        // the history and the dashboard still show every session
        expect((await queries.stats(owner)).totalSessions).toBe(4);
      }));

    it('pages the history newest first and filters it by date, type and title', () =>
      withStore(async ({ sessions, queries, newUser }) => {
        const [owner, other] = [await newUser(), await newUser()];
        const started: [string, string, InterviewType][] = [
          ['2026-11-01T09:00:00Z', 'Behavioral Interview: Data 100% Engineer', 'Behavioral'],
          ['2026-11-10T09:00:00Z', 'Technical Interview: Backend Engineer', 'Technical'],
          ['2026-11-10T09:00:00Z', 'Coding Interview: Backend Engineer', 'Coding'],
          ['2026-11-20T09:00:00Z', 'Technical Interview: Frontend', 'Technical'],
        ];
        const ids: string[] = [];
        for (const [createdAt, title, interviewType] of started) {
          const session = sessionOf(owner, { createdAt: at(createdAt), title, interviewType });
          ids.push(session.id);
          await sessions.createSession(session);
        }
        await sessions.createSession(sessionOf(other));
        const query = { page: 1, limit: 10, since: null, type: null, search: null };
        const all = await queries.history(owner, query);
        // of two started at the same instant, the later one comes first
        expect(all.rows.map((r) => r.id)).toEqual([ids[3], ids[2], ids[1], ids[0]]);
        expect(all.total).toBe(4);
        expect(all.rows[0]).toEqual({
          id: ids[3],
          title: 'Technical Interview: Frontend',
          createdAt: at('2026-11-20T09:00:00Z'),
          score: null,
          interviewType: 'Technical',
        });
        const page2 = await queries.history(owner, { ...query, page: 2, limit: 3 });
        expect(page2).toMatchObject({ total: 4, rows: [{ id: ids[0] }] });
        const since = await queries.history(owner, { ...query, since: at('2026-11-10T09:00:00Z') });
        expect(since.rows.map((r) => r.id)).toEqual([ids[3], ids[2], ids[1]]);
        const technical = await queries.history(owner, { ...query, type: 'Technical' });
        expect(technical.rows.map((r) => r.id)).toEqual([ids[3], ids[1]]);
        const search = await queries.history(owner, { ...query, search: 'backend ENGINEER' });
        expect(search.rows.map((r) => r.id)).toEqual([ids[2], ids[1]]);
        // a search is taken literally: '%' is no wildcard
        const literal = await queries.history(owner, { ...query, search: '100%' });
        expect(literal).toMatchObject({ total: 1, rows: [{ id: ids[0] }] });
        expect(await queries.history(owner, { ...query, search: '1%0' })).toEqual({ rows: [], total: 0 });
      }));

    it("averages each resume and job pair's scored sessions, one decimal, in the order asked", () =>
      withStore(async ({ sessions, queries, newUser, newDocument }) => {
        const [owner, other] = [await newUser(), await newUser()];
        const [resume, job, otherJob] = [
          await newDocument(owner),
          await newDocument(owner),
          await newDocument(owner),
        ];
        for (const score of [7, 8, 8, null]) {
          const session = sessionOf(owner, { resumeId: resume, jobId: job });
          await sessions.createSession(session);
          if (score !== null) await sessions.saveReport(session.id, { score, skillScores: [], roadmap: '' });
        }
        await sessions.createSession(sessionOf(owner, { resumeId: resume, jobId: otherJob }));
        const pairs = [
          { resumeId: resume, jobDescriptionId: otherJob },
          { resumeId: resume, jobDescriptionId: job },
        ];
        expect(await queries.averagesFor(owner, pairs)).toEqual([null, 7.7]);
        expect(await queries.averagesFor(other, pairs)).toEqual([null, null]);
        expect(await queries.averagesFor(owner, [])).toEqual([]);
      }));
  });
}
