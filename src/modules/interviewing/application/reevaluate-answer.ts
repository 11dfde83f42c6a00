import type { EvaluationResult } from '../../coaching/index.ts';
import { AnswerNotFoundError } from '../domain/interviewing.errors.ts';
import type { EvaluateStoredAnswer } from './evaluate-stored-answer.ts';
import type { InterviewingDeps } from './interviewing-deps.ts';

/** 'Try Again' on an answer's evaluation: the owner's answer only (404 otherwise). */
export class ReevaluateAnswer {
  readonly #d: InterviewingDeps;
  readonly #evaluate: EvaluateStoredAnswer;
  constructor(deps: InterviewingDeps, evaluate: EvaluateStoredAnswer) {
    this.#d = deps;
    this.#evaluate = evaluate;
  }

  async execute(
    userId: string,
    answerId: string,
  ): Promise<{ answer_id: string; evaluation: EvaluationResult; thread_score: number | null }> {
    const found = await this.#d.sessions.findAnswer(answerId);
    if (!found || found.userId !== userId) throw new AnswerNotFoundError();
    await this.#d.access.assertMayUseAi(userId);
    const { evaluation, threadScore } = await this.#evaluate.execute(answerId);
    return { answer_id: answerId, evaluation, thread_score: threadScore };
  }
}
