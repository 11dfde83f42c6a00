import type { TextToSpeechClient } from '@google-cloud/text-to-speech';
import { ProviderUnavailableError, type ProviderFailure } from '../domain/coaching.errors.ts';
import type { SynthesisResult } from '../domain/speech.ts';
import type { TextToSpeech } from '../ports/text-to-speech.ts';

export interface GoogleTtsSettings {
  /** e.g. 'en-US-Neural2-F'; the language code is its first two parts. */
  voice: string;
  /** An API key; without one the client uses Application Default Credentials. */
  apiKey?: string | undefined;
  projectId?: string | undefined;
  timeoutMs: number;
  maxRetries: number;
}

/** gRPC status codes the client reports, mapped to why the provider failed. */
function failureOf(error: unknown): ProviderFailure {
  const { code, message } = error as { code?: number; message?: string };
  // retries of a retryable failure (UNAVAILABLE) that ran out also end as DEADLINE_EXCEEDED
  if (/maximum number of retries/i.test(message ?? '')) return 'unavailable';
  if (code === 8) return 'rate_limited'; // RESOURCE_EXHAUSTED (HTTP 429)
  if (code === 4) return 'timeout'; // DEADLINE_EXCEEDED
  if (code === 3 || code === 7 || code === 16) return 'rejected'; // bad input, permission, auth
  return 'unavailable';
}

/**
 * Google Cloud Text-to-Speech through its official client in REST mode (HTTP/1 + JSON, no gRPC),
 * which works behind ordinary proxies and is what the tests intercept. Loaded on first use.
 */
export class GoogleTextToSpeech implements TextToSpeech {
  readonly available = true;
  readonly #settings: GoogleTtsSettings;
  #client: Promise<TextToSpeechClient> | undefined;

  constructor(settings: GoogleTtsSettings) {
    this.#settings = settings;
  }

  #connect(): Promise<TextToSpeechClient> {
    this.#client ??= import('@google-cloud/text-to-speech').then(
      ({ TextToSpeechClient: Client }) =>
        new Client({
          fallback: true,
          ...(this.#settings.apiKey ? { apiKey: this.#settings.apiKey } : {}),
          ...(this.#settings.projectId ? { projectId: this.#settings.projectId } : {}),
        }),
    );
    return this.#client;
  }

  async synthesize(text: string): Promise<SynthesisResult> {
    const client = await this.#connect();
    const languageCode = this.#settings.voice.split('-').slice(0, 2).join('-');
    try {
      const [response] = await client.synthesizeSpeech(
        {
          input: { text },
          voice: { languageCode, name: this.#settings.voice },
          audioConfig: { audioEncoding: 'MP3' },
        },
        { timeout: this.#settings.timeoutMs, maxRetries: this.#settings.maxRetries },
      );
      const content = response.audioContent;
      if (!content || content.length === 0) {
        throw new ProviderUnavailableError('google-tts', 'malformed_output', {
          message: 'The speech provider returned no audio.',
        });
      }
      const audio =
        typeof content === 'string'
          ? new Uint8Array(Buffer.from(content, 'base64'))
          : new Uint8Array(content);
      return { status: 'ok', audio, mimeType: 'audio/mpeg' };
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw error;
      throw new ProviderUnavailableError('google-tts', failureOf(error), {
        cause: error,
        message: 'The speech provider is unavailable right now; the browser will read the question instead.',
      });
    }
  }
}
