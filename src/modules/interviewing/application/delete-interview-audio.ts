import type { AccountDeletionStep } from '../../identity/index.ts';
import type { InterviewingDeps } from './interviewing-deps.ts';

/**
 * Runs before an account is deleted: removes the stored audio of its questions. The rows go with
 * the account (ON DELETE CASCADE); a storage failure stops the deletion so it can be retried.
 */
export class DeleteInterviewAudio implements AccountDeletionStep {
  readonly #d: InterviewingDeps;
  constructor(deps: InterviewingDeps) {
    this.#d = deps;
  }

  async beforeDelete(userId: string): Promise<void> {
    for (const key of await this.#d.sessions.audioKeysOf(userId)) await this.#d.questionAudio.delete(key);
  }
}
