import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePublicConfig } from '../test/fixtures';
import { server } from '../test/msw-server';
import { clearConsent, saveConsent } from './consent';
import {
  MAX_REPORTS_PER_PAGE,
  reportError,
  startErrorReporting,
  stopErrorReporting,
} from './error-reporting';

const sentry = vi.hoisted(() => ({
  loads: 0,
  init: vi.fn(),
  captureException: vi.fn(),
  close: vi.fn(async () => true),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
}));

vi.mock('@sentry/browser', () => {
  sentry.loads += 1;
  return {
    init: sentry.init,
    captureException: sentry.captureException,
    close: sentry.close,
    browserTracingIntegration: sentry.browserTracingIntegration,
  };
});

type Recorded = { reports: Record<string, unknown>[]; configRequests: number };

function recordServer(sentryDsn: string | null = null): Recorded {
  const recorded: Recorded = { reports: [], configRequests: 0 };
  server.use(
    http.get('/api/config', () => {
      recorded.configRequests += 1;
      return HttpResponse.json(makePublicConfig({ sentryDsn }));
    }),
    http.post('/api/client-errors', async ({ request }) => {
      recorded.reports.push((await request.json()) as Record<string, unknown>);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return recorded;
}

/** An uncaught error as the browser announces it (a listener of the test's own keeps vitest calm). */
function throwInPage(message: string) {
  const error = new Error(message);
  const bystander = () => undefined;
  window.addEventListener('error', bystander);
  window.dispatchEvent(new ErrorEvent('error', { error, message }));
  window.removeEventListener('error', bystander);
}

function rejectInPage(reason: unknown) {
  const event = new Event('unhandledrejection');
  Object.assign(event, { reason, promise: Promise.resolve() });
  window.dispatchEvent(event);
}

/** Lets fire-and-forget requests reach msw and be recorded. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(async () => {
  await stopErrorReporting();
  sentry.loads = 0;
});

afterEach(async () => {
  await stopErrorReporting();
});

describe('error reporting without analytics consent', () => {
  it('sends nothing and loads nothing when no choice was made', async () => {
    const recorded = recordServer('https://key@sentry.example/1');
    await startErrorReporting();
    throwInPage('Boom');
    reportError(new Error('Caught by the boundary'), { errorId: 'ERR-1234ABCD' });
    await settle();
    expect(recorded).toEqual({ reports: [], configRequests: 0 });
    expect(sentry.loads).toBe(0);
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('sends nothing after non-essential cookies were rejected', async () => {
    const recorded = recordServer();
    saveConsent(false);
    await startErrorReporting();
    throwInPage('Boom');
    await settle();
    expect(recorded.reports).toEqual([]);
    expect(sentry.loads).toBe(0);
  });
});

describe('error reporting with analytics consent and no Sentry DSN', () => {
  it('reports uncaught errors and unhandled rejections to the endpoint, each message once', async () => {
    const recorded = recordServer();
    saveConsent(true);
    await startErrorReporting();

    throwInPage('Cannot read properties of undefined');
    throwInPage('Cannot read properties of undefined');
    rejectInPage(new Error('Request aborted'));
    await vi.waitFor(() => expect(recorded.reports).toHaveLength(2));
    await settle();

    expect(recorded.reports).toHaveLength(2);
    expect(recorded.reports[0]).toMatchObject({
      message: 'Cannot read properties of undefined',
      url: window.location.href,
      userAgent: navigator.userAgent,
      stack: expect.stringContaining('Cannot read properties of undefined'),
    });
    expect(recorded.reports[1]).toMatchObject({ message: 'Request aborted' });
    expect(sentry.loads).toBe(0);
  });

  it('reports what the error boundary caught with the error id it showed', async () => {
    const recorded = recordServer();
    saveConsent(true);
    // the boundary may report before anything started reporting
    reportError(new Error('Render failed'), { errorId: 'ERR-1234ABCD' });
    await vi.waitFor(() => expect(recorded.reports).toHaveLength(1));
    expect(recorded.reports[0]).toMatchObject({ message: 'Render failed', errorId: 'ERR-1234ABCD' });
  });

  it(`sends at most ${MAX_REPORTS_PER_PAGE} reports per page load`, async () => {
    const recorded = recordServer();
    saveConsent(true);
    await startErrorReporting();
    for (let n = 0; n < MAX_REPORTS_PER_PAGE + 5; n++) throwInPage(`Error number ${n}`);
    await vi.waitFor(() => expect(recorded.reports).toHaveLength(MAX_REPORTS_PER_PAGE));
    await settle();
    expect(recorded.reports).toHaveLength(MAX_REPORTS_PER_PAGE);
  });

  it('stops when the consent is withdrawn', async () => {
    const recorded = recordServer();
    saveConsent(true);
    await startErrorReporting();
    clearConsent();
    throwInPage('After withdrawal');
    await settle();
    expect(recorded.reports).toEqual([]);
  });
});

describe('error reporting with analytics consent and a Sentry DSN', () => {
  it('initialises Sentry with full trace sampling instead of reporting to the endpoint', async () => {
    const recorded = recordServer('https://key@sentry.example/1');
    saveConsent(true);
    await startErrorReporting();

    expect(sentry.loads).toBe(1);
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://key@sentry.example/1', tracesSampleRate: 1 }),
    );

    const error = new Error('Render failed');
    reportError(error, { errorId: 'ERR-1234ABCD' });
    expect(sentry.captureException).toHaveBeenCalledWith(error, { tags: { errorId: 'ERR-1234ABCD' } });

    throwInPage('Handled by Sentry');
    await settle();
    expect(recorded.reports).toEqual([]);
  });

  it('closes Sentry when the consent is withdrawn', async () => {
    recordServer('https://key@sentry.example/1');
    saveConsent(true);
    await startErrorReporting();
    saveConsent(false);
    await vi.waitFor(() => expect(sentry.close).toHaveBeenCalled());
    reportError(new Error('After withdrawal'));
    expect(sentry.captureException).not.toHaveBeenCalled();
  });
});
