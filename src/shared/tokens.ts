/** Injection tokens for the services every module may use. Module tokens live in each module. */
export const TOKENS = {
  Config: Symbol.for('Config'),
  Logger: Symbol.for('Logger'),
  Clock: Symbol.for('Clock'),
  Ids: Symbol.for('Ids'),
  Orm: Symbol.for('Orm'),
  UnitOfWork: Symbol.for('UnitOfWork'),
} as const;
