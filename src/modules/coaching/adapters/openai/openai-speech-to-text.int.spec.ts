import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mswServer } from '../../../../../test/support/msw-server.ts';
import { OpenAiSpeechToText } from './openai-speech-to-text.ts';
import { apiError, BASE_URL, gateway } from './openai-test-support.ts';

const audio = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]); // a webm header and a few bytes

describe('OpenAI transcription', () => {
  it('sends the recording as multipart with the configured model and answers the text', async () => {
    let form: FormData | undefined;
    mswServer.use(
      http.post(`${BASE_URL}/audio/transcriptions`, async ({ request }) => {
        form = await request.formData();
        return HttpResponse.json({ text: '  I led the migration to Kafka.  ' });
      }),
    );
    const result = await new OpenAiSpeechToText(gateway(), 'gpt-4o-mini-transcribe').transcribe(
      audio,
      'audio/webm',
    );
    expect(result).toEqual({ status: 'ok', text: 'I led the migration to Kafka.', durationSeconds: null });
    expect(form?.get('model')).toBe('gpt-4o-mini-transcribe');
    const file = form?.get('file') as File;
    expect(file.name).toBe('answer.webm');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(audio);
  });

  it('keeps the duration when the server reports it (verbose answers)', async () => {
    mswServer.use(
      http.post(`${BASE_URL}/audio/transcriptions`, () => HttpResponse.json({ text: 'Hi', duration: 12.5 })),
    );
    expect(
      await new OpenAiSpeechToText(gateway(), 'whisper-1').transcribe(audio, 'audio/webm'),
    ).toMatchObject({ durationSeconds: 12.5 });
  });

  it.each([
    [429, 'rate_limited'],
    [500, 'unavailable'],
  ])('maps a %i to a typed provider error', async (status, reason) => {
    mswServer.use(http.post(`${BASE_URL}/audio/transcriptions`, () => apiError(status, 'failed')));
    await expect(
      new OpenAiSpeechToText(gateway({ maxRetries: 0 }), 'm').transcribe(audio, 'audio/webm'),
    ).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      reason,
    });
  });
});
