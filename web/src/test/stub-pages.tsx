import type { RouteObject } from 'react-router';

/**
 * Stand-ins for pages another capability owns (e.g. /dashboard), mounted ahead of the real route
 * table so a test of where a flow *goes* does not depend on what that page fetches or shows.
 */
export function stubPages(...paths: string[]): RouteObject[] {
  return paths.map((path) => ({ path, element: <h1>{`Stub page ${path}`}</h1> }));
}
