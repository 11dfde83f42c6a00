import { randomUUID } from 'node:crypto';

/** Identifier source; every id in the product is a UUID (DESIGN.md section 5). */
export interface Ids {
  next(): string;
}

export const uuidIds: Ids = { next: () => randomUUID() };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
