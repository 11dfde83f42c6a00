import { afterAll, afterEach, beforeAll } from 'vitest';
import { mswServer } from './msw-server.ts';

const unhandled: string[] = [];

beforeAll(() =>
  mswServer.listen({
    onUnhandledFrame: ({ frame, defaults }) => {
      unhandled.push((frame as { request?: Request }).request?.url ?? 'a network frame');
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
