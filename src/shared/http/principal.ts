import type { Context } from 'hono';
import { AppError } from '../kernel/app-error.ts';
import type { Principal } from '../kernel/principal.ts';
import type { AppEnv } from './app-env.ts';

/**
 * The caller of an authenticated operation. The authentication middleware already refused calls
 * without a valid token, so this only fails if a handler is mounted on a public path by mistake.
 */
export function principalOf(c: Context<AppEnv>): Principal {
  const principal = c.get('principal');
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return principal;
}

/** Staff roles enter the admin area; everyone else is refused with 403 in the envelope. */
export function staffOf(c: Context<AppEnv>): Principal & { role: 'admin' | 'support' } {
  const principal = principalOf(c);
  if (principal.role !== 'admin' && principal.role !== 'support') {
    throw new AppError('FORBIDDEN', 'This area is for staff only.');
  }
  return principal as Principal & { role: 'admin' | 'support' };
}
