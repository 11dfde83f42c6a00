import type { ProviderEvent, ProviderName } from '../domain/provider-records.ts';

export interface LoggedEvent extends ProviderEvent {
  provider: ProviderName;
  receivedAt: Date;
  processedAt: Date | null;
}

/** Every provider event received, stored under its id before anything else happens. */
export interface ProviderEventLog {
  /** Stores the event; false when an event with this id was already stored (a replay). */
  add(provider: ProviderName, event: ProviderEvent, at: Date): Promise<boolean>;
  find(provider: ProviderName, eventId: string): Promise<LoggedEvent | null>;
  markProcessed(provider: ProviderName, eventId: string, at: Date): Promise<void>;
}
