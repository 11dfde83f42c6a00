import type { EvaluationResult } from '../../coaching/index.ts';
import { AnswerNotFoundError } from '../domain/interviewing.errors.ts';
import { finaliseSession } from './finalise-session.ts';
import type { InterviewingDeps } from './interviewing-deps.ts';
import { scoreOfThread, threadsOf, turnsOf } from './threads.ts';

/**
 * Evaluates a stored answer and stores the result (a failure is stored as `status: 'error'`).
 * When the session is already finished its scores and report are recomputed.
 */
export class EvaluateStoredAnswer {
  readonly #d: InterviewingDeps;
  constructor(deps: InterviewingDeps) {
    this.#d = deps;
  }

  async execute(answerId: string): Promise<{ evaluation: EvaluationResult; threadScore: number | null }> {
    const d = this.#d;
    const found = await d.sessions.findAnswer(answerId);
    if (!found) throw new AnswerNotFoundError();
    const session = await d.sessions.findById(found.answer.sessionId);
    if (!session) throw new AnswerNotFoundError();
    const [questions, answers] = await Promise.all([
      d.sessions.questionsOf(session.id),
      d.sessions.answersOf(session.id),
    ]);
    const question = questions.find((q) => q.id === found.answer.questionId);
    if (!question) throw new AnswerNotFoundError();
    const thread = threadsOf(questions, answers).get(question.mainNumber) ?? [];
    const evaluation = await d.evaluator.execute({
      type: session.interviewType,
      question: question.text,
      answer: found.answer.answerText,
      job: session.job,
      thread: turnsOf(thread.filter((e) => e.question.position <= question.position)),
      focusSkills: session.plan.questions[question.mainNumber - 1]?.skills,
    });
    await d.sessions.saveEvaluation(answerId, evaluation);
    // the status is read after the evaluation is stored: a session that ended while it ran (its
    // last answer, End Session, time up) is scored again with it
    const latest = await d.sessions.findById(session.id);
    if (latest?.status === 'completed') await finaliseSession(d, latest);
    const updated = thread.map((e) =>
      e.answer?.id === answerId ? { ...e, answer: { ...e.answer, evaluation } } : e,
    );
    return { evaluation, threadScore: scoreOfThread(updated) };
  }
}
