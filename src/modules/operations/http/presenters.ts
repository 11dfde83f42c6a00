import type { Readiness } from '../application/check-readiness.ts';

/** The readiness probe's contract names a failed check `error`. */
export function presentReadiness(readiness: Readiness) {
  const named = (check: 'ok' | 'unavailable') => (check === 'ok' ? ('ok' as const) : ('error' as const));
  return {
    status: readiness.status,
    checks: { database: named(readiness.checks.database), queue: named(readiness.checks.queue) },
    ...(readiness.queue
      ? {
          queue: {
            depth: readiness.queue.depth,
            oldestJobAgeSeconds: readiness.queue.oldestSeconds,
            deadLetters: readiness.queue.deadLetters,
          },
        }
      : {}),
  };
}
