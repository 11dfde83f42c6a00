import type { DashboardStats as DashboardData, HistoryPage } from '../application/session-stats.ts';
import type { NextStep } from '../application/next-step.ts';
import type { AnsweredTurn, SessionReport } from '../domain/session-report.ts';
import { scoreText } from '../domain/session.ts';
import type {
  DashboardStats,
  FollowUpItem,
  ReevaluateAnswerResponse,
  SessionHistoryPage,
  SessionQuestion,
  SessionSummary,
  StartInterviewResponse,
} from './generated/interviewing.schemas.ts';
import type { EvaluationResult } from '../../coaching/index.ts';

/** The contract's `SessionQuestion`: the question to ask, or the closing line (no id). */
export function presentNextStep(step: NextStep): SessionQuestion {
  if (step.kind === 'complete') {
    return { questionId: null, text: step.closingLine, audioUrl: null, questionType: 'complete' };
  }
  const { question, audioUrl } = step;
  return { questionId: question.id, text: question.text, audioUrl, questionType: question.kind };
}

/** A started interview: its id and the first question. */
export function presentStarted(started: { sessionId: string; first: NextStep }): StartInterviewResponse {
  return { sessionId: started.sessionId, nextQuestion: presentNextStep(started.first) };
}

function presentTurn({
  question,
  answer,
}: AnsweredTurn): FollowUpItem & Pick<SessionSummary['breakdown'][number], 'delivery'> {
  return {
    answer_id: answer.id,
    question_text: question.text,
    answer_text: answer.answerText,
    evaluation_result: JSON.stringify(answer.evaluation),
    ...(answer.delivery ? { delivery: answer.delivery } : {}),
  };
}

/** The contract's `SessionSummary`: the report with snake_case fields and JSON-encoded evaluations. */
export function presentSummary({ session, endedWithoutAnswers, threads }: SessionReport): SessionSummary {
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
    endedWithoutAnswers,
    skillScores: session.skillScores,
    improvementRoadmap: session.improvementRoadmap,
    breakdown: threads.map((thread) => ({
      ...presentTurn(thread.main),
      thread_score: thread.threadScore,
      follow_ups: thread.followUps.map(presentTurn),
    })),
  };
}

/**
 * The dashboard's overview: the average with one decimal (scoreText), '0.0' when nothing is scored,
 * and the last pairing only when there is one.
 */
export function presentDashboard(stats: DashboardData): DashboardStats {
  const overview = { totalSessions: stats.totalSessions, averageScore: scoreText(stats.averageScore ?? 0) };
  return stats.lastPairing ? { ...overview, lastPairing: { ...stats.lastPairing } } : overview;
}

export function presentHistory(page: HistoryPage): SessionHistoryPage {
  return {
    sessions: page.rows.map((r) => ({
      id: r.id,
      title: r.title,
      created_at: r.createdAt.toISOString(),
      score: r.score,
      interview_type: r.interviewType,
    })),
    currentPage: page.page,
    totalPages: page.totalPages,
    totalSessions: page.total,
  };
}

export function presentReevaluation(result: {
  answerId: string;
  evaluation: EvaluationResult;
  threadScore: number | null;
}): ReevaluateAnswerResponse {
  return { answer_id: result.answerId, evaluation: result.evaluation, thread_score: result.threadScore };
}
