import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// msw for the server's outside calls: unhandled outside requests fail the test (loopback passes)
import '../../test/support/msw-setup.ts';
import { fakeOpenAiTranscription, OPENAI_SPEECH_ENV } from '../../test/support/openai-speech-fake.ts';
import { type Journey, startInterview, startJourney } from './browser.ts';

const RESUME = `Jordan Lee
Site Reliability Engineer
jordan.lee@example.com

Experience
Site Reliability Engineer, Initech, Mar 2019 - Present
- Ran Kubernetes clusters for 60 Go services with 99.95% availability
- Cut incident response time by 40% with Prometheus alerts and runbooks

Skills
Go, Kubernetes, Prometheus, Terraform, AWS
`;
const JOB = `Senior Site Reliability Engineer at Umbrella

Requirements
- Running Kubernetes in production
- Go or Python
- Observability with Prometheus
`;
/** What the speech-to-text service hears in each recorded answer, in order. */
const SPOKEN = [
  'When our checkout service kept failing at night I owned the incident. I traced it to a memory leak ' +
    'in one Go service, added a Prometheus alert on heap growth and shipped a fix the same week. ' +
    'Night pages dropped from five a week to none.',
  'I moved sixty services to Kubernetes over six months. I wrote the Terraform modules, ran the ' +
    'migrations service by service with canaries, and we kept 99.95 percent availability throughout.',
  'I would start from the user facing symptoms, look at the dashboards and recent deploys, and roll ' +
    'back first when a change lines up with the errors, then write the postmortem with the team.',
];

/** A mono 16-bit PCM WAV: a voice-like warbling tone for Chromium's fake microphone to play. */
function voiceWav(seconds: number): Buffer {
  const rate = 16_000;
  const samples = rate * seconds;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    const pitch = 180 + 40 * Math.sin(2 * Math.PI * 0.7 * t);
    const syllables = 0.5 + 0.5 * Math.sin(2 * Math.PI * 3 * t);
    wav.writeInt16LE(Math.round(9000 * syllables * Math.sin(2 * Math.PI * pitch * t)), 44 + i * 2);
  }
  return wav;
}

describe('a job seeker answering an interview out loud', () => {
  let j: Journey;
  let audioDir: string;
  beforeAll(async () => {
    audioDir = mkdtempSync(path.join(os.tmpdir(), 'coach-voice-'));
    const wav = path.join(audioDir, 'answer.wav');
    writeFileSync(wav, voiceWav(4));
    j = await startJourney({
      env: OPENAI_SPEECH_ENV,
      chromiumArgs: [
        // grant the microphone without a prompt and capture from a fake device playing the WAV
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-audio-capture=${wav}`,
      ],
    });
  });
  afterAll(async () => {
    await j?.close();
    if (audioDir) rmSync(audioDir, { recursive: true, force: true });
  });

  it('records each answer, has the server transcribe it, and reads the transcripts in the report', async () => {
    const heard = fakeOpenAiTranscription(SPOKEN);
    const page = j.page;
    // a new person is on the Pro trial, which includes transcription of recorded answers
    await startInterview(j, page, {
      person: 'Jordan Lee',
      resume: { name: 'jordan-resume.txt', text: RESUME },
      job: { name: 'umbrella-sre.txt', text: JOB },
      type: 'Behavioral',
      mode: 'Voice Only',
      questions: 2,
    });
    // voice only: no text box, the microphone is the way to answer
    await expect(page.getByRole('textbox', { name: 'Your answer' }).count()).resolves.toBe(0);

    const recording = page.getByRole('status').filter({ hasText: /^Recording/ });
    const questions: string[] = [];
    for (let turn = 0; turn < 8 && page.url().endsWith('/interview'); turn++) {
      const question = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      questions.push(question);
      // Chromium's own recognition cannot capture audio headless, so the widget records instead. The
      // microphone opens by itself once the question has been spoken (or could not be); press it otherwise.
      const opened = await recording
        .waitFor({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (!opened) {
        await page.getByRole('button', { name: 'Start answering by voice' }).click();
        await recording.waitFor();
      }
      await page.waitForTimeout(1500);
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/interview/submit-audio-answer'));
      await page.getByRole('button', { name: 'Stop answering' }).click();
      const response = await answered;
      expect(response.status()).toBe(200);
      const body = (await response.json()) as { transcript: string; nextQuestion: { text: string } };
      expect(body.transcript).toBe(SPOKEN[Math.min(turn, SPOKEN.length - 1)]);
      // the interview moves on: the next question, or the report
      await page.waitForFunction(
        (previous) =>
          !location.pathname.endsWith('/interview') || document.querySelector('h1')?.textContent !== previous,
        question,
      );
    }
    await page.waitForURL(/\/session\/[0-9a-f-]+\/summary$/);

    // every recording reached the speech-to-text service as webm, with the configured model
    expect(heard.length).toBe(questions.length);
    for (const request of heard) {
      expect(request).toMatchObject({
        authorization: 'Bearer sk-test-speech',
        model: 'gpt-4o-mini-transcribe',
        language: 'en',
        fileName: 'answer.webm',
      });
      expect(request.fileType).toMatch(/^audio\/webm/);
      expect(request.audio.length).toBeGreaterThan(1000);
      expect(Array.from(request.audio.subarray(0, 4))).toEqual([0x1a, 0x45, 0xdf, 0xa3]); // EBML (webm)
    }

    // the report shows what was said, question by question
    await page.getByText('Overall Score').waitFor({ timeout: 60_000 });
    const breakdown = page.getByRole('region', { name: 'Question Breakdown' });
    const entries = breakdown.locator('h3 button');
    for (let i = 0; i < (await entries.count()); i++) {
      const entry = entries.nth(i);
      if ((await entry.getAttribute('aria-expanded')) !== 'true') await entry.click();
    }
    await breakdown.getByText(SPOKEN[0] ?? '').waitFor();
    await breakdown
      .getByText(SPOKEN[1] ?? '')
      .first()
      .waitFor();
  }, 150_000);
});
