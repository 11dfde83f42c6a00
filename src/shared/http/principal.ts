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
