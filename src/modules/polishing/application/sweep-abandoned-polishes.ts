import type { Clock } from '../../../shared/kernel/clock.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import type { PolishEvent } from '../../coaching/index.ts';
import { ABANDONED_AFTER_MS, POLISH_FAILED_MESSAGE } from '../domain/polish-run.ts';
import type { AbandonedRun, PolishRunRepository } from '../ports/polish-run-repository.ts';

const SWEEP_BATCH = 100;

/**
 * Ends polish runs nobody will finish (the instance streaming one crashed, or its client left and
 * never reconnected): a run still running that stored nothing for `ABANDONED_AFTER_MS` ends as a
 * failed polish, with an `error` event a reconnecting client is sent, and gives back the Free
 * polish it claimed (it never reached `done`). The error takes the run's next place, the very one
 * a stream still working on the run would store its next event in: whichever is stored first
 * wins, so the sweep never ends a run that moved on, and a stream that loses sends the error.
 */
export class SweepAbandonedPolishes {
  readonly #runs: PolishRunRepository;
  readonly #unitOfWork: UnitOfWork;
  readonly #clock: Clock;
  constructor(runs: PolishRunRepository, unitOfWork: UnitOfWork, clock: Clock) {
    this.#runs = runs;
    this.#unitOfWork = unitOfWork;
    this.#clock = clock;
  }

  /** Ends every abandoned run, a batch at a time; answers how many it ended. */
  async sweep(batch = SWEEP_BATCH): Promise<number> {
    const before = new Date(this.#clock.now().getTime() - ABANDONED_AFTER_MS);
    let ended = 0;
    for (;;) {
      const runs = await this.#runs.abandoned(before, batch);
      const was = ended;
      for (const run of runs) if (await this.#end(run)) ended += 1;
      // a full batch that ended nothing (streams or another sweep got there first) is not read again
      if (runs.length < batch || ended === was) return ended;
    }
  }

  #end({ runId, lastSeq }: AbandonedRun): Promise<boolean> {
    const at = this.#clock.now();
    const error: PolishEvent = { event: 'error', data: { message: POLISH_FAILED_MESSAGE } };
    return this.#unitOfWork.run(
      async () =>
        (await this.#runs.append(runId, lastSeq + 1, error, at)) &&
        (await this.#runs.finish(runId, 'failed', at)),
    );
  }
}
