import type { SkillScore } from '../../coaching/index.ts';
import { SessionNotFoundError } from '../domain/interviewing.errors.ts';
import { evaluationLost, type InterviewSession, type StoredAnswer } from '../domain/session.ts';
import type { InterviewingDeps } from './interviewing-deps.ts';
import { endIfTimedOut } from './time-up.ts';
import { scoreOfThread, type ThreadEntry, threadsOf } from './threads.ts';

export interface SummaryAnswer {
  answer_id: string;
  question_text: string;
  answer_text: string;
  evaluation_result: string;
  delivery?: NonNullable<StoredAnswer['delivery']>;
}

export interface BreakdownItem extends SummaryAnswer {
  thread_score: number | null;
  follow_ups: SummaryAnswer[];
}

/** The contract's `SessionSummary`. */
export interface SessionSummary {
  session: {
    id: string;
    title: string;
    score: number | null;
    resume_id: string | null;
    job_id: string | null;
    interview_type: InterviewSession['interviewType'];
    status: InterviewSession['status'];
    created_at: string;
    ended_at: string | null;
  };
  skillScores: SkillScore[];
  improvementRoadmap: string;
  breakdown: BreakdownItem[];
}

function answerOf(entry: ThreadEntry & { answer: StoredAnswer }): SummaryAnswer {
  return {
    answer_id: entry.answer.id,
    question_text: entry.question.text,
    answer_text: entry.answer.answerText,
    evaluation_result: JSON.stringify(entry.answer.evaluation),
    ...(entry.answer.delivery ? { delivery: entry.answer.delivery } : {}),
  };
}

const answeredOnly = (e: ThreadEntry): e is ThreadEntry & { answer: StoredAnswer } => e.answer !== undefined;

/** The Performance Report of one of the caller's sessions. */
export class GetSessionSummary {
  readonly #d: InterviewingDeps;
  constructor(deps: InterviewingDeps) {
    this.#d = deps;
  }

  async execute(userId: string, sessionId: string): Promise<SessionSummary> {
    const d = this.#d;
    let session = await d.sessions.findOwned(userId, sessionId);
    if (!session) throw new SessionNotFoundError();
    if (await endIfTimedOut(d, session)) session = (await d.sessions.findById(session.id)) ?? session;
    const [questions, answers] = await Promise.all([
      d.sessions.questionsOf(session.id),
      d.sessions.answersOf(session.id),
    ]);
    // an evaluation lost to a restart runs again, so the report does not wait on it forever
    const now = d.clock.now();
    for (const answer of answers) if (evaluationLost(answer, now)) d.scheduler.schedule(answer.id);
    const breakdown: BreakdownItem[] = [];
    for (const entries of threadsOf(questions, answers).values()) {
      const [main, ...followUps] = entries;
      if (!main || !answeredOnly(main)) continue;
      breakdown.push({
        ...answerOf(main),
        thread_score: scoreOfThread(entries),
        follow_ups: followUps.filter(answeredOnly).map(answerOf),
      });
    }
    return {
      session: {
        id: session.id,
        title: session.title,
        score: session.score,
        resume_id: session.resumeId,
        job_id: session.jobId,
        interview_type: session.interviewType,
        status: session.status,
        created_at: session.createdAt.toISOString(),
        ended_at: session.endedAt?.toISOString() ?? null,
      },
      skillScores: session.skillScores,
      improvementRoadmap: session.improvementRoadmap,
      breakdown,
    };
  }
}
