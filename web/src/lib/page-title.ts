import { useEffect } from 'react';

/** The title of a page without a name of its own (the landing page), as index.html has it. */
export const DEFAULT_TITLE = 'Interview Coach — AI mock interviews and feedback';

/**
 * Names the page in the browser tab, history and bookmarks: 'Dashboard · Interview Coach'. Every
 * page calls it once with what its heading says (a report its session's name, once known); no name
 * gives the product's own title.
 */
export function usePageTitle(name?: string): void {
  const title = name ? `${name} · Interview Coach` : DEFAULT_TITLE;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
