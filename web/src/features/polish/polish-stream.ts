import { getStreamResumePolishUrl } from '../../api/generated/polishing/polishing';
import type { StreamResumePolishParams } from '../../api/generated/model';
import { announceApiError } from '../../lib/api-error-announcer';
import { type ErrorAnswer, readErrorAnswer } from '../../lib/api-response';
import { getToken } from '../../lib/auth-token';
import { expireSession, sessionEndOf } from '../../lib/session-expiry';
import { tokenAfterUnauthorized } from '../../lib/token-refresh';
import { DEFAULT_RETRY_MS, MAX_RECONNECTS, polishMessages } from './polish-messages';
import { createSseParser, type SseMessage } from '../../lib/sse-parser';

/** One event of the polish stream with its JSON payload parsed (not yet checked). */
export type PolishEvent = { name: string; data: unknown };

/** Why the stream stopped early; `message` is what the page shows. */
export class PolishStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PolishStreamError';
  }
}

export type PolishStreamOptions = {
  params: StreamResumePolishParams;
  signal: AbortSignal;
  onEvent: (event: PolishEvent) => void;
  /** The connection was lost and is tried again in `delayMs` (attempt counts from 1). */
  onReconnecting?: (attempt: number, delayMs: number) => void;
  maxReconnects?: number;
  /**
   * A connection that delivers nothing at all (not even the server's heartbeat comments) for this
   * long is treated as lost: a dead network often does not close the socket.
   */
  idleTimeoutMs?: number;
};

const TERMINAL = new Set(['done', 'error']);
const IDLE_TIMEOUT_MS = 45_000;

function isAbort(cause: unknown): boolean {
  return typeof cause === 'object' && cause !== null && (cause as { name?: unknown }).name === 'AbortError';
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      window.clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** A request for the stream with the stored token; one refresh on 401, as the API client does. */
async function connect(url: string, lastEventId: string | null, signal: AbortSignal): Promise<Response> {
  const send = (token: string | null) => {
    const headers = new Headers({ accept: 'text/event-stream' });
    if (token) headers.set('x-auth-token', token);
    if (lastEventId !== null) headers.set('last-event-id', lastEventId);
    return fetch(url, { headers, signal, credentials: 'include', cache: 'no-store' });
  };
  const sent = getToken();
  const response = await send(sent);
  if (response.status !== 401) return response;
  const token = await tokenAfterUnauthorized(sent);
  const again = token ? await send(token) : response;
  if (again.status === 401) {
    expireSession(sessionEndOf(await readErrorAnswer(again)));
    throw new PolishStreamError(polishMessages.couldNotStart);
  }
  return again;
}

function parse(message: SseMessage): PolishEvent | null {
  try {
    return { name: message.event, data: JSON.parse(message.data) as unknown };
  } catch {
    // Spec: unparseable event data is only logged. A closing event still closes the stream.
    console.warn(`Unreadable data in the polish stream's '${message.event}' event`);
    return TERMINAL.has(message.event) ? { name: message.event, data: {} } : null;
  }
}

function refusal(answer: ErrorAnswer, fallback: string): PolishStreamError {
  // The shared answers (402 upgrade, 403 unverified, 5xx) open their modal as anywhere else.
  announceApiError(answer);
  return new PolishStreamError(answer.serverMessage ?? fallback);
}

/**
 * Runs the polish stream (GET /api/resume/polish-stream) until its `done` or `error` event, handing
 * every event to `onEvent`. A fetch with a streaming body is used instead of EventSource, which
 * cannot send the x-auth-token header. After a lost connection it waits the server's `retry:` delay
 * (1 s by default) and reconnects with Last-Event-ID, so the server can resume after the last event
 * received. Resolves after the closing event or when `signal` aborts; rejects with a
 * PolishStreamError whose message the page shows.
 */
export async function runPolishStream(options: PolishStreamOptions): Promise<void> {
  const { params, signal, onEvent } = options;
  const maxReconnects = options.maxReconnects ?? MAX_RECONNECTS;
  const idleTimeoutMs = options.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  const url = getStreamResumePolishUrl(params);
  let lastEventId: string | null = null;
  let retryMs = DEFAULT_RETRY_MS;
  let opened = false;
  let failures = 0;

  const lost = async () => {
    failures += 1;
    if (failures > maxReconnects) throw new PolishStreamError(polishMessages.networkError);
    options.onReconnecting?.(failures, retryMs);
    await sleep(retryMs, signal);
  };

  while (!signal.aborted) {
    const connection = new AbortController();
    const abort = () => connection.abort();
    signal.addEventListener('abort', abort, { once: true });
    let idle = 0;
    const watch = () => {
      window.clearTimeout(idle);
      idle = window.setTimeout(abort, idleTimeoutMs);
    };
    try {
      watch();
      let response: Response;
      try {
        response = await connect(url, lastEventId, connection.signal);
      } catch (cause) {
        if (signal.aborted) return;
        if (cause instanceof PolishStreamError) throw cause;
        if (!opened) throw new PolishStreamError(polishMessages.couldNotStart);
        await lost();
        continue;
      }
      if (!response.ok) {
        // Reconnecting while the server restarts is worth more tries, and so is a reconnect
        // refused for too many streams (the broken one has not let go of its place yet); any
        // other refusal (4xx) is final.
        if (opened && (response.status >= 500 || response.status === 429)) {
          void response.body?.cancel().catch(() => undefined);
          await lost();
          continue;
        }
        throw refusal(
          await readErrorAnswer(response),
          opened ? polishMessages.networkError : polishMessages.couldNotStart,
        );
      }
      const type = response.headers.get('content-type') ?? '';
      if (!response.body || !type.toLowerCase().startsWith('text/event-stream')) {
        throw new PolishStreamError(opened ? polishMessages.networkError : polishMessages.couldNotStart);
      }
      opened = true;

      let finished = false;
      const parser = createSseParser({
        lastEventId,
        onRetry: (ms) => {
          retryMs = ms;
        },
        onMessage: (message) => {
          if (finished) return;
          failures = 0;
          const event = parse(message);
          if (!event) return;
          onEvent(event);
          if (TERMINAL.has(event.name)) finished = true;
        },
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      try {
        while (!finished) {
          const { value, done } = await reader.read();
          watch();
          if (done) {
            parser.push(decoder.decode());
            parser.end();
            break;
          }
          parser.push(decoder.decode(value, { stream: true }));
        }
      } catch (cause) {
        if (signal.aborted) return;
        if (!isAbort(cause) && !(cause instanceof TypeError))
          console.warn('The polish stream broke off', cause);
      } finally {
        lastEventId = parser.lastEventId();
        if (finished) void reader.cancel().catch(() => undefined);
      }
      if (finished || signal.aborted) return;
      // Closed or broken before its closing event: the network, a proxy or a server restart.
      await lost();
    } finally {
      window.clearTimeout(idle);
      signal.removeEventListener('abort', abort);
    }
  }
}
