import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../../shared/kernel/app-error.ts';
import type { AppEnv } from '../../../shared/http/app-env.ts';
import type { ModuleContext } from '../../../shared/module.ts';
import type { AccessTokens } from '../ports/access-tokens.ts';
import { IDENTITY } from '../tokens.ts';

const STAFF_AREA = '/api/admin/';

/**
 * In front of every API route: a valid access token in x-auth-token makes the caller known.
 * Operations the contract does not declare public refuse anonymous calls (401), and the staff area
 * refuses everyone but admin and support (403).
 */
export function authenticate(context: ModuleContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.req.header('x-auth-token');
    if (token) {
      const claims = await context.resolve<AccessTokens>(IDENTITY.AccessTokens).verify(token);
      if (claims) c.set('principal', claims);
    }
    // unknown paths fall through to the 404 answer; public operations need no token
    if (!context.isOperation(c.req.method, c.req.path) || context.isPublic(c.req.method, c.req.path))
      return next();
    const principal = c.get('principal');
    if (!principal) {
      throw new AppError(
        'UNAUTHENTICATED',
        token ? 'Your session has expired. Please sign in again.' : 'Please sign in.',
      );
    }
    if (c.req.path.startsWith(STAFF_AREA) && principal.role === 'user') {
      throw new AppError('FORBIDDEN', 'This area is for staff only.');
    }
    return next();
  };
}
