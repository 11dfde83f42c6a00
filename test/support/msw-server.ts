import { setupServer } from 'msw/node';

/**
 * The one msw server of the server-side tests. It stands in for outside HTTP services only
 * (OpenAI, Stripe, Google); any outside request it has no handler for fails the test.
 */
export const mswServer = setupServer();

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Starts the msw server so that a request to an outside service no handler answers is refused and
 * its address added to `unhandled` (the caller fails the test that made it); our own server under
 * test, on a loopback address, is not an outside service and passes.
 */
export function listenRefusingOutside(unhandled: string[]): void {
  mswServer.listen({
    onUnhandledFrame: ({ frame, defaults }) => {
      const url = (frame.data as { request?: Request } | undefined)?.request?.url;
      if (url && LOOPBACK.has(new URL(url).hostname)) return;
      unhandled.push(url ?? `a ${frame.protocol} frame`);
      defaults.error();
    },
  });
}
