import { AppError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import { parseEventId } from '../domain/event-id.ts';
import { completedPolishes, mayStartPolish, ONE_TIME_POLISH_MESSAGE } from '../domain/polish-allowance.ts';
import type { PolishRun } from '../domain/polish-run.ts';
import type { DocumentTexts } from '../ports/document-texts.ts';
import type { PolishAccess } from '../ports/polish-access.ts';
import type { PolishRunRepository } from '../ports/polish-run-repository.ts';

export interface OpenPolishRequest {
  userId: string;
  resumeId: string;
  jobDescriptionId: string;
  /** The Last-Event-ID a reconnecting client sent, if any. */
  lastEventId?: string | undefined;
}

export interface OpenedPolish {
  run: PolishRun;
  /** Events up to this place in the run were delivered already; the stream goes on after it. */
  after: number;
  /** The run has ended and the client has every event of it: there is nothing to stream. */
  delivered: boolean;
}

/**
 * Everything that can refuse a polish, before the stream opens (so it is an ordinary JSON error):
 * both documents must be the caller's (404 otherwise), AI actions need a verified e-mail, and a
 * Free account polishes once (or as often as the operator allows): its new run claims one of the
 * allowance in the statement that stores it, so streams opened at once get one polish, not one
 * each. A reconnect naming one of the caller's runs of the same documents continues that run
 * (already allowed when it started); anything else starts a new run. A reconnect after the last
 * event of an ended run is `delivered`: nothing is left to stream.
 */
export class OpenPolish {
  readonly #runs: PolishRunRepository;
  readonly #documents: DocumentTexts;
  readonly #access: PolishAccess;
  readonly #clock: Clock;
  readonly #ids: Ids;
  readonly #freeAllowance: () => Promise<number>;
  constructor(
    runs: PolishRunRepository,
    documents: DocumentTexts,
    access: PolishAccess,
    clock: Clock,
    ids: Ids,
    /** The Free plan's polishes, as the operator set them (the one-time polish by default). */
    freeAllowance: () => Promise<number> = async () => 1,
  ) {
    this.#runs = runs;
    this.#documents = documents;
    this.#access = access;
    this.#clock = clock;
    this.#ids = ids;
    this.#freeAllowance = freeAllowance;
  }

  async execute(request: OpenPolishRequest): Promise<OpenedPolish> {
    const { userId, resumeId, jobDescriptionId } = request;
    await this.#documents.read(userId, resumeId, 'resume');
    await this.#documents.read(userId, jobDescriptionId, 'job');
    await this.#access.assertMayUseAi(userId);
    const position = parseEventId(request.lastEventId);
    if (position) {
      const run = await this.#runs.findOwned(userId, position.runId);
      if (run && run.resumeId === resumeId && run.jobDescriptionId === jobDescriptionId) {
        const ended = run.status !== 'running';
        const delivered = ended && (await this.#runs.events(run.id, position.seq)).length === 0;
        return { run, after: position.seq, delivered };
      }
    }
    const run: PolishRun = {
      id: this.#ids.next(),
      userId,
      resumeId,
      jobDescriptionId,
      status: 'running',
      startedAt: this.#clock.now(),
      finishedAt: null,
    };
    const standing = await this.#access.standing(userId);
    if (!standing.free) {
      await this.#runs.create(run);
      return { run, after: 0, delivered: false };
    }
    const [allowance, completedRuns] = await Promise.all([
      this.#freeAllowance(),
      this.#runs.countCompleted(userId),
    ]);
    const claimed =
      mayStartPolish(standing, allowance, completedRuns) &&
      (await this.#runs.createWithinAllowance(run, allowance, completedPolishes(standing, completedRuns)));
    if (!claimed) throw new AppError('UPGRADE_REQUIRED', ONE_TIME_POLISH_MESSAGE);
    return { run, after: 0, delivered: false };
  }
}
