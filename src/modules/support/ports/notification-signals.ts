/** What a live stream is told. */
export interface NotificationWatcher {
  /** The person's notifications or unread count may have changed: read them again. */
  changed(): void;
  /** The server is stopping: end the stream (the client reconnects to another instance). */
  closed(): void;
}

/**
 * In-process news of a person's notifications, so the streams open on this instance answer at
 * once. Streams on other instances find the change by polling; this only makes it immediate.
 */
export interface NotificationSignals {
  /** Called after a change to the person's notifications committed. Never throws. */
  publish(userId: string): void;
  /** Watches the person's notifications until the returned function is called. */
  watch(userId: string, watcher: NotificationWatcher): () => void;
  /** Ends every watch (each watcher is told `closed`): the server is stopping. */
  closeAll(): void;
}
