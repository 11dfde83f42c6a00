import { errorAnswerOf, isEventStream, readSse, type SseEvent } from './sse.ts';
import type { TestApp } from './test-app.ts';

/** A server-sent event stream held open while the test acts, read in the background. */
export interface OpenStream {
  status: number;
  headers: Headers;
  /** The error answer when the stream did not open. */
  json?: unknown;
  /** Every event so far, in order of arrival. */
  events: SseEvent[];
  /** When the server ended the stream (Date.now()), or null while it is open. */
  endedAt: number | null;
  /** Resolves with the first event (already received or still to come) that matches. */
  next(match: (e: SseEvent) => boolean): Promise<SseEvent>;
  /** Resolves when the server ends the stream; rejects after `withinMs` if it does not. */
  ended(withinMs: number): Promise<number>;
  /** Leaves, as a browser closing the tab does. */
  close(): Promise<void>;
}

/** Opens an event stream (a GET with the access token) and keeps reading it until it ends. */
export async function openStream(
  t: Pick<TestApp, 'request'>,
  path: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const res = await t.request(path, {
    headers: { 'x-auth-token': token, accept: 'text/event-stream', ...headers },
  });
  const waiting: {
    match: (e: SseEvent) => boolean;
    resolve: (e: SseEvent) => void;
    reject: (err: Error) => void;
  }[] = [];
  let onEnd: (at: number) => void = () => {};
  const end = new Promise<number>((resolve) => {
    onEnd = resolve;
  });
  const stream: OpenStream = {
    status: res.status,
    headers: res.headers,
    events: [],
    endedAt: null,
    next(match) {
      const seen = stream.events.find(match);
      if (seen) return Promise.resolve(seen);
      if (stream.endedAt !== null) return Promise.reject(new Error('the stream ended first'));
      return new Promise((resolve, reject) => waiting.push({ match, resolve, reject }));
    },
    ended(withinMs) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the stream stayed open for ${withinMs} ms`)), withinMs);
      });
      return Promise.race([end, late]).finally(() => clearTimeout(timer));
    },
    close: async () => {},
  };
  if (!isEventStream(res)) {
    stream.json = await errorAnswerOf(res);
    stream.endedAt = Date.now();
    onEnd(stream.endedAt);
    return stream;
  }
  const reader = res.body!.getReader();
  let left = false;
  stream.close = async () => {
    left = true;
    await reader.cancel().catch(() => undefined);
  };
  void (async () => {
    try {
      await readSse(reader, {
        event: (e) => {
          stream.events.push(e);
          for (const w of waiting.filter((x) => x.match(e))) {
            waiting.splice(waiting.indexOf(w), 1);
            w.resolve(e);
          }
          return false;
        },
      });
    } catch {
      // the test left, or the connection broke: either way the stream is over
    } finally {
      stream.endedAt = Date.now();
      onEnd(stream.endedAt);
      for (const w of waiting.splice(0))
        w.reject(new Error(left ? 'the test left' : 'the stream ended first'));
    }
  })();
  return stream;
}
