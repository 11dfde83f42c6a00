/**
 * Event ids of the polish stream: the run and the event's place in it ('<run id>:<seq>'). A client
 * that reconnects sends the last one back (Last-Event-ID) and the run goes on after it, on any
 * instance, because both halves point into the database.
 */
export interface EventPosition {
  runId: string;
  seq: number;
}

const EVENT_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(\d{1,6})$/i;

export function eventId(runId: string, seq: number): string {
  return `${runId}:${seq}`;
}

/** The position an id names, or null for anything else (a stale, foreign or garbled id). */
export function parseEventId(value: string | undefined | null): EventPosition | null {
  const m = value?.trim().match(EVENT_ID);
  return m ? { runId: m[1]!.toLowerCase(), seq: Number(m[2]) } : null;
}
