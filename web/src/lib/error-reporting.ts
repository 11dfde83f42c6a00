import type { ClientErrorReport, PublicConfig } from '../api/generated/model';
import { hasAnalyticsConsent, subscribeConsent } from './consent';

/**
 * Error reports from the browser (spec: error reporting only with analytics consent, full trace
 * sampling). Loaded on demand once consent is stored, so neither this module nor Sentry is in the
 * first download. With a Sentry DSN in the public config, Sentry takes over; without one, uncaught
 * errors and unhandled rejections go to POST /api/client-errors.
 */

// Paths of getPublicConfig and reportClientError (contract tag operations). Plain fetch rather than the
// generated client keeps this chunk free of the query library and the API client: a failed report
// must neither open the error modal nor end a session, and keepalive lets it leave as the page unloads.
const CONFIG_URL = '/api/config';
const REPORT_URL = '/api/client-errors';

/** At most this many reports per page load, so a render loop cannot flood the endpoint. */
export const MAX_REPORTS_PER_PAGE = 10;

type Sentry = typeof import('@sentry/browser');

type State =
  | { kind: 'off' }
  | { kind: 'starting' }
  | { kind: 'sentry'; sentry: Sentry }
  | { kind: 'endpoint' };

let state: State = { kind: 'off' };
const reported = new Set<string>();
let unsubscribeConsent: (() => void) | null = null;
/** Errors a boundary caught before reporting had started; sent once it has. */
let pending: Array<{ error: unknown; errorId?: string }> = [];

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function sendToEndpoint(error: unknown, errorId?: string): void {
  const { message, stack } = describe(error);
  const text = clip(message.trim() || 'Unknown error', 2000);
  if (reported.has(text) || reported.size >= MAX_REPORTS_PER_PAGE) return;
  reported.add(text);
  const report: ClientErrorReport = {
    message: text,
    url: clip(window.location.href, 2000),
    userAgent: clip(navigator.userAgent, 500),
    ...(stack ? { stack: clip(stack, 10_000) } : {}),
    ...(errorId ? { errorId: clip(errorId, 100) } : {}),
  };
  fetch(REPORT_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => undefined);
}

function onWindowError(event: ErrorEvent): void {
  sendToEndpoint(event.error ?? event.message);
}

function onUnhandledRejection(event: PromiseRejectionEvent): void {
  sendToEndpoint(event.reason);
}

async function sentryDsn(): Promise<string | null> {
  try {
    const response = await fetch(CONFIG_URL, { credentials: 'include' });
    if (!response.ok) return null;
    const config: Partial<PublicConfig> = await response.json();
    return typeof config.sentryDsn === 'string' && config.sentryDsn !== '' ? config.sentryDsn : null;
  } catch {
    return null;
  }
}

async function loadSentry(): Promise<Sentry | null> {
  try {
    return await import('@sentry/browser');
  } catch {
    return null; // the chunk failed to load (offline, new deploy): report to the endpoint instead
  }
}

/**
 * Starts reporting if analytics consent is stored; does nothing otherwise or when already started.
 * Stops by itself when the consent is withdrawn later ('Cookie settings').
 */
export async function startErrorReporting(): Promise<void> {
  if (state.kind !== 'off' || !hasAnalyticsConsent()) return;
  state = { kind: 'starting' };
  unsubscribeConsent ??= subscribeConsent(() => {
    if (!hasAnalyticsConsent()) void stopErrorReporting();
  });

  const dsn = await sentryDsn();
  const sentry = dsn ? await loadSentry() : null;
  if (state.kind !== 'starting') return; // consent withdrawn meanwhile
  if (dsn && sentry) {
    sentry.init({
      dsn,
      integrations: [sentry.browserTracingIntegration()],
      tracesSampleRate: 1.0,
    });
    state = { kind: 'sentry', sentry };
  } else {
    window.addEventListener('error', onWindowError);
    window.addEventListener('unhandledrejection', onUnhandledRejection);
    state = { kind: 'endpoint' };
  }
  const waiting = pending;
  pending = [];
  for (const { error, errorId } of waiting) reportError(error, { errorId });
}

/** Reports an error a boundary caught (those never reach the window listeners). */
export function reportError(error: unknown, context: { errorId?: string } = {}): void {
  if (!hasAnalyticsConsent()) return;
  if (state.kind === 'sentry') {
    state.sentry.captureException(error, context.errorId ? { tags: { errorId: context.errorId } } : {});
  } else if (state.kind === 'endpoint') {
    sendToEndpoint(error, context.errorId);
  } else if (pending.length < MAX_REPORTS_PER_PAGE) {
    // the error may have replaced the layout that starts reporting: start it from here
    pending.push({ error, errorId: context.errorId });
    void startErrorReporting();
  }
}

/** Stops reporting: listeners removed, Sentry closed. Starting again is possible after new consent. */
export async function stopErrorReporting(): Promise<void> {
  const previous = state;
  state = { kind: 'off' };
  unsubscribeConsent?.();
  unsubscribeConsent = null;
  reported.clear();
  pending = [];
  window.removeEventListener('error', onWindowError);
  window.removeEventListener('unhandledrejection', onUnhandledRejection);
  if (previous.kind === 'sentry') await previous.sentry.close();
}
