import { HttpResponse, http } from 'msw';
import { mswServer } from './msw-server.ts';

/** Where the product is told OpenAI is: only msw answers there. */
export const OPENAI_SPEECH_BASE_URL = 'https://speech.openai.example.test/v1';

/**
 * Server settings that transcribe recorded answers with OpenAI's speech-to-text while the coaching
 * engine stays the local one (AI_PROVIDER and STT_PROVIDER are chosen separately), and questions
 * are not turned into audio by the server (the browser speaks them).
 */
export const OPENAI_SPEECH_ENV: Record<string, string> = {
  AI_PROVIDER: 'local',
  STT_PROVIDER: 'openai',
  OPENAI_API_KEY: 'sk-test-speech',
  OPENAI_BASE_URL: OPENAI_SPEECH_BASE_URL,
  OPENAI_TRANSCRIBE_MODEL: 'gpt-4o-mini-transcribe',
  OPENAI_MAX_RETRIES: '0',
  TTS_PROVIDER: 'none',
};

/** One recording as OpenAI's transcription endpoint received it. */
export interface TranscriptionRequest {
  authorization: string | null;
  model: string | null;
  language: string | null;
  fileName: string;
  fileType: string;
  audio: Uint8Array;
}

/**
 * Answers OpenAI's documented POST /audio/transcriptions (multipart: file, model, language) with
 * the given texts in turn, the last one again once they run out. Returns the requests as they come.
 * Registered on the shared msw server, so it lasts until the handlers are reset after the test.
 */
export function fakeOpenAiTranscription(texts: readonly string[]): TranscriptionRequest[] {
  const seen: TranscriptionRequest[] = [];
  mswServer.use(
    http.post(`${OPENAI_SPEECH_BASE_URL}/audio/transcriptions`, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      if (!(file instanceof File)) {
        return HttpResponse.json(
          {
            error: { message: 'file is required', type: 'invalid_request_error', param: 'file', code: null },
          },
          { status: 400 },
        );
      }
      seen.push({
        authorization: request.headers.get('authorization'),
        model: form.get('model') as string | null,
        language: form.get('language') as string | null,
        fileName: file.name,
        fileType: file.type,
        audio: new Uint8Array(await file.arrayBuffer()),
      });
      return HttpResponse.json({ text: texts[Math.min(seen.length, texts.length) - 1] ?? '' });
    }),
  );
  return seen;
}
