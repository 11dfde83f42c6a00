import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { shouldRetry } from './query-client';

const apiError = (status: number) => new ApiError({ status, code: 'X', message: 'x' });

describe('shouldRetry', () => {
  it.each([400, 401, 403, 404, 429, 501])('never retries a %i', (status) => {
    expect(shouldRetry(0, apiError(status))).toBe(false);
  });

  it.each([500, 502, 503])('retries a %i twice', (status) => {
    expect(shouldRetry(0, apiError(status))).toBe(true);
    expect(shouldRetry(1, apiError(status))).toBe(true);
    expect(shouldRetry(2, apiError(status))).toBe(false);
  });

  it('retries a network failure twice', () => {
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new TypeError('Failed to fetch'))).toBe(false);
  });
});
