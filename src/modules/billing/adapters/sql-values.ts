/** Column values as both database drivers return them through the ORM's connection. */
export type SqlDate = string | Date;

export function dateOf(value: SqlDate): Date {
  return value instanceof Date ? value : new Date(value);
}

export function dateOrNull(value: SqlDate | null): Date | null {
  return value === null ? null : dateOf(value);
}

/** numeric arrives as text */
export function numberOrNull(value: string | number | null): number | null {
  return value === null ? null : Number(value);
}
