import type { AccountDeletionStep } from '../../identity/index.ts';
import type { QuestionAudioStore } from '../ports/question-audio-store.ts';
import type { SessionRepository } from '../ports/session-repository.ts';

/**
 * Runs before an account is deleted: removes the stored audio of its questions. The rows go with
 * the account (ON DELETE CASCADE); a storage failure stops the deletion so it can be retried.
 */
export class DeleteInterviewAudio implements AccountDeletionStep {
  readonly #sessions: SessionRepository;
  readonly #audio: QuestionAudioStore;
  constructor(sessions: SessionRepository, audio: QuestionAudioStore) {
    this.#sessions = sessions;
    this.#audio = audio;
  }

  async beforeDelete(userId: string): Promise<void> {
    for (const key of await this.#sessions.audioKeysOf(userId)) await this.#audio.delete(key);
  }
}
