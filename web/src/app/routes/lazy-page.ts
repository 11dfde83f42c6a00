import type { ComponentType } from 'react';

/** Route `lazy` for a module exporting one page component: downloaded on first visit only. */
export function lazyPage(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await load() });
}
