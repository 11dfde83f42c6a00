import { describe, expect, it } from 'vitest';
import { CheckReadiness } from './check-readiness.ts';

describe('CheckReadiness', () => {
  it('is ready when the database answers', async () => {
    const result = await new CheckReadiness({ ping: async () => {} }).execute();
    expect(result).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('is unavailable when the database refuses', async () => {
    const result = await new CheckReadiness({
      ping: async () => Promise.reject(new Error('down')),
    }).execute();
    expect(result).toEqual({ status: 'unavailable', checks: { database: 'unavailable' } });
  });

  it('is unavailable when the database hangs past the timeout', async () => {
    const hang = { ping: () => new Promise<void>(() => {}) };
    const result = await new CheckReadiness(hang, 20).execute();
    expect(result.status).toBe('unavailable');
  });
});
