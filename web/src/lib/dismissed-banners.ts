import { useSyncExternalStore } from 'react';

/** Ids of banners the user closed (announcements, e-mail verification), kept in local storage. */
export const DISMISSED_BANNERS_KEY = 'dismissedBanners';

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedIds: readonly string[] = [];

function readIds(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(DISMISSED_BANNERS_KEY);
  } catch {
    return cachedIds;
  }
  if (raw === cachedRaw) return cachedIds;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedIds = Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    cachedIds = [];
  }
  return cachedIds;
}

export function dismissBanner(id: string): void {
  const ids = readIds();
  if (ids.includes(id)) return;
  try {
    localStorage.setItem(DISMISSED_BANNERS_KEY, JSON.stringify([...ids, id]));
  } catch {
    // Private mode without storage: the banner closes for this page view only.
    cachedIds = [...ids, id];
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === DISMISSED_BANNERS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Every dismissed banner id, re-rendering when one is added (for lists such as announcements). */
export function useDismissedBanners(): readonly string[] {
  return useSyncExternalStore(subscribe, readIds, () => cachedIds);
}

/** Whether the banner with this id was dismissed, re-rendering when that changes. */
export function useBannerDismissed(id: string): boolean {
  return useDismissedBanners().includes(id);
}
