import type { PolishEvent } from '../../coaching/index.ts';
import { POLISH_FAILED_MESSAGE } from '../domain/polish-run.ts';
import { presentPolishEventData } from './presenters.ts';

/** What the stream writes to: Hono's SSE stream, or a test's recorder. */
export interface SseSink {
  write(text: string): Promise<unknown>;
  writeSSE(message: { event: string; data: string; id?: string }): Promise<void>;
  readonly aborted: boolean;
  onAbort(listener: () => void): void;
}

/** A comment line every this often keeps proxies and browsers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;

/**
 * Writes a polish as server-sent events: an opening comment and `retry: 1000` (the spec's one
 * second), then each event with its id and its JSON payload, heartbeat comments meanwhile. When the
 * client goes away the events' signal is aborted, so the polish starts no further step. A failure
 * of the server itself ends the stream with an `error` event (the cause goes to the log only).
 */
export async function pipePolishStream(
  sink: SseSink,
  events: (signal: AbortSignal) => AsyncIterable<{ id: string; event: PolishEvent }>,
  options: { heartbeatMs?: number; onError(err: unknown): void },
): Promise<void> {
  const controller = new AbortController();
  sink.onAbort(() => controller.abort());
  const heartbeat = setInterval(() => {
    if (!sink.aborted) void sink.write(': heartbeat\n\n');
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  try {
    await sink.write(': polish stream\nretry: 1000\n\n');
    for await (const { id, event } of events(controller.signal)) {
      if (sink.aborted) break;
      await sink.writeSSE({ id, event: event.event, data: JSON.stringify(presentPolishEventData(event)) });
      // let the socket send it now: on the embedded database a whole polish can run without
      // touching the event loop, and the client would get every event at the end at once
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (err) {
    options.onError(err);
    if (!sink.aborted)
      await sink.writeSSE({ event: 'error', data: JSON.stringify({ message: POLISH_FAILED_MESSAGE }) });
  } finally {
    clearInterval(heartbeat);
    controller.abort();
  }
}
