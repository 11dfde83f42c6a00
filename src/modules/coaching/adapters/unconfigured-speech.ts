import {
  STT_NOT_CONFIGURED,
  type SynthesisResult,
  type TranscriptionResult,
  TTS_NOT_CONFIGURED,
} from '../domain/speech.ts';
import type { SpeechToText } from '../ports/speech-to-text.ts';
import type { TextToSpeech } from '../ports/text-to-speech.ts';

/** No speech-to-text provider: the web app keeps using the browser's own recognition. */
export class UnconfiguredSpeechToText implements SpeechToText {
  readonly available = false;

  async transcribe(): Promise<TranscriptionResult> {
    return { status: 'not_configured', message: STT_NOT_CONFIGURED };
  }
}

/** No text-to-speech on the server: questions get no audio URL and the browser speaks them. */
export class UnconfiguredTextToSpeech implements TextToSpeech {
  readonly available = false;
  readonly #message: string;

  constructor(message: string = TTS_NOT_CONFIGURED) {
    this.#message = message;
  }

  async synthesize(): Promise<SynthesisResult> {
    return { status: 'not_configured', message: this.#message };
  }
}
