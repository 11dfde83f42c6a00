import type { ErrorDetail } from '../kernel/app-error.ts';

interface IssueLike {
  path: PropertyKey[];
  message: string;
  code: string;
}

/** A zod failure's issues as the error envelope's details. */
export function detailsOf(issues: readonly IssueLike[]): ErrorDetail[] {
  return issues.map((i) => ({
    path: i.path.filter((p): p is string | number => typeof p !== 'symbol'),
    message: i.message,
    code: i.code,
  }));
}
