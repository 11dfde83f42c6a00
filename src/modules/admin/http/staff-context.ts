import type { Context } from 'hono';
import type { AppEnv } from '../../../shared/http/app-env.ts';
import { clientIp } from '../../../shared/http/client-ip.ts';
import { staffOf } from '../../../shared/http/principal.ts';
import { AppError } from '../../../shared/kernel/app-error.ts';
import { TOKENS } from '../../../shared/tokens.ts';
import { IDENTITY } from '../../identity/index.ts';
import type { StaffContext } from '../domain/audit.ts';

/**
 * Who performs a staff action, for its audit entry: the signed-in staff member (role as stored,
 * read by authentication on this request), their e-mail, the client address and the request id.
 */
export async function staffContextOf(c: Context<AppEnv>): Promise<StaffContext> {
  const staff = staffOf(c);
  const account = await c.var.resolve(IDENTITY.Users).findAccount(staff.userId);
  if (!account) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return {
    userId: staff.userId,
    email: account.email,
    role: staff.role,
    ip: clientIp(c, c.var.resolve(TOKENS.Config).TRUST_PROXY),
    requestId: c.get('requestId'),
  };
}
