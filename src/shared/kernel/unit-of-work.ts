/** Runs work atomically: every write inside `run` commits together or not at all. */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
}
