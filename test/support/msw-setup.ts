import { afterAll, afterEach, beforeAll } from 'vitest';
import { listenRefusingOutside, mswServer } from './msw-server.ts';

const unhandled: string[] = [];

beforeAll(() => listenRefusingOutside(unhandled));
afterEach(() => {
  mswServer.resetHandlers();
  // a request to the outside world that no handler answered fails the test that made it
  const seen = unhandled.splice(0);
  if (seen.length > 0) throw new Error(`Unhandled outside request(s): ${seen.join(', ')}`);
});
afterAll(() => mswServer.close());
