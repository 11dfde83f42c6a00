import { useSyncExternalStore } from 'react';
import type { TourKey } from '../api/generated/model';

export type ModalState = { open: boolean; message: string | null };

export type UiState = {
  upgradeModal: ModalState;
  errorModal: ModalState;
  /** The guided tour being walked right now, if any. */
  activeTourKey: TourKey | null;
};

const closed: ModalState = { open: false, message: null };
const initialState: UiState = { upgradeModal: closed, errorModal: closed, activeTourKey: null };

let state: UiState = initialState;
const listeners = new Set<() => void>();

function update(next: Partial<UiState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * App-wide UI state that non-React code (the API client) can change: the upgrade and error modals,
 * and the guided tour being walked.
 */
export const uiStore = {
  getState: (): UiState => state,
  subscribe,
  openUpgradeModal: (message?: string | null) =>
    update({ upgradeModal: { open: true, message: message ?? null } }),
  closeUpgradeModal: () => update({ upgradeModal: closed }),
  openErrorModal: (message?: string | null) =>
    update({ errorModal: { open: true, message: message ?? null } }),
  closeErrorModal: () => update({ errorModal: closed }),
  startTour: (key: TourKey) => update({ activeTourKey: key }),
  endTour: () => update({ activeTourKey: null }),
  reset: () => update(initialState),
};

export function useUiState<T>(select: (state: UiState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(initialState),
  );
}
