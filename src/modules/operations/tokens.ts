/** Injection tokens of the operations module's use cases. */
export const OPERATIONS = {
  CheckReadiness: Symbol.for('operations.CheckReadiness'),
  GetPublicConfig: Symbol.for('operations.GetPublicConfig'),
} as const;
