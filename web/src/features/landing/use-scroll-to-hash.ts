import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Router links to '/#features' change only the hash; scroll to that section on every such click. */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash || key === undefined) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [hash, key]);
}
