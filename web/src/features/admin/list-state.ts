import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type ListState<K extends string> = {
  /** Every filter's value from the address ('' when absent). */
  filters: Record<K, string>;
  page: number;
  /** Changes filters (an empty value removes one) and goes back to page 1. */
  setFilters: (changes: Partial<Record<K, string>>) => void;
  setPage: (page: number) => void;
};

/**
 * A paged list's filters and page, kept in the address (`?search=ada&page=2`): a reload, a shared
 * link or Back shows the same list. Filter changes replace the history entry; a page change adds one.
 */
export function useListState<K extends string>(keys: readonly K[]): ListState<K> {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const setFilters = useCallback(
    (changes: Partial<Record<K, string>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
            const trimmed = value?.trim() ?? '';
            if (trimmed) next.set(key, trimmed);
            else next.delete(key);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setPage = useCallback(
    (nextPage: number) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (nextPage <= 1) next.delete('page');
        else next.set('page', String(nextPage));
        return next;
      });
    },
    [setParams],
  );

  return { filters, page, setFilters, setPage };
}

/** Only the parameters that have a value, so query keys and URLs stay short. */
export function definedParams<T extends Record<string, string | number | undefined>>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}
