import { FixedClock } from '../../src/shared/kernel/clock.ts';
import { uuidIds } from '../../src/shared/kernel/ids.ts';
import {
  type DocumentUnderstanding,
  type EvaluateAnswer,
  type EvaluationResult,
  type Interviewer,
  type ReportWriter,
  roundScore,
  type SpeechToText,
  type TextToSpeech,
} from '../../src/modules/coaching/index.ts';
import {
  countsTowardAllowance,
  type InterviewSession,
  type SessionQuestion,
  type StoredAnswer,
  timeUpAt,
} from '../../src/modules/interviewing/domain/session.ts';
import type { InterviewJobs } from '../../src/modules/interviewing/ports/interview-jobs.ts';
import type { AccessGate } from '../../src/modules/interviewing/ports/access-gate.ts';
import type { DocumentTexts } from '../../src/modules/interviewing/ports/document-texts.ts';
import type { ProblemLog } from '../../src/modules/interviewing/ports/problem-log.ts';
import type { QuestionAudioStore } from '../../src/modules/interviewing/ports/question-audio-store.ts';
import type {
  HistoryQuery,
  HistoryRow,
  SessionQueries,
} from '../../src/modules/interviewing/ports/session-queries.ts';
import type { SessionRepository } from '../../src/modules/interviewing/ports/session-repository.ts';
import type { Clock } from '../../src/shared/kernel/clock.ts';
import type { Ids } from '../../src/shared/kernel/ids.ts';
import type { UnitOfWork } from '../../src/shared/kernel/unit-of-work.ts';

/**
 * Sessions in memory, for the interviewing use cases' unit tests; held to the same contract as the
 * MikroORM adapter (ports/session-repository.contract.ts), read models included.
 */
export class InMemorySessionRepository implements SessionRepository, SessionQueries {
  sessions = new Map<string, InterviewSession>();
  questions: SessionQuestion[] = [];
  answers: StoredAnswer[] = [];

  async createSession(s: InterviewSession) {
    this.sessions.set(s.id, structuredClone(s));
  }
  async addQuestion(q: SessionQuestion) {
    if (this.questions.some((x) => x.sessionId === q.sessionId && x.position === q.position)) {
      throw new Error(`session ${q.sessionId} already has a question at position ${q.position}`);
    }
    this.questions.push({ ...q });
  }
  async setQuestionAudio(id: string, key: string) {
    const q = this.questions.find((x) => x.id === id);
    if (q) q.audioKey = key;
  }
  async findOwned(userId: string, id: string) {
    const s = this.sessions.get(id);
    return s && s.userId === userId ? structuredClone(s) : null;
  }
  async findById(id: string) {
    const s = this.sessions.get(id);
    return s ? structuredClone(s) : null;
  }
  async openSessionsOf(userId: string) {
    return [...this.sessions.values()]
      .filter((s) => s.userId === userId && s.status === 'in_progress')
      .map((s) => structuredClone(s));
  }
  async endSessionsDueBy(instant: Date, limit: number) {
    const due = [...this.sessions.values()]
      .filter((s) => s.status === 'in_progress' && timeUpAt(s).getTime() <= instant.getTime())
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .slice(0, limit);
    for (const s of due) Object.assign(s, { status: 'completed', endedAt: timeUpAt(s) });
    return due.map((s) => ({ id: s.id, userId: s.userId, interviewType: s.interviewType }));
  }
  async questionsOf(id: string) {
    return this.questions
      .filter((q) => q.sessionId === id)
      .sort((a, b) => a.position - b.position)
      .map((q) => ({ ...q }));
  }
  async answersOf(id: string) {
    return this.answers.filter((a) => a.sessionId === id).map((a) => ({ ...a }));
  }
  async addAnswer(a: StoredAnswer) {
    if (this.answers.some((x) => x.questionId === a.questionId)) return false;
    this.answers.push({ ...a });
    return true;
  }
  async findAnswer(id: string) {
    const answer = this.answers.find((a) => a.id === id);
    const session = answer && this.sessions.get(answer.sessionId);
    return answer && session ? { answer: { ...answer }, userId: session.userId } : null;
  }
  async saveEvaluation(id: string, evaluation: StoredAnswer['evaluation']) {
    const a = this.answers.find((x) => x.id === id);
    if (a) a.evaluation = evaluation;
  }
  async complete(id: string, endedAt: Date) {
    const s = this.sessions.get(id);
    if (!s || s.status === 'completed') return false;
    s.status = 'completed';
    s.endedAt = endedAt;
    return true;
  }
  async saveReport(
    id: string,
    r: { score: number | null; skillScores: InterviewSession['skillScores']; roadmap: string },
  ) {
    const s = this.sessions.get(id);
    if (s) Object.assign(s, { score: r.score, skillScores: r.skillScores, improvementRoadmap: r.roadmap });
  }
  async audioKeysOf(userId: string) {
    const ids = new Set([...this.sessions.values()].filter((s) => s.userId === userId).map((s) => s.id));
    return this.questions.filter((q) => ids.has(q.sessionId) && q.audioKey).map((q) => q.audioKey ?? '');
  }
  async countStarted(userId: string) {
    return this.#sessionsOf(userId).filter((s) =>
      countsTowardAllowance(s, this.answers.filter((a) => a.sessionId === s.id).length),
    ).length;
  }
  /** The user's sessions in the order they were started. */
  #sessionsOf(userId: string): InterviewSession[] {
    return [...this.sessions.values()].filter((s) => s.userId === userId);
  }
  async stats(userId: string) {
    const mine = this.#sessionsOf(userId);
    return { totalSessions: mine.length, averageScore: mean(mine.map((s) => s.score)) };
  }
  async history(userId: string, query: HistoryQuery): Promise<{ rows: HistoryRow[]; total: number }> {
    const search = query.search?.toLowerCase() ?? null;
    const since = query.since?.getTime() ?? null;
    const matching = this.#sessionsOf(userId)
      .filter((s) => since === null || s.createdAt.getTime() >= since)
      .filter((s) => !query.type || s.interviewType === query.type)
      .filter((s) => search === null || s.title.toLowerCase().includes(search))
      // newest first; of two started at the same instant, the later one first
      .reverse()
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const rows = matching.slice((query.page - 1) * query.limit, query.page * query.limit).map((s) => ({
      id: s.id,
      title: s.title,
      createdAt: new Date(s.createdAt),
      score: s.score,
      interviewType: s.interviewType,
    }));
    return { rows, total: matching.length };
  }
  async averagesFor(userId: string, pairs: { resumeId: string; jobDescriptionId: string }[]) {
    const mine = this.#sessionsOf(userId);
    return pairs.map((p) => {
      const average = mean(
        mine.filter((s) => s.resumeId === p.resumeId && s.jobId === p.jobDescriptionId).map((s) => s.score),
      );
      return average === null ? null : roundScore(average);
    });
  }
}

/** The mean of the scored values, null when none is scored (SQL's avg). */
function mean(values: (number | null)[]): number | null {
  const scored = values.filter((v): v is number => v !== null);
  return scored.length ? scored.reduce((a, b) => a + b, 0) / scored.length : null;
}

/** Holds the interview's background jobs until the test runs them (`settled()` runs every one). */
export class ManualJobs implements InterviewJobs {
  evaluations: string[] = [];
  finalisations: string[] = [];
  runEvaluation: (answerId: string) => Promise<unknown> = async () => undefined;
  runFinalisation: (sessionId: string) => Promise<unknown> = async () => undefined;
  async evaluate(answerId: string) {
    this.evaluations.push(answerId);
  }
  async finalise(sessionId: string) {
    this.finalisations.push(sessionId);
  }
  async finaliseAll(sessionIds: readonly string[]) {
    this.finalisations.push(...sessionIds);
  }
  async settled() {
    for (;;) {
      const answerId = this.evaluations.shift();
      if (answerId !== undefined) {
        await this.runEvaluation(answerId);
        continue;
      }
      const sessionId = this.finalisations.shift();
      if (sessionId === undefined) return;
      await this.runFinalisation(sessionId);
    }
  }
}

/** No transaction: the in-memory fakes apply every write at once. */
export const immediateUnitOfWork: UnitOfWork = { run: (work) => work() };

export const goodEvaluation = (score: number): EvaluationResult => ({
  status: 'ok',
  score: roundScore(score),
  evaluation_criteria: [
    { criterion: 'Technical Depth', rating: 'Good', feedback: 'Named the tools.' },
    { criterion: 'Clarity & Structure', rating: 'Good', feedback: 'Clear order.' },
    { criterion: 'Relevance & Examples', rating: 'Good', feedback: 'One example.' },
  ],
  feedback: 'Solid.',
});

/** Every port the interviewing use cases reach, as a test may replace one. */
export interface InterviewingFakes {
  sessions: InMemorySessionRepository;
  jobs: ManualJobs;
  uow: UnitOfWork;
  documents: DocumentTexts;
  understanding: Pick<DocumentUnderstanding, 'structureResume' | 'structureJob'>;
  interviewer: Interviewer;
  evaluator: Pick<EvaluateAnswer, 'execute'>;
  reports: ReportWriter;
  speechToText: SpeechToText;
  textToSpeech: TextToSpeech;
  questionAudio: QuestionAudioStore;
  access: AccessGate;
  clock: Clock;
  ids: Ids;
  problems: ProblemLog;
}

/**
 * In-memory fakes of the interviewing ports; a short answer (under 5 words) gets one follow-up.
 * Tests build each use case with the fakes it takes.
 */
export function interviewingFakes(overrides: Partial<InterviewingFakes> = {}): InterviewingFakes {
  return {
    sessions: new InMemorySessionRepository(),
    jobs: new ManualJobs(),
    uow: immediateUnitOfWork,
    documents: {
      textOf: async (_u, id) => ({ text: `text of ${id}`, layout: `layout of ${id}`, reading: null }),
    },
    understanding: {
      structureResume: async () =>
        ({
          contactInfo: { name: 'Ada', email: null, phone: null, location: null, linkedin: null },
          summary: '',
          skills: { technical: [], soft: [] },
          workExperience: [],
          education: [],
          certifications: [],
        }) as never,
      structureJob: async () => ({
        title: 'Backend Engineer',
        seniority: null,
        requiredSkills: ['TypeScript'],
        preferredSkills: [],
        responsibilities: [],
      }),
    },
    interviewer: {
      plan: async (r) => ({
        questions: Array.from({ length: r.questionCount }, (_, i) => ({
          text: `Main ${i + 1}?`,
          focus: 'x',
          skills: [],
        })),
      }),
      next: async (r) => {
        const last = r.thread.at(-1);
        const followUps = r.thread.filter((t) => t.kind === 'follow-up').length;
        if ((last?.answer ?? '').split(' ').length < 5 && followUps === 0) {
          return { kind: 'follow-up', text: 'Can you say more?', reason: 'too_short' };
        }
        if (r.mainQuestionsAsked >= r.plan.questions.length) return { kind: 'complete', text: 'Thanks!' };
        return {
          kind: 'main',
          index: r.mainQuestionsAsked,
          text: r.plan.questions[r.mainQuestionsAsked]?.text ?? '',
        };
      },
    },
    evaluator: { execute: async () => goodEvaluation(7) },
    reports: {
      write: async () => ({
        skillScores: [
          { skill: 'Technical Skills', score: 7 },
          { skill: 'Communication', score: 6 },
        ],
        improvementRoadmap: '1. Quantify results (Q1).',
      }),
    },
    speechToText: {
      available: false,
      transcribe: async () => ({ status: 'not_configured', message: 'none' }),
    },
    textToSpeech: {
      available: false,
      synthesize: async () => ({ status: 'not_configured', message: 'none' }),
    },
    questionAudio: {
      put: async (_u, s, q) => `interviews/${s}/${q}.mp3`,
      urlFor: async (k) => `/api/files/${k}?signed`,
      delete: async () => undefined,
    },
    access: {
      assertMayUseAi: async () => undefined,
      assertWithinFreeAllowance: async () => undefined,
      assertPaidFeature: async () => undefined,
    },
    clock: new FixedClock('2026-11-22T09:00:00Z'),
    ids: uuidIds,
    problems: { warn: () => undefined },
    ...overrides,
  };
}
