import { describe, expect, it } from 'vitest';
import type { PolishEvent } from '../../coaching/index.ts';
import type { AccessEnd } from '../../identity/index.ts';
import { pipePolishStream, type SseSink, type StreamAccess } from './polish-sse.ts';

function recorder() {
  const written: string[] = [];
  const listeners: (() => void)[] = [];
  const sink: SseSink & { leave(): void } = {
    aborted: false,
    write: async (text) => written.push(text),
    writeSSE: async (m) => {
      written.push(`${m.id ? `id:${m.id} ` : ''}${m.event} ${m.data}`);
    },
    onAbort: (listener) => listeners.push(listener),
    leave() {
      (this as { aborted: boolean }).aborted = true;
      for (const l of listeners) l();
    },
  };
  return { sink, written };
}

const status = (message: string): PolishEvent => ({
  event: 'status_update',
  data: { message, processingIndex: null },
});

describe('the polish stream on the wire', () => {
  it('opens with a comment and retry: 1000, sends ids and JSON, and keeps a quiet stream alive', async () => {
    const { sink, written } = recorder();
    await pipePolishStream(
      sink,
      async function* () {
        yield { id: 'r:1', event: status('Reading') };
        await new Promise((r) => setTimeout(r, 60));
        yield { id: 'r:2', event: { event: 'done', data: {} } as PolishEvent };
      },
      { heartbeatMs: 10, onError: () => {} },
    );
    expect(written[0]).toBe(': polish stream\nretry: 1000\n\n');
    expect(written[1]).toBe('id:r:1 status_update {"message":"Reading","processingIndex":null}');
    expect(written).toContain(': heartbeat\n\n');
    // a heartbeat may still slip in while the last event goes out on a busy machine
    expect(written.filter((w) => w !== ': heartbeat\n\n').at(-1)).toBe('id:r:2 done {}');
  });

  it('aborts the events’ signal when the client leaves, and writes no more', async () => {
    const { sink, written } = recorder();
    let signal: AbortSignal | undefined;
    await pipePolishStream(
      sink,
      async function* (s) {
        signal = s;
        yield { id: 'r:1', event: status('one') };
        sink.leave();
        yield { id: 'r:2', event: status('two') };
      },
      { onError: () => {} },
    );
    expect(signal?.aborted).toBe(true);
    expect(written.join('\n')).not.toContain('two');
  });

  it('ends with a generic error event when the server fails, the cause going to the log', async () => {
    const { sink, written } = recorder();
    const logged: unknown[] = [];
    await pipePolishStream(
      sink,
      // biome-ignore lint/correctness/useYield: a failure before the first event
      async function* () {
        throw new Error('connection refused');
      },
      { onError: (err) => logged.push(err) },
    );
    expect(logged).toHaveLength(1);
    expect(written.at(-1)).toBe('error {"message":"The polish could not be completed. Please try again."}');
  });

  it('closes the stream at once when the access ends, sends nothing more and starts no further step', async () => {
    const { sink, written } = recorder();
    let closed = false;
    sink.close = async () => {
      closed = true;
    };
    let listener: ((end: AccessEnd) => void) | undefined;
    const access: StreamAccess = { onEnd: (l) => (listener = l), confirm: async () => null };
    let signal: AbortSignal | undefined;
    let finishStep = () => {};
    const step = new Promise<void>((resolve) => (finishStep = resolve));
    const piped = pipePolishStream(
      sink,
      async function* (s) {
        signal = s;
        yield { id: 'r:1', event: status('one') };
        await step;
        yield { id: 'r:2', event: status('two') };
      },
      { access, onError: () => {} },
    );
    await new Promise((r) => setTimeout(r, 5));
    listener?.('suspended');
    // the client's stream is closed while the step in progress is still running
    expect(closed).toBe(true);
    expect(signal?.aborted).toBe(true);
    finishStep();
    await piped;
    expect(written.join('\n')).not.toContain('two');
  });

  it('reads the access before each event: one revoked since the last check is not sent', async () => {
    const { sink, written } = recorder();
    let revoked: AccessEnd | null = null;
    const access: StreamAccess = { onEnd: () => {}, confirm: async () => revoked };
    await pipePolishStream(
      sink,
      async function* () {
        yield { id: 'r:1', event: status('one') };
        revoked = 'signed_out';
        yield { id: 'r:2', event: status('two') };
      },
      { access, onError: () => {} },
    );
    expect(written.join('\n')).toContain('one');
    expect(written.join('\n')).not.toContain('two');
  });
});
