import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../lib/auth-token';
import { uiStore } from '../../lib/ui-store';
import { server } from '../../test/msw-server';
import { SILENCE, serveStream, sse, streamAnswer } from './polish-stream-fixtures';
import { type PolishEvent, PolishStreamError, runPolishStream } from './polish-stream';

const params = { resumeId: 'res-1', jobDescriptionId: 'job-1' };

function run(options: { maxReconnects?: number; signal?: AbortSignal; idleTimeoutMs?: number } = {}) {
  const events: PolishEvent[] = [];
  const reconnects: number[] = [];
  const done = runPolishStream({
    params,
    signal: options.signal ?? new AbortController().signal,
    onEvent: (event) => events.push(event),
    onReconnecting: (_, delay) => reconnects.push(delay),
    maxReconnects: options.maxReconnects,
    idleTimeoutMs: options.idleTimeoutMs,
  });
  return { events, reconnects, done };
}

async function failure(promise: Promise<void>): Promise<PolishStreamError> {
  const error = await promise.then(
    () => null,
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(PolishStreamError);
  return error as PolishStreamError;
}

describe('polish stream', () => {
  it('sends the token and both ids, hands over each event with its JSON, and stops after done', async () => {
    setToken('token-1');
    const { handler, requests } = serveStream(() =>
      streamAnswer([
        ': open\n\n',
        sse('status_update', { message: 'Reading your resume...', processingIndex: null }, 1),
        sse('done', {}, 2),
        // nothing after done is read
        sse('status_update', { message: 'late', processingIndex: null }, 3),
      ]),
    );
    server.use(handler);
    const { events, done } = run();
    await done;
    expect(requests).toHaveLength(1);
    expect(requests[0]?.token).toBe('token-1');
    expect(requests[0]?.url.pathname).toBe('/api/resume/polish-stream');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      resumeId: 'res-1',
      jobDescriptionId: 'job-1',
    });
    expect(events).toEqual([
      { name: 'status_update', data: { message: 'Reading your resume...', processingIndex: null } },
      { name: 'done', data: {} },
    ]);
  });

  it('reads events split across chunks anywhere', async () => {
    const text =
      sse('summary_suggestion', { original: 'a', suggested: 'b', reasoning: 'c' }, 1) + sse('done', {}, 2);
    const chunks = text.match(/[\s\S]{1,7}/g) ?? [];
    server.use(serveStream(() => streamAnswer(chunks)).handler);
    const { events, done } = run();
    await done;
    expect(events.map((event) => event.name)).toEqual(['summary_suggestion', 'done']);
  });

  it("reconnects after a lost connection, after the server's retry delay, from the last event id", async () => {
    const { handler, requests } = serveStream((connection) =>
      connection === 0
        ? streamAnswer([
            'retry: 20\n\n',
            sse('status_update', { message: 'one', processingIndex: null }, 'evt-1'),
            sse('status_update', { message: 'two', processingIndex: 0 }, 'evt-2'),
            { fail: true },
          ])
        : streamAnswer([sse('done', {}, 'evt-3')]),
    );
    server.use(handler);
    const { events, reconnects, done } = run();
    await done;
    expect(requests.map((request) => request.lastEventId)).toEqual([null, 'evt-2']);
    expect(reconnects).toEqual([20]);
    expect(events.map((event) => event.name)).toEqual(['status_update', 'status_update', 'done']);
  });

  it('also reconnects when the server closes the stream before done, and on a 5xx while reconnecting', async () => {
    const { handler, requests } = serveStream((connection) => {
      if (connection === 0)
        return streamAnswer([
          'retry: 5\n\n',
          sse('status_update', { message: 'a', processingIndex: null }, 1),
        ]);
      if (connection === 1)
        return HttpResponse.json({ error: 'INTERNAL', message: 'restarting' }, { status: 503 });
      return streamAnswer([sse('done', {}, 2)]);
    });
    server.use(handler);
    const { done } = run();
    await done;
    expect(requests.map((request) => request.lastEventId)).toEqual([null, '1', '1']);
    // a reconnect is not an error the person has to see
    expect(uiStore.getState().errorModal.open).toBe(false);
  });

  it('tries a reconnect again when it is refused for too many streams (the broken one still holds its place)', async () => {
    const { handler, requests } = serveStream((connection) => {
      if (connection === 0)
        return streamAnswer([
          'retry: 5\n\n',
          sse('status_update', { message: 'a', processingIndex: null }, 1),
        ]);
      if (connection === 1)
        return HttpResponse.json(
          { error: 'RATE_LIMITED', message: 'Too many polishes are running at once.', requestId: 'r' },
          { status: 429, headers: { 'retry-after': '30' } },
        );
      return streamAnswer([sse('done', {}, 2)]);
    });
    server.use(handler);
    const { events, done } = run();
    await done;
    expect(requests.map((request) => request.lastEventId)).toEqual([null, '1', '1']);
    expect(events.at(-1)?.name).toBe('done');
    expect(uiStore.getState().errorModal.open).toBe(false);
  });

  it("gives up with 'A network error occurred during analysis.' after the allowed reconnects", async () => {
    const { handler, requests } = serveStream((connection) =>
      connection === 0
        ? streamAnswer([
            'retry: 1\n\n',
            sse('status_update', { message: 'a', processingIndex: null }, 1),
            { fail: true },
          ])
        : HttpResponse.error(),
    );
    server.use(handler);
    const error = await failure(run({ maxReconnects: 3 }).done);
    expect(error.message).toBe('A network error occurred during analysis.');
    expect(requests).toHaveLength(4);
  });

  it('counts reconnects afresh once events flow again', async () => {
    const { handler, requests } = serveStream((connection) =>
      connection < 4
        ? streamAnswer([
            'retry: 1\n\n',
            sse('status_update', { message: 'a', processingIndex: null }, connection),
            { fail: true },
          ])
        : streamAnswer([sse('done', {}, 9)]),
    );
    server.use(handler);
    await run({ maxReconnects: 1 }).done;
    expect(requests).toHaveLength(5);
  });

  it("says 'Could not start analysis...' when the stream cannot be opened", async () => {
    server.use(http.get('/api/resume/polish-stream', () => HttpResponse.error()));
    const error = await failure(run().done);
    expect(error.message).toBe('Could not start analysis. Please check your connection or try again.');
  });

  it('does the same when the answer is not an event stream', async () => {
    server.use(http.get('/api/resume/polish-stream', () => HttpResponse.json({ event: 'done', data: {} })));
    const error = await failure(run().done);
    expect(error.message).toBe('Could not start analysis. Please check your connection or try again.');
  });

  it("opens the upgrade modal on 402 with the server's message, and stops with that message", async () => {
    const message = 'You have already used your one-time AI Resume Polish. Upgrade to Pro for unlimited use.';
    server.use(
      http.get('/api/resume/polish-stream', () =>
        HttpResponse.json({ error: 'UPGRADE_REQUIRED', message, requestId: 'r1' }, { status: 402 }),
      ),
    );
    const error = await failure(run().done);
    expect(error.message).toBe(message);
    expect(uiStore.getState().upgradeModal).toEqual({ open: true, message });
  });

  it('refreshes an expired token once and opens the stream with the new one', async () => {
    setToken('expired');
    server.use(
      http.post('/api/auth/refresh_token', () => HttpResponse.json({ token: 'fresh' })),
      http.get('/api/resume/polish-stream', ({ request }) =>
        request.headers.get('x-auth-token') === 'fresh'
          ? streamAnswer([sse('done', {}, 1)])
          : HttpResponse.json({ error: 'UNAUTHENTICATED', message: 'expired' }, { status: 401 }),
      ),
    );
    const { events, done } = run();
    await done;
    expect(events).toEqual([{ name: 'done', data: {} }]);
    expect(getToken()).toBe('fresh');
  });

  it('only logs unreadable event data and goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      serveStream(() =>
        streamAnswer(['event: summary_suggestion\ndata: {not json\n\n', 'event: done\ndata: ???\n\n']),
      ).handler,
    );
    const { events, done } = run();
    await done;
    expect(events).toEqual([{ name: 'done', data: {} }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('summary_suggestion'));
  });

  it('treats a connection that goes silent as lost', async () => {
    const { handler, requests } = serveStream((connection) =>
      connection === 0
        ? streamAnswer([
            'retry: 1\n\n',
            sse('status_update', { message: 'a', processingIndex: null }, 1),
            SILENCE,
          ])
        : streamAnswer([sse('done', {}, 2)]),
    );
    server.use(handler);
    await run({ idleTimeoutMs: 50 }).done;
    expect(requests.map((request) => request.lastEventId)).toEqual([null, '1']);
  });

  it('ends quietly when aborted', async () => {
    server.use(
      serveStream(() =>
        streamAnswer([sse('status_update', { message: 'a', processingIndex: null }, 1), SILENCE]),
      ).handler,
    );
    const controller = new AbortController();
    const { events, done } = run({ signal: controller.signal });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    controller.abort();
    await expect(done).resolves.toBeUndefined();
  });
});
