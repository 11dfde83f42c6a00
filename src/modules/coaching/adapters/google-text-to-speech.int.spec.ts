import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mswServer } from '../../../../test/support/msw-server.ts';
import { GoogleTextToSpeech } from './google-text-to-speech.ts';

const ENDPOINT = 'https://texttospeech.googleapis.com/v1/text:synthesize';
const mp3 = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 1, 2, 3]);
const tts = (settings: Partial<ConstructorParameters<typeof GoogleTextToSpeech>[0]> = {}) =>
  new GoogleTextToSpeech({
    voice: 'en-GB-Neural2-B',
    apiKey: 'test-key',
    projectId: 'test-project',
    timeoutMs: 2_000,
    maxRetries: 0,
    ...settings,
  });

/** Google's documented error body. */
const googleError = (code: number, status: string) =>
  HttpResponse.json({ error: { code, message: `${status} from the test`, status } }, { status: code });

describe('Google Cloud Text-to-Speech (REST)', () => {
  it('asks for the configured voice as MP3 and answers the decoded audio', async () => {
    let body: unknown;
    let key: string | null = null;
    mswServer.use(
      http.post(ENDPOINT, async ({ request }) => {
        body = await request.json();
        key = request.headers.get('x-goog-api-key');
        return HttpResponse.json({ audioContent: mp3.toString('base64') });
      }),
    );
    const result = await tts().synthesize('Tell me about a time you led a project.');
    expect(result).toEqual({ status: 'ok', audio: new Uint8Array(mp3), mimeType: 'audio/mpeg' });
    expect(body).toMatchObject({
      input: { text: 'Tell me about a time you led a project.' },
      voice: { languageCode: 'en-GB', name: 'en-GB-Neural2-B' },
    });
    // proto3 JSON: the REST client may send the enum by name or by number (MP3 = 2)
    expect(['MP3', 2]).toContain(
      (body as { audioConfig: { audioEncoding: unknown } }).audioConfig.audioEncoding,
    );
    expect(key).toBe('test-key');
  });

  it.each([
    [429, 'RESOURCE_EXHAUSTED', 'rate_limited'],
    [500, 'INTERNAL', 'unavailable'],
    [503, 'UNAVAILABLE', 'unavailable'],
    [403, 'PERMISSION_DENIED', 'rejected'],
  ])('maps %i %s to a typed provider error', async (code, status, reason) => {
    mswServer.use(http.post(ENDPOINT, () => googleError(code, status)));
    await expect(tts().synthesize('Hi')).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      provider: 'google-tts',
      reason,
    });
  });

  it('gives up at the timeout', async () => {
    mswServer.use(
      http.post(ENDPOINT, async () => {
        await delay(1_000);
        return HttpResponse.json({ audioContent: mp3.toString('base64') });
      }),
    );
    await expect(tts({ timeoutMs: 100 }).synthesize('Hi')).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
  });

  it('treats an answer without audio as malformed', async () => {
    mswServer.use(http.post(ENDPOINT, () => HttpResponse.json({})));
    await expect(tts().synthesize('Hi')).rejects.toMatchObject({ reason: 'malformed_output' });
  });
});
