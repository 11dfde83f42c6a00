import type { EvaluationResult } from '../../coaching/index.ts';
import { AnswerNotFoundError } from '../domain/interviewing.errors.ts';
import type { AccessGate } from '../ports/access-gate.ts';
import type { SessionRepository } from '../ports/session-repository.ts';
import type { EvaluateStoredAnswer } from './evaluate-stored-answer.ts';

/** 'Try Again' on an answer's evaluation: the owner's answer only (404 otherwise). */
export class ReevaluateAnswer {
  readonly #sessions: SessionRepository;
  readonly #access: AccessGate;
  readonly #evaluate: EvaluateStoredAnswer;
  constructor(sessions: SessionRepository, access: AccessGate, evaluate: EvaluateStoredAnswer) {
    this.#sessions = sessions;
    this.#access = access;
    this.#evaluate = evaluate;
  }

  async execute(
    userId: string,
    answerId: string,
  ): Promise<{ answerId: string; evaluation: EvaluationResult; threadScore: number | null }> {
    const found = await this.#sessions.findAnswer(answerId);
    if (!found || found.userId !== userId) throw new AnswerNotFoundError();
    await this.#access.assertMayUseAi(userId);
    const { evaluation, threadScore } = await this.#evaluate.execute(answerId);
    return { answerId, evaluation, threadScore };
  }
}
