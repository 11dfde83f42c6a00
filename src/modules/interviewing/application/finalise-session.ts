import type { ReportAnswer } from '../../coaching/index.ts';
import { type InterviewSession, sessionScore, type StoredAnswer } from '../domain/session.ts';
import type { InterviewingDeps } from './interviewing-deps.ts';
import { scoreOfThread, threadsOf } from './threads.ts';

/**
 * Ends an open session at that instant and scores it; a session that is already finished is left
 * as it is (the last answer, End Session and the time-up can race to end it).
 */
export async function endSession(
  d: InterviewingDeps,
  session: InterviewSession,
  endedAt: Date,
): Promise<void> {
  if (await d.sessions.complete(session.id, endedAt)) {
    await finaliseSession(d, { ...session, status: 'completed' });
  }
}

/**
 * Scores a finished session from the evaluations it has: thread scores, the session score (one
 * decimal out of 10), skill scores and the improvement roadmap. Runs again whenever a late or
 * retried evaluation lands. A failing report writer keeps the scores and leaves the roadmap empty.
 */
export async function finaliseSession(d: InterviewingDeps, session: InterviewSession): Promise<void> {
  const [questions, answers] = await Promise.all([
    d.sessions.questionsOf(session.id),
    d.sessions.answersOf(session.id),
  ]);
  const basis = evaluationsOf(answers);
  const threads = threadsOf(questions, answers);
  const score = sessionScore([...threads.values()].map(scoreOfThread));
  const reportAnswers: ReportAnswer[] = [];
  for (const [number, entries] of threads) {
    for (const { question, answer } of entries) {
      if (!answer || answer.evaluation.status === 'pending') continue;
      reportAnswers.push({
        answerId: answer.id,
        questionNumber: number,
        kind: question.kind,
        question: question.text,
        answer: answer.answerText,
        evaluation: answer.evaluation,
      });
    }
  }
  let skillScores = session.skillScores;
  let roadmap = session.improvementRoadmap;
  try {
    const report = await d.reports.write({
      type: session.interviewType,
      jobTitle: session.job.title,
      jobSkills: [...new Set([...session.job.requiredSkills, ...session.job.preferredSkills])],
      answers: reportAnswers,
    });
    skillScores = report.skillScores;
    roadmap = report.improvementRoadmap;
  } catch (error) {
    d.problems.warn({ err: error, sessionId: session.id }, 'session report could not be written');
  }
  // another evaluation landed while the report was written (a language model takes seconds): its
  // own finalisation writes the newer report, so this older one must not overwrite it
  if (evaluationsOf(await d.sessions.answersOf(session.id)) !== basis) return;
  await d.sessions.saveReport(session.id, { score, skillScores, roadmap });
}

/** What a report is computed from: each answer's evaluation status and score. */
function evaluationsOf(answers: StoredAnswer[]): string {
  return answers
    .map((a) => `${a.id}:${a.evaluation.status}:${a.evaluation.score}`)
    .sort()
    .join('|');
}
