import { describe, expect, it } from 'vitest';
import { CheckReadiness } from './check-readiness.ts';

const database = { ping: async () => {} };
const queue = { status: async () => ({ depth: 3, oldestSeconds: 12, deadLetters: 1 }) };
const down = () => Promise.reject(new Error('down'));

describe('CheckReadiness', () => {
  it('is ready when the database answers and the queue can be read, and reports the queue', async () => {
    const result = await new CheckReadiness(database, queue).execute();
    expect(result).toEqual({
      status: 'ready',
      checks: { database: 'ok', queue: 'ok' },
      queue: { depth: 3, oldestSeconds: 12, deadLetters: 1 },
    });
  });

  it('is unavailable when the database refuses', async () => {
    const result = await new CheckReadiness({ ping: down }, queue).execute();
    expect(result).toMatchObject({ status: 'unavailable', checks: { database: 'unavailable', queue: 'ok' } });
  });

  it('is unavailable when the queue cannot be read, and says nothing of its depth', async () => {
    const result = await new CheckReadiness(database, { status: down }).execute();
    expect(result).toEqual({ status: 'unavailable', checks: { database: 'ok', queue: 'unavailable' } });
  });

  it('is unavailable when the database hangs past the timeout', async () => {
    const hang = { ping: () => new Promise<void>(() => {}) };
    const result = await new CheckReadiness(hang, queue, 20).execute();
    expect(result.status).toBe('unavailable');
  });
});
