import { HttpResponse, http } from 'msw';
import { decodeTokenPayload } from '../lib/auth-token';
import { makePricingConfig, makeProfile, makePublicConfig } from './fixtures';

/**
 * Answers every screen needs before a test says anything: the public config (Google sign-in off),
 * the pricing configuration and the signed-in user's profile, built from the claims of the token the request carries. Tests
 * replace them with `server.use(...)`; every other request without a handler still fails the test.
 */
export const defaultHandlers = [
  http.get('/api/config', () => HttpResponse.json(makePublicConfig())),
  http.get('/api/pricing-config', () => HttpResponse.json(makePricingConfig())),
  // the shell asks on every signed-in page; none are active unless a test says so
  http.get('/api/announcements/active', () => HttpResponse.json([])),
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
