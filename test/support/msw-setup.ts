import { afterAll, afterEach, beforeAll } from 'vitest';
import { mswServer } from './msw-server.ts';

const unhandled: string[] = [];
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

beforeAll(() =>
  mswServer.listen({
    onUnhandledFrame: ({ frame, defaults }) => {
      const url = (frame.data as { request?: Request } | undefined)?.request?.url;
      // our own server under test, started on a local port, is not an outside service
      if (url && LOOPBACK.has(new URL(url).hostname)) return;
      unhandled.push(url ?? `a ${frame.protocol} frame`);
      defaults.error();
    },
  }),
);
afterEach(() => {
  mswServer.resetHandlers();
  // a request to the outside world that no handler answered fails the test that made it
  const seen = unhandled.splice(0);
  if (seen.length > 0) throw new Error(`Unhandled outside request(s): ${seen.join(', ')}`);
});
afterAll(() => mswServer.close());
