import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../../shared/kernel/app-error.ts';
import type { AppEnv } from '../../../shared/http/app-env.ts';
import type { ModuleContext } from '../../../shared/module.ts';
import type { AuthenticateCaller } from '../application/authenticate-caller.ts';
import { IDENTITY } from '../tokens.ts';

const STAFF_AREA = '/api/admin/';

/**
 * In front of every API route: an access token in x-auth-token that still counts makes the caller
 * known. Operations the contract does not declare public refuse anonymous calls and ended sessions
 * (401), and the staff area refuses everyone whose stored role is not admin or support (403).
 */
export function authenticate(context: ModuleContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.req.header('x-auth-token');
    const check = token
      ? await context.resolve<AuthenticateCaller>(IDENTITY.AuthenticateCaller).execute(token)
      : undefined;
    if (check && 'principal' in check) c.set('principal', check.principal);
    // unknown paths fall through to the 404 answer; public operations need no token
    if (!context.isOperation(c.req.method, c.req.path) || context.isPublic(c.req.method, c.req.path))
      return next();
    if (check && 'refused' in check) throw check.refused;
    const principal = c.get('principal');
    if (!principal) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
    if (c.req.path.startsWith(STAFF_AREA) && principal.role === 'user') {
      throw new AppError('FORBIDDEN', 'This area is for staff only.');
    }
    return next();
  };
}
