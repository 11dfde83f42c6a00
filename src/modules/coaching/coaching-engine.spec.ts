import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { systemClock } from '../../shared/kernel/clock.ts';
import { EspeakTextToSpeech } from './adapters/espeak-text-to-speech.ts';
import { GoogleTextToSpeech } from './adapters/google-text-to-speech.ts';
import { LocalAnswerEvaluator } from './adapters/local/local-answer-evaluator.ts';
import { OpenAiAnswerEvaluator } from './adapters/openai/openai-answer-evaluator.ts';
import { OpenAiInterviewer } from './adapters/openai/openai-interviewer.ts';
import { OpenAiSpeechToText } from './adapters/openai/openai-speech-to-text.ts';
import { createCoachingEngine } from './coaching-engine.ts';

const engine = (env: Record<string, string>) =>
  createCoachingEngine(loadConfig({ NODE_ENV: 'test', ...env }), systemClock);
const bin = mkdtempSync(path.join(os.tmpdir(), 'coach-bin-'));
afterAll(() => rmSync(bin, { recursive: true, force: true }));

describe('adapter selection by configuration', () => {
  it('runs offline by default: local engine, browser speech', async () => {
    const e = engine({ TTS_PROVIDER: 'none' });
    expect(e.provider).toBe('local');
    expect(e.evaluator).toBeInstanceOf(LocalAnswerEvaluator);
    expect(e.speechToText.available).toBe(false);
    expect(await e.speechToText.transcribe(new Uint8Array(), 'audio/webm')).toMatchObject({
      status: 'not_configured',
    });
    expect(e.textToSpeech.available).toBe(false);
    expect(await e.textToSpeech.synthesize('Hi')).toMatchObject({ status: 'not_configured' });
  });

  it('uses OpenAI (or a compatible server) for every language capability when configured', () => {
    const e = engine({
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test',
      STT_PROVIDER: 'openai',
      TTS_PROVIDER: 'google',
    });
    expect(e.provider).toBe('openai');
    expect(e.evaluator).toBeInstanceOf(OpenAiAnswerEvaluator);
    expect(e.interviewer).toBeInstanceOf(OpenAiInterviewer);
    expect(e.speechToText).toBeInstanceOf(OpenAiSpeechToText);
    expect(e.textToSpeech).toBeInstanceOf(GoogleTextToSpeech);
  });

  it('mixes providers: OpenAI transcription with the local coach', () => {
    const e = engine({ OPENAI_API_KEY: 'sk-test', STT_PROVIDER: 'openai', TTS_PROVIDER: 'none' });
    expect(e.provider).toBe('local');
    expect(e.speechToText.available).toBe(true);
  });

  it('uses espeak-ng when it is installed and says so clearly when it is not', async () => {
    const path0 = process.env.PATH;
    try {
      process.env.PATH = bin;
      const missing = engine({ TTS_PROVIDER: 'espeak' });
      expect(await missing.textToSpeech.synthesize('Hi')).toEqual({
        status: 'not_configured',
        message: 'TTS_PROVIDER=espeak but espeak-ng is not installed; the browser speaks the text.',
      });
      writeFileSync(path.join(bin, 'espeak-ng'), '#!/bin/sh\ncat >/dev/null\nprintf RIFF\n');
      chmodSync(path.join(bin, 'espeak-ng'), 0o755);
      expect(engine({ TTS_PROVIDER: 'auto' }).textToSpeech).toBeInstanceOf(EspeakTextToSpeech);
    } finally {
      process.env.PATH = path0;
    }
  });

  it('rejects a configuration that asks for OpenAI without a key', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY is required/);
  });
});

describe('espeak-ng speech', () => {
  it('writes the text to the synthesizer on stdin and answers the WAV bytes it prints', async () => {
    const fake = path.join(bin, 'fake-espeak');
    writeFileSync(
      fake,
      '#!/bin/sh\n# echoes its input back as the "audio", so the test sees what it was given\nprintf "RIFF"; cat\n',
    );
    chmodSync(fake, 0o755);
    const result = await new EspeakTextToSpeech({ command: fake, voice: 'en-us' }).synthesize(
      '--help; rm -rf /',
    );
    expect(result.status).toBe('ok');
    if (result.status === 'ok') {
      expect(result.mimeType).toBe('audio/wav');
      expect(Buffer.from(result.audio).toString()).toBe('RIFF--help; rm -rf /');
    }
  });

  it('reports a synthesizer that fails as a provider error', async () => {
    const broken = path.join(bin, 'broken-espeak');
    writeFileSync(broken, '#!/bin/sh\nexit 3\n');
    chmodSync(broken, 0o755);
    await expect(
      new EspeakTextToSpeech({ command: broken, voice: 'en-us' }).synthesize('Hi'),
    ).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
  });
});
