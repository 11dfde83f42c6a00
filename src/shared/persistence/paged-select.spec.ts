import { describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../kernel/paging.ts';
import { pagedStatements } from './paged-select.ts';

describe('the statements of a page', () => {
  const base = { columns: 'id', orderBy: 'created_at desc, id desc', page: 3, limit: 20 };

  it('puts the conditions in both, the count capped past the page and the page at its offset', () => {
    const { count, page } = pagedStatements({
      ...base,
      from: 't',
      where: ['a = ?', 'b < ?'],
      params: [1, 2],
    });
    expect(count.sql).toMatch(/from t where a = \? and b < \? limit \?/);
    expect(count.params).toEqual([1, 2, 40 + COUNT_CAP + 1]);
    expect(page.sql).toMatch(
      /from t where a = \? and b < \? order by created_at desc, id desc limit \? offset \?/,
    );
    expect(page.params).toEqual([1, 2, 20, 40]);
  });

  it("binds a subquery's values in from before the conditions', and the count's own from with its own", () => {
    const { count, page } = pagedStatements({
      ...base,
      from: '(select * from t where k = ?) as s',
      fromParams: ['from'],
      countFrom: '(select 1 from t where k = ? and j = ?) as s',
      countFromParams: ['count', 'also'],
      where: ['a = ?'],
      params: ['where'],
    });
    expect(page.params).toEqual(['from', 'where', 20, 40]);
    expect(count.params).toEqual(['count', 'also', 'where', 40 + COUNT_CAP + 1]);
    // without a from of its own, the count reads the page's, with its values
    const shared = pagedStatements({
      ...base,
      from: '(select ?) as s',
      fromParams: ['from'],
      where: [],
      params: [],
    });
    expect(shared.count.params).toEqual(['from', 40 + COUNT_CAP + 1]);
    expect(shared.count.sql).not.toMatch(/where/);
  });
});
