import { describe, expect, it } from 'vitest';
import { factVocabulary } from '../../../../test/support/polishing.ts';
import { findInventedFacts, isPlainWording, ResumeFacts } from './resume-facts.ts';

const resume = `Maya Chen
Software Engineer | Northwind Health | Austin, TX | Mar 2020 - Present
- Built billing APIs in Python and PostgreSQL for 300 clinics
- Reduced claim errors by 30%, saving $2.4M a year
- Led a team of four engineers
Education: BSc Computer Science, University of Texas`;
const facts = ResumeFacts.of(resume, factVocabulary);
const invented = (text: string) => facts.inventedIn(text).map((f) => `${f.kind}:${f.value}`);

describe('the facts of a resume', () => {
  it('accepts a rewording that keeps to the facts, in other words and order', () => {
    expect(invented('- Delivered Python and PostgreSQL billing APIs serving 300 clinics')).toEqual([]);
    expect(invented('Spearheaded a 30% cut in claim errors, saving $2.4 million a year.')).toEqual([]);
    expect(invented('- Lead a team of 4 engineers at Northwind Health')).toEqual([]);
    expect(invented('Results-driven software engineer. Seasoned in billing APIs.')).toEqual([]);
  });

  it('names every number, percentage, amount of money and multiplier the resume does not state', () => {
    expect(invented('- Cut claim errors by 45% for 300 clinics')).toEqual(['percentage:45%']);
    expect(invented('- Saved $3M a year')).toEqual(['money:$3M']);
    expect(invented('- Served 300% more clinics')).toEqual(['percentage:300%']);
    expect(invented('- Doubled throughput')).toEqual(['multiplier:Doubled']);
    expect(invented('- Since 2018, built APIs')).toEqual(['number:2018']);
  });

  it('names employers, places, months, tools, skills, title words and degrees it does not contain', () => {
    expect(invented('- Built Kafka pipelines at Globex in Boston')).toEqual([
      'skill:Kafka',
      'name:Globex',
      'name:Boston',
    ]);
    expect(invented('- Migrated billing to EC2 and S3 in June')).toEqual([
      'skill:EC2',
      'skill:S3',
      'tool:EC2',
      'tool:S3',
      'name:June',
    ]);
    expect(invented('Senior engineer with an MBA and a PMP certification')).toEqual([
      'skill:PMP',
      'name:MBA',
      'title:senior',
      'credential:mba',
      'credential:certification',
    ]);
    expect(invented('Boeing veteran.')).toEqual(['name:Boeing']);
  });

  it('confines a role to the facts the resume confirms', () => {
    const role = ResumeFacts.of(
      'Engineer at Northwind Health\n- Built APIs with Kafka for 40 clinics',
      factVocabulary,
    );
    const confirmed = role.confirmedBy(facts);
    expect(confirmed.inventedIn('- Built APIs for 40 clinics with Kafka').map((f) => f.value)).toEqual([
      '40',
      'Kafka',
    ]);
  });
});

/** A polisher that knows only a skill recogniser and its own wording (as the model polisher does). */
const skills = (text: string) => ['Kafka', 'PostgreSQL'].filter((s) => text.includes(s));
const plain = { skillsIn: skills, isWording: isPlainWording };
const original =
  'Software Engineer at Northwind Logistics, Mar 2020 - Present\n- Built billing APIs in PostgreSQL for 300 clinics';

describe('the no-invention rule with only a skill recogniser', () => {
  it('accepts a rewording that keeps to the facts', () => {
    expect(
      findInventedFacts(original, '- Built billing APIs for 300 clinics with PostgreSQL', plain),
    ).toEqual([]);
    expect(findInventedFacts(original, 'Delivered billing APIs at Northwind Logistics.', plain)).toEqual([]);
  });

  it('names every added number, skill, employer and title word, a skill once', () => {
    const suggested = 'Senior engineer who led Kafka migrations at Globex, serving 450 clinics since 2019.';
    expect(findInventedFacts(original, suggested, plain)).toEqual([
      { kind: 'number', value: '450' },
      { kind: 'number', value: '2019' },
      { kind: 'skill', value: 'Kafka' },
      { kind: 'name', value: 'Senior' },
      { kind: 'name', value: 'Globex' },
      { kind: 'title', value: 'senior' },
    ]);
  });

  it('catches a month that was never in the resume', () => {
    expect(findInventedFacts(original, 'Shipped billing APIs in June.', plain)).toEqual([
      { kind: 'name', value: 'June' },
    ]);
  });

  it('takes an opener it does not know for a name, where the full vocabulary knows it for wording', () => {
    const suggested = 'Seasoned engineer who built billing APIs.';
    expect(findInventedFacts(original, suggested, plain)).toEqual([{ kind: 'name', value: 'Seasoned' }]);
    expect(findInventedFacts(original, suggested, factVocabulary)).toEqual([]);
  });
});

describe('one rule for every polisher', () => {
  const role = [
    'Support Engineer at Acme Corp, Jan 2021 - Present',
    '- Fixed billing bugs in Python for 40 clinics with a team of four',
    '- Cut response times by 20%, saving $50k',
  ].join('\n');
  // the model polisher's judge: the product's skill recogniser and the polisher's own wording
  const modelPolisher = {
    skillsIn: (text: string) => factVocabulary.skillsIn(text),
    isWording: isPlainWording,
  };

  it.each([
    // what the polishers' own check caught: numbers, skills, names and title words
    ['- Fixed billing bugs for 45 clinics', 'number:45'],
    ['- Fixed billing bugs since 2019', 'number:2019'],
    ['- Fixed billing bugs in Kafka', 'skill:Kafka'],
    ['- Fixed billing bugs at Globex', 'name:Globex'],
    ['- Fixed billing bugs in June', 'name:June'],
    ['- Fixed billing bugs as a senior engineer', 'title:senior'],
    // what the server's check caught as well: percentages, money, multipliers, numbers in words,
    // a unit added to a stated number, tools and qualifications
    ['- Cut response times by 35%', 'percentage:35%'],
    ['- Fixed billing bugs for 40% of clinics', 'percentage:40%'],
    ['- Cut response times, saving $80k', 'money:$80k'],
    ['- Doubled response speed', 'multiplier:Doubled'],
    ['- Fixed billing bugs with a team of twelve', 'number:twelve'],
    ['- Fixed billing bugs on EC2', 'tool:EC2'],
    ['- Fixed billing bugs as a certified engineer', 'credential:certified'],
  ])('catches %s (%s) with either judge', (suggested, fact) => {
    for (const judge of [factVocabulary, modelPolisher]) {
      const found = findInventedFacts(role, suggested, judge).map((f) => `${f.kind}:${f.value}`);
      expect(found).toContain(fact);
    }
  });

  it('accepts the same facts in other words with either judge', () => {
    const suggested = '- Fixed billing bugs in Python for forty clinics with a team of 4, saving $50,000';
    expect(findInventedFacts(role, suggested, factVocabulary)).toEqual([]);
    expect(findInventedFacts(role, suggested, modelPolisher)).toEqual([]);
  });
});
