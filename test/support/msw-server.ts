import { setupServer } from 'msw/node';

/**
 * The one msw server of the server-side tests. It stands in for outside HTTP services only
 * (OpenAI, Stripe, Google); any request it has no handler for fails the test.
 */
export const mswServer = setupServer();
