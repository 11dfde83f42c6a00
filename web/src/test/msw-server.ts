import { setupServer } from 'msw/node';
import { defaultHandlers } from './default-handlers';

/** One msw server for all web tests; tests add handlers with `server.use(...)` (see default-handlers.ts). */
export const server = setupServer(...defaultHandlers);
