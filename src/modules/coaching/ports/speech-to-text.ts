import type { TranscriptionResult } from '../domain/speech.ts';

export interface SpeechToText {
  /** False when no provider is configured; the web app then uses the browser's recognition. */
  readonly available: boolean;
  /**
   * Recorded audio (audio/webm from the browser) -> text. Resolves 'not_configured' when no
   * provider is set up; rejects with ProviderUnavailableError when the provider fails.
   */
  transcribe(audio: Uint8Array, mimeType: string): Promise<TranscriptionResult>;
}
