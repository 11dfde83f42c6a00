import { describe, expect, it } from 'vitest';
import { COUNT_CAP, countedOf, countLimit, pageInfo } from './paging.ts';

describe('pages counted no further than the cap', () => {
  it('counts exactly below the cap, and says "at least" past it, from the page asked for', () => {
    const first = { page: 1, limit: 20 };
    expect(countLimit(first)).toBe(COUNT_CAP + 1);
    expect(countedOf(first, 45)).toEqual({ total: 45, capped: false });
    expect(countedOf(first, COUNT_CAP)).toEqual({ total: COUNT_CAP, capped: false });
    expect(countedOf(first, COUNT_CAP + 1)).toEqual({ total: COUNT_CAP, capped: true });
    const third = { page: 3, limit: 20 };
    expect(countLimit(third)).toBe(40 + COUNT_CAP + 1);
    expect(countedOf(third, 40 + COUNT_CAP + 1)).toEqual({ total: 40 + COUNT_CAP, capped: true });
  });

  it('has more after this page while rows remain or the count stopped early', () => {
    expect(pageInfo({ page: 1, limit: 20 }, { total: 45, capped: false })).toEqual({
      page: 1,
      limit: 20,
      total: 45,
      totalCapped: false,
      totalPages: 3,
      hasMore: true,
    });
    expect(pageInfo({ page: 3, limit: 20 }, { total: 45, capped: false }).hasMore).toBe(false);
    expect(pageInfo({ page: 1, limit: 20 }, { total: 0, capped: false })).toMatchObject({
      totalPages: 0,
      hasMore: false,
    });
    expect(pageInfo({ page: 50, limit: 20 }, { total: 1000, capped: true })).toMatchObject({
      totalPages: 50,
      hasMore: true,
    });
  });
});
