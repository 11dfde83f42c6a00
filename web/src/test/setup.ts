import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetQueryClient } from '../app/query-client';
import { clearCarriedLoginNotice } from '../lib/login-notice';
import { setSessionExpiredHandler } from '../lib/session-expiry';
import { uiStore } from '../lib/ui-store';
import { server } from './msw-server';

// Lazy route modules load slower when the whole suite shares two cores with the server tests and
// another busy process: waiting up to 15 s for an element is about load, not about what a person
// would notice (a wrong screen still fails, only later).
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks layout APIs that the router's scroll restoration and radix popovers call.
window.scrollTo = () => undefined;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// A request without a handler errors (msw 3 calls this option onUnhandledFrame). The API client turns
// network errors into ApiErrors a test might expect, so unhandled requests also fail the test below.
const unhandledRequests: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledFrame: async ({ frame, defaults }) => {
      unhandledRequests.push(await frame.getUnhandledMessage());
      defaults.error();
    },
  }),
);

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  uiStore.reset();
  resetQueryClient();
  setSessionExpiredHandler(null);
  clearCarriedLoginNotice();
  const unhandled = unhandledRequests.splice(0);
  if (unhandled.length > 0) throw new Error(`Requests without an msw handler:\n${unhandled.join('\n')}`);
});

afterAll(() => server.close());
