import type { PolishEvent } from '../../coaching/index.ts';
import type { AccessWatch } from '../../identity/index.ts';
import { POLISH_FAILED_MESSAGE } from '../domain/polish-run.ts';
import { presentPolishEventData } from './presenters.ts';

/** What the stream writes to: Hono's SSE stream, or a test's recorder. */
export interface SseSink {
  write(text: string): Promise<unknown>;
  writeSSE(message: { event: string; data: string; id?: string }): Promise<void>;
  readonly aborted: boolean;
  onAbort(listener: () => void): void;
  /** Ends the response for the client (Hono's stream has it). */
  close?(): Promise<unknown>;
}

/** The caller's access while the stream is open: it ends the stream once their access ends. */
export type StreamAccess = Pick<AccessWatch, 'onEnd' | 'confirm'>;

/** A comment line every this often keeps proxies and browsers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;

/**
 * Writes a polish as server-sent events: an opening comment and `retry: 1000` (the spec's one
 * second), then each event with its id and its JSON payload, heartbeat comments meanwhile. When the
 * client goes away the events' signal is aborted, so the polish starts no further step. A failure
 * of the server itself ends the stream with an `error` event (the cause goes to the log only).
 * When the person's access ends (sign-out, suspension …) the stream closes at once and nothing
 * more is sent, each event being checked against the account just before it goes out; the step
 * in progress finishes unseen and no further one starts. Resolves once the polish has stopped.
 */
export async function pipePolishStream(
  sink: SseSink,
  events: (signal: AbortSignal) => AsyncIterable<{ id: string; event: PolishEvent }>,
  options: { heartbeatMs?: number; access?: StreamAccess; onError(err: unknown): void },
): Promise<void> {
  const controller = new AbortController();
  let revoked = false;
  sink.onAbort(() => controller.abort());
  options.access?.onEnd(() => {
    revoked = true;
    controller.abort();
    void sink.close?.().catch(() => undefined);
  });
  const open = () => !sink.aborted && !revoked;
  const heartbeat = setInterval(() => {
    if (open()) void sink.write(': heartbeat\n\n');
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  try {
    await sink.write(': polish stream\nretry: 1000\n\n');
    for await (const { id, event } of events(controller.signal)) {
      if (!open()) break;
      if (options.access && (await options.access.confirm())) break;
      await sink.writeSSE({ id, event: event.event, data: JSON.stringify(presentPolishEventData(event)) });
      // let the socket send it now: on the embedded database a whole polish can run without
      // touching the event loop, and the client would get every event at the end at once
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (err) {
    options.onError(err);
    if (open())
      await sink.writeSSE({ event: 'error', data: JSON.stringify({ message: POLISH_FAILED_MESSAGE }) });
  } finally {
    clearInterval(heartbeat);
    controller.abort();
  }
}
