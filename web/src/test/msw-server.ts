import { setupServer } from 'msw/node';

/** One msw server for all web tests; tests add handlers with `server.use(...)`. */
export const server = setupServer();
