import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ProviderUnavailableError } from '../domain/coaching.errors.ts';
import type { SynthesisResult } from '../domain/speech.ts';
import type { TextToSpeech } from '../ports/text-to-speech.ts';

export function commandOnPath(command: string, pathVariable = process.env.PATH ?? ''): boolean {
  return pathVariable.split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, command)));
}

/**
 * Speech from espeak-ng, the offline synthesizer most Linux machines can install. The text goes in
 * on stdin (never on the command line, so nothing in it is read as an option) and WAV bytes come
 * out on stdout.
 */
export class EspeakTextToSpeech implements TextToSpeech {
  readonly available = true;
  readonly #command: string;
  readonly #voice: string;
  readonly #timeoutMs: number;

  constructor(options: { command?: string; voice: string; timeoutMs?: number }) {
    this.#command = options.command ?? 'espeak-ng';
    this.#voice = options.voice;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
  }

  synthesize(text: string): Promise<SynthesisResult> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.#command, ['-v', this.#voice, '-s', '160', '--stdout'], {
        stdio: ['pipe', 'pipe', 'ignore'],
      });
      const chunks: Buffer[] = [];
      const timer = setTimeout(() => child.kill('SIGKILL'), this.#timeoutMs);
      const fail = (cause: unknown) => {
        clearTimeout(timer);
        reject(
          new ProviderUnavailableError('espeak-ng', 'unavailable', {
            cause,
            message: 'The speech synthesizer failed.',
          }),
        );
      };
      child.on('error', fail);
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        if (code !== 0 || chunks.length === 0)
          return fail(new Error(`espeak-ng exited with ${code ?? signal}`));
        resolve({ status: 'ok', audio: new Uint8Array(Buffer.concat(chunks)), mimeType: 'audio/wav' });
      });
      child.stdin.on('error', () => {}); // a synthesizer that died early is reported on 'close'
      child.stdin.end(text);
    });
  }
}
