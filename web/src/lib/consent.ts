import { useSyncExternalStore } from 'react';

// Part of every page's first download (the cookie banner is on every layout): keep it small.

/** The cookie choice (spec: cookie banner): essential cookies are always on, analytics is optional. */
export type Consent = { essential: true; analytics: boolean; decidedAt: string };

/** The one local-storage key the choice lives under. */
export const CONSENT_KEY = 'cookie-consent';

const listeners = new Set<() => void>();
/** The choice for this page view when the browser has no usable storage. */
let unstored: string | null = null;

function storedText(): string | null {
  try {
    return localStorage.getItem(CONSENT_KEY);
  } catch {
    return unstored;
  }
}

function parse(text: string | null): Consent | null {
  try {
    const value = JSON.parse(text ?? 'null');
    return typeof value?.analytics === 'boolean' ? value : null;
  } catch {
    return null;
  }
}

function write(text: string | null): void {
  try {
    if (text) localStorage.setItem(CONSENT_KEY, text);
    else localStorage.removeItem(CONSENT_KEY);
  } catch {
    unstored = text;
  }
  for (const listener of listeners) listener();
}

/** The stored choice, or null while none was made (or storage holds something unreadable). */
export function readConsent(): Consent | null {
  return parse(storedText());
}

export function saveConsent(analytics: boolean): void {
  const consent: Consent = { essential: true, analytics, decidedAt: new Date().toISOString() };
  write(JSON.stringify(consent));
}

/** Forgets the choice so the banner asks again ('Cookie settings'). */
export function clearConsent(): void {
  write(null);
}

export function hasAnalyticsConsent(): boolean {
  return readConsent()?.analytics === true;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored choice, re-rendering when it is made or forgotten. */
export function useConsent(): Consent | null {
  return parse(useSyncExternalStore(subscribeConsent, storedText, () => null));
}
