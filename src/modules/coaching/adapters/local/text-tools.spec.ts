import { describe, expect, it } from 'vitest';
import { excerpt } from './text-tools.ts';

describe('excerpt', () => {
  const line =
    'Owned the invoicing product. Rebuilt the roadmap around churn interviews with 60 customers; logo churn ' +
    'fell from 18% to 9%. Worked with sales leadership on packaging and a new enterprise tier.';

  it('quotes the whole sentence that holds the words it is about', () => {
    expect(excerpt(line, 120, line.indexOf('sales'))).toBe(
      'Worked with sales leadership on packaging and a new enterprise tier.',
    );
    expect(excerpt(line, 120, line.indexOf('roadmap'))).toBe(
      'Rebuilt the roadmap around churn interviews with 60 customers',
    );
  });

  it('keeps a short line whole and cuts a long sentence at words around the focus', () => {
    expect(excerpt('Mentored 4 product managers.', 120)).toBe('Mentored 4 product managers.');
    const long = `Built ${'very '.repeat(60)}reliable payment services.`;
    const cut = excerpt(long, 80, long.indexOf('reliable'));
    expect(cut.length).toBeLessThanOrEqual(80);
    expect(long).toContain(cut);
    expect(cut).toContain('reliable');
  });
});
