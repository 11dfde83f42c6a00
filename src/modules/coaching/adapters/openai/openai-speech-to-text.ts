import type { TranscriptionResult } from '../../domain/speech.ts';
import type { SpeechToText } from '../../ports/speech-to-text.ts';
import { type OpenAiGateway, providerError } from './openai-gateway.ts';

/** Transcription of a recorded answer with OpenAI (or a compatible server's) audio endpoint. */
export class OpenAiSpeechToText implements SpeechToText {
  readonly available = true;
  readonly #gateway: OpenAiGateway;
  readonly #model: string;

  constructor(gateway: OpenAiGateway, model: string) {
    this.#gateway = gateway;
    this.#model = model;
  }

  async transcribe(audio: Uint8Array, mimeType: string): Promise<TranscriptionResult> {
    const client = await this.#gateway.client();
    const { toFile } = await import('openai');
    const extension = mimeType.includes('ogg')
      ? 'ogg'
      : mimeType.includes('wav')
        ? 'wav'
        : mimeType.includes('mp4')
          ? 'mp4'
          : 'webm';
    try {
      const file = await toFile(audio, `answer.${extension}`, { type: mimeType });
      const result = await client.audio.transcriptions.create({ file, model: this.#model, language: 'en' });
      const duration = (result as { duration?: unknown }).duration;
      return {
        status: 'ok',
        text: result.text.trim(),
        durationSeconds: typeof duration === 'number' ? duration : null,
      };
    } catch (error) {
      throw providerError(error);
    }
  }
}
