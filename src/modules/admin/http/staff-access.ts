import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../../shared/http/app-env.ts';
import { AppError } from '../../../shared/kernel/app-error.ts';
import { ADMIN_ONLY_MESSAGE, rolesFor } from '../domain/permissions.ts';

/**
 * In front of every admin operation, before its input is read: the caller's role (read from the
 * account on this request by authentication) must be one the operation allows, else 403 in the
 * envelope. Authentication already refused anyone signed out or without a staff role.
 */
export const staffAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.req.path.startsWith('/api/admin/')) return next();
  const role = c.get('principal')?.role;
  if (role === 'admin' || role === 'support') {
    if (!rolesFor(c.req.method, c.req.path).includes(role))
      throw new AppError('FORBIDDEN', ADMIN_ONLY_MESSAGE);
  }
  return next();
};
