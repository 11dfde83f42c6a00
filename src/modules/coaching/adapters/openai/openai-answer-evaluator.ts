import {
  CRITERIA,
  type EvaluationRequest,
  type EvaluationResult,
  failedEvaluation,
  roundScore,
} from '../../domain/evaluation.ts';
import type { AnswerEvaluator } from '../../ports/answer-evaluator.ts';
import type { OpenAiGateway } from './openai-gateway.ts';
import { evaluationOutput } from './openai-schemas.ts';

/** Rubric evaluation by a language model; any failure is an error result, never a rejection. */
export class OpenAiAnswerEvaluator implements AnswerEvaluator {
  readonly #gateway: OpenAiGateway;
  readonly #model: string;

  constructor(gateway: OpenAiGateway, model: string) {
    this.#gateway = gateway;
    this.#model = model;
  }

  async evaluate(request: EvaluationRequest): Promise<EvaluationResult> {
    try {
      const out = await this.#gateway.structured({
        model: this.#model,
        prompt: 'evaluateAnswer',
        input: {
          type: request.type,
          question: request.question,
          answer: request.answer,
          job: request.job,
          thread: request.thread ?? [],
        },
        schema: evaluationOutput,
        name: 'answer_evaluation',
      });
      const byName = new Map(out.criteria.map((c) => [c.criterion, c]));
      return {
        status: 'ok',
        score: roundScore(out.score),
        evaluation_criteria: CRITERIA.map((criterion) => byName.get(criterion)!),
        feedback: out.feedback,
      };
    } catch (error) {
      return failedEvaluation(error instanceof Error && 'code' in error ? error.message : undefined);
    }
  }
}
