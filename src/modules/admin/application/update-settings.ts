import type { Clock } from '../../../shared/kernel/clock.ts';
import type { OperatorSettings } from '../../../shared/kernel/operator-settings.ts';
import type { StaffContext } from '../domain/audit.ts';
import { type SavedSettings, settingsValues, storedSettings, tidySettings } from '../domain/settings.ts';
import type { SettingsStore } from '../ports/settings-store.ts';
import type { OperatorSettingsCache } from './operator-settings-cache.ts';
import type { StaffActions } from './staff-actions.ts';

/** The operator settings as they stand now, read from the store (not from an instance's memory). */
export class GetSettings {
  readonly #settings: OperatorSettingsCache;
  constructor(settings: OperatorSettingsCache) {
    this.#settings = settings;
  }
  execute(): Promise<SavedSettings> {
    return this.#settings.read();
  }
}

/**
 * Replaces every operator setting, audited as `settings.update` with the settings before and
 * after. This instance applies them once the transaction committed; the others within seconds.
 */
export class UpdateSettings {
  readonly #actions: StaffActions;
  readonly #store: SettingsStore;
  readonly #settings: OperatorSettingsCache;
  readonly #clock: Clock;
  constructor(actions: StaffActions, store: SettingsStore, settings: OperatorSettingsCache, clock: Clock) {
    this.#actions = actions;
    this.#store = store;
    this.#settings = settings;
    this.#clock = clock;
  }

  async execute(staff: StaffContext, input: OperatorSettings): Promise<SavedSettings> {
    const saved = await this.#actions.run(staff, 'settings.update', null, async () => {
      const before = await this.#settings.read();
      const after: SavedSettings = {
        ...tidySettings(input),
        updatedAt: this.#clock.now(),
        updatedBy: staff.email,
      };
      await this.#store.save(storedSettings(after));
      return {
        result: after,
        targetType: 'settings',
        targetId: 'operator',
        before: settingsValues(before),
        after: settingsValues(after),
      };
    });
    this.#settings.remember(saved);
    return saved;
  }
}
