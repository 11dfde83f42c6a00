import type { OperatorSettings, OperatorSettingsSource } from '../../../shared/kernel/operator-settings.ts';
import { type SavedSettings, settingsFrom } from '../domain/settings.ts';
import type { SettingsStore } from '../ports/settings-store.ts';

/** How long an instance answers from memory before it reads the stored settings again. */
export const SETTINGS_REFRESH_MS = 5_000;

/** Where a failed refresh is reported; the last known settings keep applying meanwhile. */
export interface SettingsProblems {
  warn(context: object, message: string): void;
}

/**
 * The operator settings every module reads, held in memory: at most one read of the stored row
 * per instance every few seconds (concurrent callers share it), so the hot paths that consult a
 * setting cost nothing more. The instance that saves the settings takes them at once; the others
 * within SETTINGS_REFRESH_MS.
 */
export class OperatorSettingsCache implements OperatorSettingsSource {
  readonly #store: SettingsStore;
  readonly #defaults: OperatorSettings;
  readonly #problems: SettingsProblems;
  readonly #refreshMs: number;
  readonly #now: () => number;
  #known: SavedSettings | null = null;
  #freshUntil = Number.NEGATIVE_INFINITY;
  #refreshing: Promise<SavedSettings> | null = null;
  /** Moves on every save, so a read that started before it cannot bring older values back. */
  #generation = 0;

  constructor(
    store: SettingsStore,
    defaults: OperatorSettings,
    problems: SettingsProblems,
    refreshMs = SETTINGS_REFRESH_MS,
    now: () => number = () => performance.now(),
  ) {
    this.#store = store;
    this.#defaults = defaults;
    this.#problems = problems;
    this.#refreshMs = refreshMs;
    this.#now = now;
  }

  current(): Promise<OperatorSettings> {
    return this.saved();
  }

  /** The settings with who saved them, from memory while fresh. Never rejects. */
  async saved(): Promise<SavedSettings> {
    if (this.#known && this.#now() < this.#freshUntil) return this.#known;
    this.#refreshing ??= this.#refresh().finally(() => {
      this.#refreshing = null;
    });
    return this.#refreshing;
  }

  /** The stored settings read now (the admin page, the audit's before); rejects when unreadable. */
  async read(): Promise<SavedSettings> {
    return settingsFrom(this.#defaults, await this.#store.load());
  }

  /** Takes settings just saved (after their transaction committed). */
  remember(settings: SavedSettings): void {
    this.#generation += 1;
    this.#known = settings;
    this.#freshUntil = this.#now() + this.#refreshMs;
  }

  async #refresh(): Promise<SavedSettings> {
    const generation = this.#generation;
    try {
      const read = await this.read();
      if (generation !== this.#generation && this.#known) return this.#known;
      this.#known = read;
    } catch (err) {
      this.#problems.warn({ err }, 'operator settings could not be read; the last known ones apply');
      this.#known ??= settingsFrom(this.#defaults, null);
    }
    this.#freshUntil = this.#now() + this.#refreshMs;
    return this.#known;
  }
}
