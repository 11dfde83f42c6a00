import { type EvaluationRequest, type EvaluationResult, failedEvaluation } from '../domain/evaluation.ts';
import type { AnswerEvaluator } from '../ports/answer-evaluator.ts';

/**
 * Evaluates one answer and always resolves: a rejecting or hanging evaluator becomes a
 * `status: 'error'` result the report shows with 'Try Again', so the stored answer is never lost
 * and a session never waits forever on a provider.
 */
export class EvaluateAnswer {
  readonly #evaluator: AnswerEvaluator;
  readonly #timeoutMs: number;

  constructor(evaluator: AnswerEvaluator, timeoutMs = 60_000) {
    this.#evaluator = evaluator;
    this.#timeoutMs = timeoutMs;
  }

  async execute(request: EvaluationRequest): Promise<EvaluationResult> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<EvaluationResult>((resolve) => {
      timer = setTimeout(
        () => resolve(failedEvaluation('The evaluation took too long. Please try again.')),
        this.#timeoutMs,
      );
    });
    try {
      return await Promise.race([this.#evaluator.evaluate(request), timeout]);
    } catch {
      return failedEvaluation();
    } finally {
      clearTimeout(timer);
    }
  }
}
