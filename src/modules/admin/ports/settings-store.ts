/** Where the operator settings are kept (one row, shared by every instance). */
export interface SettingsStore {
  /** The saved settings as stored (plain JSON), or null while none were saved. */
  load(): Promise<unknown>;
  /** Replaces the saved settings; inside the current transaction when there is one. */
  save(value: Record<string, unknown>): Promise<void>;
}
