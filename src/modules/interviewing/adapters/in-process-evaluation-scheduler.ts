import { RequestContext } from '@mikro-orm/core';
import type { Orm } from '../../../shared/persistence/database.ts';
import type { EvaluationScheduler } from '../ports/evaluation-scheduler.ts';
import type { ProblemLog } from '../ports/problem-log.ts';

/**
 * Runs each evaluation on the next turn of the event loop with its own entity manager, so the
 * answer's response is never held up. The answer is stored before it is queued; an evaluation
 * lost to a restart stays `pending` until the report is read again (see `evaluationLost`) or
 * 'Try Again' runs it.
 */
export class InProcessEvaluationScheduler implements EvaluationScheduler {
  readonly #orm: Orm;
  readonly #run: (answerId: string) => Promise<unknown>;
  readonly #problems: ProblemLog;
  readonly #running = new Map<string, Promise<void>>();

  constructor(orm: Orm, run: (answerId: string) => Promise<unknown>, problems: ProblemLog) {
    this.#orm = orm;
    this.#run = run;
    this.#problems = problems;
  }

  schedule(answerId: string): void {
    if (this.#running.has(answerId)) return;
    const job = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => RequestContext.create(this.#orm.em, () => this.#run(answerId)))
      .then(
        () => undefined,
        (error: unknown) => this.#problems.warn({ err: error, answerId }, 'answer evaluation failed'),
      )
      .finally(() => this.#running.delete(answerId));
    this.#running.set(answerId, job);
  }

  async settled(): Promise<void> {
    while (this.#running.size > 0) await Promise.all([...this.#running.values()]);
  }
}
