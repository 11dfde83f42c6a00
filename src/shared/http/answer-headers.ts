import { ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler, Next } from 'hono';
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
 * Sets `x-request-id` and the headers `headersFor` picks BEFORE the handler runs, never on the
 * finished response: there, `c.header` makes Hono rebuild the response as a full Fetch Response
 * with a streamed body, which @hono/node-server can no longer write in one piece (headers and
 * body went out as separate chunks, about half the server CPU of a small API answer; docs/performance.md,
 * the request path). A header the response sets itself wins, which is how an answer chooses its own
 * caching.
 *
 * On the Node server they go straight on its ServerResponse: Node merges the response's own
 * headers over them when it writes the head, whatever built the response. The answer itself then
 * carries only its own few headers as a plain object, which the adapter writes as they are; the
 * same dozen headers in a Fetch `Headers` (validated, sorted, copied out again) cost more than
 * the rest of a liveness answer's handling.
 *
 * Without a Node response (in-process requests: the tests, `app.request`) they are set on the
 * context instead; a Response built without the context never saw them and gets them afterwards.
 */
export function answerHeaders(headersFor: (c: Context<AppEnv>) => AnswerHeaders): MiddlewareHandler<AppEnv> {
  // not async itself on the Node server: nothing is left to do once the handler has answered
  return (c, next) => {
    const requestId = c.get('requestId');
    const { fixed, defaults } = headersFor(c);
    // the adapter's bindings; absent for in-process requests
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (!(outgoing instanceof ServerResponse) || outgoing.headersSent) {
      return onTheContext(c, next, requestId, fixed, defaults);
    }
    outgoing.setHeader('x-request-id', requestId);
    for (const [name, value] of fixed) outgoing.setHeader(name, value);
    for (const [name, value] of defaults) outgoing.setHeader(name, value);
    return next();
  };
}

async function onTheContext(
  c: Context<AppEnv>,
  next: Next,
  requestId: string,
  fixed: HeaderList,
  defaults: HeaderList,
): Promise<void> {
  c.header('x-request-id', requestId);
  for (const [name, value] of fixed) c.header(name, value);
  for (const [name, value] of defaults) c.header(name, value);
  await next();
  // the id is fresh for every request: a response that carries it was built with all of them
  if (c.res.headers.get('x-request-id') === requestId) return;
  supply(c, [['x-request-id', requestId], ...fixed], defaults);
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
