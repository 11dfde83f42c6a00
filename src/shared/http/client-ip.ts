import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address for rate limits: the first X-Forwarded-For hop only when the deployment
 * says a trusted proxy sets it (TRUST_PROXY), else the socket's peer address.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // in-process requests (tests) have no socket
    return 'local';
  }
}
