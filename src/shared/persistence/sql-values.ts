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

/** A case-insensitive substring pattern for `ilike ? escape '\'`: the search's own % _ \ match themselves. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
