import { describe, expect, it } from 'vitest';
import { GetReadinessResponse } from './generated/operations.zod.ts';
import { presentReadiness } from './presenters.ts';

describe('presentReadiness', () => {
  it('names a failed database check as the contract does', () => {
    const presented = presentReadiness({ status: 'unavailable', checks: { database: 'unavailable' } });
    expect(presented).toEqual({ status: 'unavailable', checks: { database: 'error' } });
    expect(GetReadinessResponse.safeParse(presented).success).toBe(true);
  });

  it('passes a ready probe through', () => {
    expect(presentReadiness({ status: 'ready', checks: { database: 'ok' } })).toEqual({
      status: 'ready',
      checks: { database: 'ok' },
    });
  });
});
