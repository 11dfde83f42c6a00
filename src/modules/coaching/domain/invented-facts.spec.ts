import { describe, expect, it } from 'vitest';
import { findInventedFacts } from './invented-facts.ts';

const skills = (text: string) => ['Kafka', 'PostgreSQL'].filter((s) => text.includes(s));
const original =
  'Software Engineer at Northwind Logistics, Mar 2020 - Present\n- Built billing APIs in PostgreSQL for 300 clinics';

describe('the no-invention rule', () => {
  it('accepts a rewording that keeps to the facts', () => {
    expect(
      findInventedFacts(original, '- Built billing APIs for 300 clinics with PostgreSQL', skills),
    ).toEqual([]);
    expect(findInventedFacts(original, 'Delivered billing APIs at Northwind Logistics.', skills)).toEqual([]);
  });

  it('names every added number, skill, employer and title word', () => {
    const suggested = 'Senior engineer who led Kafka migrations at Globex, serving 450 clinics since 2019.';
    expect(findInventedFacts(original, suggested, skills)).toEqual([
      { kind: 'number', value: '450' },
      { kind: 'number', value: '2019' },
      { kind: 'skill', value: 'Kafka' },
      { kind: 'name', value: 'Senior' },
      { kind: 'name', value: 'Kafka' },
      { kind: 'name', value: 'Globex' },
      { kind: 'title', value: 'senior' },
    ]);
  });

  it('catches a month that was never in the resume', () => {
    expect(findInventedFacts(original, 'Shipped billing APIs in June.', skills)).toEqual([
      { kind: 'name', value: 'June' },
    ]);
  });
});
