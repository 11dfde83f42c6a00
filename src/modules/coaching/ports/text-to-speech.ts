import type { SynthesisResult } from '../domain/speech.ts';

export interface TextToSpeech {
  /** False when nothing can speak on the server; questions then have no audio URL. */
  readonly available: boolean;
  /**
   * A question's text -> audio bytes. Resolves 'not_configured' when no provider is set up;
   * rejects with ProviderUnavailableError when the provider fails (the caller keeps the question
   * and lets the browser speak it).
   */
  synthesize(text: string): Promise<SynthesisResult>;
}
