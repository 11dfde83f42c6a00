import type { Readiness } from '../application/check-readiness.ts';

/** The readiness probe's contract names a failed check `error`. */
export function presentReadiness(readiness: Readiness) {
  return {
    status: readiness.status,
    checks: { database: readiness.checks.database === 'ok' ? ('ok' as const) : ('error' as const) },
  };
}
