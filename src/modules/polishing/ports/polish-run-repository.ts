import type { PolishEvent } from '../../coaching/index.ts';
import type { PolishRun, PolishRunStatus, StoredPolishEvent } from '../domain/polish-run.ts';

export interface PolishRunRepository {
  create(run: PolishRun): Promise<void>;
  /** The user's run with this id, or null (another user's id is null too). */
  findOwned(userId: string, runId: string): Promise<PolishRun | null>;
  /** The run's events after `afterSeq`, in order. */
  events(runId: string, afterSeq?: number): Promise<StoredPolishEvent[]>;
  /**
   * Stores the event as the run's `seq`th unless another writer already stored one there (an
   * instance still finishing the step a reconnect also started); true when this one was stored.
   */
  append(runId: string, seq: number, event: PolishEvent, at: Date): Promise<boolean>;
  finish(runId: string, status: Exclude<PolishRunStatus, 'running'>, at: Date): Promise<void>;
  /** When the user's newest run started, or null when they never polished. */
  latestStart(userId: string): Promise<Date | null>;
  /** How many of the user's polishes reached `done`. */
  countCompleted(userId: string): Promise<number>;
}
