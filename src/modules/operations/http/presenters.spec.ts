import { describe, expect, it } from 'vitest';
import { GetReadinessResponse } from './generated/operations.zod.ts';
import { presentReadiness } from './presenters.ts';

describe('presentReadiness', () => {
  it('names a failed check as the contract does', () => {
    const presented = presentReadiness({
      status: 'unavailable',
      checks: { database: 'unavailable', queue: 'unavailable' },
    });
    expect(presented).toEqual({ status: 'unavailable', checks: { database: 'error', queue: 'error' } });
    expect(GetReadinessResponse.safeParse(presented).success).toBe(true);
  });

  it('passes a ready probe through with the queue in the contract names', () => {
    const presented = presentReadiness({
      status: 'ready',
      checks: { database: 'ok', queue: 'ok' },
      queue: { depth: 2, oldestSeconds: null, deadLetters: 0 },
    });
    expect(presented).toEqual({
      status: 'ready',
      checks: { database: 'ok', queue: 'ok' },
      queue: { depth: 2, oldestJobAgeSeconds: null, deadLetters: 0 },
    });
    expect(GetReadinessResponse.safeParse(presented).success).toBe(true);
  });
});
