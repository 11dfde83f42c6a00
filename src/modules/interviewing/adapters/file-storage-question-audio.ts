import type { Clock } from '../../../shared/kernel/clock.ts';
import type { FileStorage } from '../../documents/index.ts';
import type { QuestionAudioStore } from '../ports/question-audio-store.ts';

const EXTENSIONS: Record<string, string> = { 'audio/mpeg': 'mp3', 'audio/ogg': 'ogg', 'audio/wav': 'wav' };

/** Question audio in the documents module's file storage (local disk or Cloud Storage), served by signed URL. */
export class FileStorageQuestionAudio implements QuestionAudioStore {
  readonly #storage: FileStorage;
  readonly #clock: Clock;
  readonly #ttlSeconds: number;
  constructor(storage: FileStorage, clock: Clock, ttlSeconds = 3600) {
    this.#storage = storage;
    this.#clock = clock;
    this.#ttlSeconds = ttlSeconds;
  }

  async put(userId: string, sessionId: string, questionId: string, audio: Uint8Array, mimeType: string) {
    const key = `interviews/${userId}/${sessionId}/${questionId}.${EXTENSIONS[mimeType] ?? 'bin'}`;
    await this.#storage.put(key, audio, mimeType);
    return key;
  }

  async urlFor(key: string): Promise<string> {
    const ext = key.split('.').pop() ?? '';
    const contentType = Object.entries(EXTENSIONS).find(([, e]) => e === ext)?.[0];
    return this.#storage.signedUrl(key, {
      expiresAt: new Date(this.#clock.now().getTime() + this.#ttlSeconds * 1000),
      contentType,
    });
  }

  async delete(key: string): Promise<void> {
    await this.#storage.delete(key);
  }
}
