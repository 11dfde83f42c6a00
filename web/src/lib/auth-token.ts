import { useSyncExternalStore } from 'react';

/** The access token lives in localStorage under this key (spec: browser storage 'token'). */
export const TOKEN_STORAGE_KEY = 'token';

export type Role = 'user' | 'admin' | 'support';

export type TokenPayload = {
  sub?: string;
  role?: string;
  exp?: number;
  name?: string;
  email?: string;
  [claim: string]: unknown;
};

/** valid: decodable and not expired; expired: decodable but past `exp`; invalid: not a JWT we can read. */
export type TokenStatus = 'missing' | 'invalid' | 'expired' | 'valid';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  const token = readStorage();
  return token ? token : null;
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  notify();
}

export function clearToken(): void {
  if (readStorage() === null) return;
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  notify();
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the JWT payload without verifying it (the server verifies); null when the token is malformed. */
export function decodeTokenPayload(token: string): TokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    return payload as TokenPayload;
  } catch {
    return null;
  }
}

export function isTokenExpired(payload: TokenPayload, now: number = Date.now()): boolean {
  return typeof payload.exp === 'number' && payload.exp * 1000 <= now;
}

export function getTokenStatus(token: string | null, now: number = Date.now()): TokenStatus {
  if (!token) return 'missing';
  const payload = decodeTokenPayload(token);
  if (!payload) return 'invalid';
  return isTokenExpired(payload, now) ? 'expired' : 'valid';
}

/** The `role` claim of the stored token, when it is one of the product's roles. */
export function getTokenRole(token: string | null = getToken()): Role | null {
  const role = token ? decodeTokenPayload(token)?.role : undefined;
  return role === 'user' || role === 'admin' || role === 'support' ? role : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the same key.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored token, re-rendering when it is set, cleared or changed in another tab. */
export function useStoredToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
