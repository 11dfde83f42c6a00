import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../../../shared/kernel/app-error.ts';
import type { AppEnv } from '../../../shared/http/app-env.ts';
import type { ModuleContext } from '../../../shared/module.ts';
import type { AccountView } from '../domain/user.ts';
import { IDENTITY } from '../tokens.ts';

const STAFF_AREA = '/api/admin/';

/**
 * The caller's account as authentication read it for this request, kept off the context variables
 * so it can never reach a log line or an answer by accident; gone with the request.
 */
const accounts = new WeakMap<Context, AccountView>();

/** The account of the caller of this request, read by authentication moments ago; or undefined. */
export function authenticatedAccount(c: Context): AccountView | undefined {
  return accounts.get(c);
}

/**
 * In front of every API route: an access token in x-auth-token that still counts makes the caller
 * known. Operations the contract does not declare public refuse anonymous calls and ended sessions
 * (401), and the staff area refuses everyone whose stored role is not admin or support (403).
 */
export function authenticate(context: ModuleContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.req.header('x-auth-token');
    const check = token ? await context.resolve(IDENTITY.AuthenticateCaller).execute(token) : undefined;
    if (check && 'principal' in check) {
      c.set('principal', check.principal);
      accounts.set(c, check.account);
    }
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
