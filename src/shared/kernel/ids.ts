import { randomUUID } from 'node:crypto';

/** Identifier source; every id in the product is a UUID (docs/architecture.md section 5). */
export interface Ids {
  next(): string;
}

export const uuidIds: Ids = { next: () => randomUUID() };
