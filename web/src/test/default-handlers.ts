import { HttpResponse, http } from 'msw';
import type { AdminMetrics, AdminTicketPage } from '../api/generated/model';
import { decodeTokenPayload } from '../lib/auth-token';
import { makePricingConfig, makeProfile, makePublicConfig } from './fixtures';

/**
 * The notification stream the shell's bell opens: the server's opening lines, then silence until the
 * page closes it (a test that cares answers with `server.use`).
 */
function quietNotificationStream() {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(': notifications\nretry: 1000\n\n'));
    },
  });
  return new HttpResponse(body, {
    headers: { 'content-type': 'text/event-stream', 'transfer-encoding': 'chunked' },
  });
}

/**
 * Answers every screen needs before a test says anything: the public config (Google sign-in off),
 * the pricing configuration, the signed-in user's profile, built from the claims of the token the
 * request carries, and the bell's empty notifications with a quiet stream. Tests
 * replace them with `server.use(...)`; every other request without a handler still fails the test.
 */
export const defaultHandlers = [
  http.get('/api/config', () => HttpResponse.json(makePublicConfig())),
  http.get('/api/pricing-config', () => HttpResponse.json(makePricingConfig())),
  http.get('/api/user/notifications', () => HttpResponse.json({ notifications: [], unreadCount: 0 })),
  http.get('/api/user/notifications/stream', quietNotificationStream),
  // the shell asks on every signed-in page; none are active unless a test says so
  http.get('/api/announcements/active', () => HttpResponse.json([])),
  // the admin area's first screens: nothing to count yet, no tickets (admin specs answer their own)
  http.get('/api/admin/metrics', () =>
    HttpResponse.json({
      users: { total: 0, newLast7Days: 0, newLast30Days: 0, activeLast30Days: 0, verifiedShare: 0 },
      revenue: {
        payingByPlan: { Pro: 0, Premium: 0 },
        monthlyRecurringRevenueCents: 0,
        cancelling: 0,
        cancellingMonthlyRevenueCents: 0,
        trialing: 0,
      },
      sessions: { total: 0, perDay: [], averageScore: null },
      polish: { runsLast30Days: 0 },
      tickets: { open: 0, oldestOpenAgeSeconds: null },
      evaluations: { failedLast30Days: 0 },
      queue: { depth: 0, deadLetters: 0 },
      generated_at: new Date().toISOString(),
    } satisfies AdminMetrics),
  ),
  http.get('/api/admin/support/tickets', () =>
    HttpResponse.json({
      tickets: [],
      page: 1,
      limit: 20,
      total: 0,
      totalCapped: false,
      totalPages: 0,
      hasMore: false,
    } satisfies AdminTicketPage),
  ),
  http.get('/api/user/profile', ({ request }) => {
    const token = request.headers.get('x-auth-token');
    const claims = token ? decodeTokenPayload(token) : null;
    if (!claims) {
      return HttpResponse.json(
        { error: 'UNAUTHENTICATED', message: 'Please sign in.', requestId: 'req-test' },
        { status: 401 },
      );
    }
    const role = claims.role === 'admin' || claims.role === 'support' ? claims.role : 'user';
    return HttpResponse.json(
      makeProfile({
        id: typeof claims.sub === 'string' ? claims.sub : 'user-1',
        role,
        ...(typeof claims.name === 'string' ? { name: claims.name } : {}),
        ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
      }),
    );
  }),
];
