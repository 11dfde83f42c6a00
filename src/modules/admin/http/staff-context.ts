import type { Context } from 'hono';
import type { AppEnv } from '../../../shared/http/app-env.ts';
import { clientIp } from '../../../shared/http/client-ip.ts';
import { staffOf } from '../../../shared/http/principal.ts';
import { TOKENS } from '../../../shared/tokens.ts';
import type { StaffContext } from '../domain/audit.ts';
import { ADMIN } from '../tokens.ts';

/**
 * Who acts in this request and from where, for the audit log: the signed-in staff member (their
 * role as stored now, their e-mail read through identity), the client address as the deployment
 * trusts it, and the request id the answer carries in `x-request-id`.
 */
export function staffContextOf(c: Context<AppEnv>): Promise<StaffContext> {
  const principal = staffOf(c);
  return c.var.resolve(ADMIN.IdentifyStaff).execute({
    userId: principal.userId,
    role: principal.role,
    ip: clientIp(c, c.var.resolve(TOKENS.Config).TRUST_PROXY),
    requestId: c.get('requestId'),
  });
}
