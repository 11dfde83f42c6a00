import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import type { HeaderList } from './security-headers.ts';

/** What every answer to a request carries, decided from the request alone. */
export interface AnswerHeaders {
  /** Always the final value (security headers): a response built without them is given them. */
  fixed: HeaderList;
  /** The value unless the handler chose its own (API answers: `cache-control: no-store`). */
  defaults: HeaderList;
}

/**
 * API answers carry tokens and personal data (sign-in, profile, documents, reports), so no cache
 * on the way may keep them: every API answer that does not choose its own caching says no-store.
 */
export const API_DEFAULTS: HeaderList = [['cache-control', 'no-store']];

/**
 * Sets `x-request-id` and the headers `headersFor` picks BEFORE the handler runs, so they are part
 * of the response the handler builds through the context (`c.json`, `c.body`, `c.redirect`, the
 * error handler). A handler that sets one itself replaces it, which is how an answer chooses its
 * own caching.
 *
 * Set after the handler returned, as Hono's own header middleware do, `c.header` on the finished
 * response makes Hono rebuild it as a full Fetch Response with a streamed body, which
 * @hono/node-server can no longer write in one piece (headers and body went out as separate
 * chunks): about half the server CPU of a small API answer (README, Performance). Set before,
 * the adapter writes the light response it got, headers and body in one write.
 *
 * A response built without the context (a `Response` returned as it is) never saw them: it still
 * gets every one afterwards, as before, the defaults only where it has no value of its own.
 */
export function answerHeaders(headersFor: (c: Context<AppEnv>) => AnswerHeaders): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = c.get('requestId');
    const { fixed, defaults } = headersFor(c);
    c.header('x-request-id', requestId);
    for (const [name, value] of fixed) c.header(name, value);
    for (const [name, value] of defaults) c.header(name, value);
    await next();
    // the id is fresh for every request: a response that carries it was built with all of them
    if (c.res.headers.get('x-request-id') === requestId) return;
    supply(c, [['x-request-id', requestId], ...fixed], defaults);
  };
}

/** Gives a response built without the context what it missed; immutable headers are copied first. */
function supply(c: Context, fixed: HeaderList, defaults: HeaderList): void {
  const missing = [...fixed, ...defaults.filter(([name]) => !c.res.headers.has(name))];
  try {
    for (const [name, value] of missing) c.res.headers.set(name, value);
  } catch {
    // e.g. Response.redirect: its headers cannot change
    const copy = new Response(c.res.body, c.res);
    for (const [name, value] of missing) copy.headers.set(name, value);
    c.res = undefined;
    c.res = copy;
  }
}
