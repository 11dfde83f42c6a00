import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import type { EvaluateAnswer, EvaluationResult } from '../../coaching/index.ts';
import { AnswerNotFoundError } from '../domain/interviewing.errors.ts';
import { isFinished } from '../domain/session.ts';
import { scoreOfThread, threadsOf, turnsOf } from '../domain/threads.ts';
import type { InterviewJobs } from '../ports/interview-jobs.ts';
import type { SessionRepository } from '../ports/session-repository.ts';

/**
 * Evaluates a stored answer and stores the result (a failure is stored as `status: 'error'`).
 * When the session is already finished its scoring is queued again with the result.
 */
export class EvaluateStoredAnswer {
  readonly #sessions: SessionRepository;
  /** Always resolves (a failure is a `status: 'error'` result). */
  readonly #evaluator: Pick<EvaluateAnswer, 'execute'>;
  readonly #jobs: InterviewJobs;
  readonly #uow: UnitOfWork;
  constructor(
    sessions: SessionRepository,
    evaluator: Pick<EvaluateAnswer, 'execute'>,
    jobs: InterviewJobs,
    uow: UnitOfWork,
  ) {
    this.#sessions = sessions;
    this.#evaluator = evaluator;
    this.#jobs = jobs;
    this.#uow = uow;
  }

  /**
   * The evaluation job: evaluates the answer unless it already has its evaluation (a job run again
   * after a crash that struck once the work was stored) or is gone with its account.
   */
  async evaluatePending(answerId: string): Promise<void> {
    const found = await this.#sessions.findAnswer(answerId);
    if (found?.answer.evaluation.status === 'pending') await this.execute(answerId);
  }

  async execute(answerId: string): Promise<{ evaluation: EvaluationResult; threadScore: number | null }> {
    const found = await this.#sessions.findAnswer(answerId);
    if (!found) throw new AnswerNotFoundError();
    const session = await this.#sessions.findById(found.answer.sessionId);
    if (!session) throw new AnswerNotFoundError();
    const [questions, answers] = await Promise.all([
      this.#sessions.questionsOf(session.id),
      this.#sessions.answersOf(session.id),
    ]);
    const question = questions.find((q) => q.id === found.answer.questionId);
    if (!question) throw new AnswerNotFoundError();
    const thread = threadsOf(questions, answers).get(question.mainNumber) ?? [];
    const evaluation = await this.#evaluator.execute({
      type: session.interviewType,
      question: question.text,
      answer: found.answer.answerText,
      job: session.job,
      thread: turnsOf(thread.filter((e) => e.question.position <= question.position)),
      focusSkills: session.plan.questions[question.mainNumber - 1]?.skills,
    });
    await this.#uow.run(async () => {
      await this.#sessions.saveEvaluation(answerId, evaluation);
      // the status is read after the evaluation is stored: a session that ended while it ran (its
      // last answer, End Session, time up) is scored again with it
      const latest = await this.#sessions.findById(session.id);
      if (latest && isFinished(latest)) await this.#jobs.finalise(session.id);
    });
    const updated = thread.map((e) =>
      e.answer?.id === answerId ? { ...e, answer: { ...e.answer, evaluation } } : e,
    );
    return { evaluation, threadScore: scoreOfThread(updated) };
  }
}
