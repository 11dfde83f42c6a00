import type { TextToSpeech } from '../../coaching/index.ts';
import type { SessionQuestion } from '../domain/session.ts';
import type { ProblemLog } from '../ports/problem-log.ts';
import type { QuestionAudioStore } from '../ports/question-audio-store.ts';
import type { SessionRepository } from '../ports/session-repository.ts';
import type { NextStep } from './next-step.ts';

/**
 * Questions with their spoken audio when a text-to-speech provider is configured. The question is
 * already stored; audio is synthesised once, kept, and served by a signed URL. Any failure leaves
 * the audio URL null and the browser speaks the text itself.
 */
export class QuestionAudio {
  readonly #textToSpeech: TextToSpeech;
  readonly #store: QuestionAudioStore;
  readonly #sessions: SessionRepository;
  readonly #problems: ProblemLog;
  constructor(
    textToSpeech: TextToSpeech,
    store: QuestionAudioStore,
    sessions: SessionRepository,
    problems: ProblemLog,
  ) {
    this.#textToSpeech = textToSpeech;
    this.#store = store;
    this.#sessions = sessions;
    this.#problems = problems;
  }

  /** The question to ask, with the URL of its audio or null. */
  async ask(userId: string, question: SessionQuestion): Promise<NextStep> {
    return { kind: 'question', question, audioUrl: await this.#urlOf(userId, question) };
  }

  async #urlOf(userId: string, question: SessionQuestion): Promise<string | null> {
    if (!this.#textToSpeech.available) return null;
    try {
      let key = question.audioKey;
      if (!key) {
        const spoken = await this.#textToSpeech.synthesize(question.text);
        if (spoken.status !== 'ok') return null;
        key = await this.#store.put(userId, question.sessionId, question.id, spoken.audio, spoken.mimeType);
        await this.#sessions.setQuestionAudio(question.id, key);
      }
      return await this.#store.urlFor(key);
    } catch (error) {
      this.#problems.warn({ err: error, questionId: question.id }, 'question audio unavailable');
      return null;
    }
  }
}
