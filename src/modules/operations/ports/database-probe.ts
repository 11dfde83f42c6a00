/** Answers whether the database takes queries right now. */
export interface DatabaseProbe {
  /** Resolves when a trivial query round-trips; rejects with the driver's error otherwise. */
  ping(): Promise<void>;
}
