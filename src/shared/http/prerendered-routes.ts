/**
 * The public routes the web build renders to HTML (scripts/prerender-web.ts) and the server answers
 * with that HTML (web-app.ts); every other route gets index.html and renders in the browser.
 */
export const PRERENDERED_ROUTES = [
  '/',
  '/pricing',
  '/about',
  '/contact',
  '/tips',
  '/privacy',
  '/terms',
  '/login',
  '/signup',
] as const;

/** web/dist/prerendered/<name>: `/` is index.html, `/pricing` is pricing.html. */
export function prerenderedFileName(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}
