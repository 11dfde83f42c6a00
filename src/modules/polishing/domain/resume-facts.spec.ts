import { describe, expect, it } from 'vitest';
import { factVocabulary } from '../../../../test/support/polishing.ts';
import { ResumeFacts } from './resume-facts.ts';

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
