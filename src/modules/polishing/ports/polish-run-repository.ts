import type { PolishEvent } from '../../coaching/index.ts';
import type { PolishRun, PolishRunStatus, StoredPolishEvent } from '../domain/polish-run.ts';

/** A run that stopped storing events while still running: where its events end. */
export interface AbandonedRun {
  runId: string;
  /** The place of its last stored event (0 when it stored none). */
  lastSeq: number;
}

export interface PolishRunRepository {
  /** Stores a run that claims nothing (a paid plan or the trial). */
  create(run: PolishRun): Promise<void>;
  /**
   * Stores a run that claims one of the Free plan's `allowance` polishes, in one statement that
   * raises the user's claimed polishes only while fewer than `allowance` are claimed (running or
   * completed), never counting fewer than `completed` (what the runs and the flag know of). False,
   * and nothing stored, when every polish is claimed: of polishes opened at once, on any instance,
   * at most `allowance` are stored.
   */
  createWithinAllowance(run: PolishRun, allowance: number, completed: number): Promise<boolean>;
  /** The user's run with this id, or null (another user's id is null too). */
  findOwned(userId: string, runId: string): Promise<PolishRun | null>;
  /** The run's events after `afterSeq`, in order. */
  events(runId: string, afterSeq?: number): Promise<StoredPolishEvent[]>;
  /**
   * Stores the event as the run's `seq`th unless another writer already stored one there (an
   * instance still finishing the step a reconnect also started); true when this one was stored.
   */
  append(runId: string, seq: number, event: PolishEvent, at: Date): Promise<boolean>;
  /**
   * Ends the run if it is still running; true when this call ended it. A run that claimed a Free
   * polish and ends `failed` before it stored any of the `SUGGESTION_EVENTS` gives the claim back
   * in the same statement.
   */
  finish(runId: string, status: Exclude<PolishRunStatus, 'running'>, at: Date): Promise<boolean>;
  /** When the user's newest run that did not fail started, or null when there is none. */
  latestStart(userId: string): Promise<Date | null>;
  /** How many of the user's polishes reached `done`. */
  countCompleted(userId: string): Promise<number>;
  /** Up to `limit` running runs, oldest first, that stored nothing (nor started) since `before`. */
  abandoned(before: Date, limit: number): Promise<AbandonedRun[]>;
}
