import type { MiddlewareHandler } from 'hono';

/**
 * API answers carry tokens and personal data (sign-in, profile, documents, reports), so no cache
 * on the way may keep them: every answer that does not choose its own caching says no-store.
 */
export const noStoreByDefault: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.headers.has('cache-control')) return;
  try {
    c.res.headers.set('cache-control', 'no-store');
  } catch {
    // a response built with immutable headers (Response.redirect) is copied first
    const copy = new Response(c.res.body, c.res);
    copy.headers.set('cache-control', 'no-store');
    c.res = undefined;
    c.res = copy;
  }
};
