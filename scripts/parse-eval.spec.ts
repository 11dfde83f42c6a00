import { describe, expect, it } from 'vitest';
import {
  alignRoles,
  bulletTally,
  datesMatch,
  educationMatches,
  nameKey,
  type ParsedResume,
  type ParsedRole,
  scoreResume,
  summaryFound,
} from '../test/resume-corpus/metrics.ts';
import type { ResumeTruth, RoleTruth } from '../test/resume-corpus/truth.ts';
import { readText } from './parse-eval.ts';

const role = (title: string, company: string, start: string, end: string, bullets: string[]): RoleTruth => ({
  title,
  company,
  start,
  end,
  bullets,
});

const parsed = (
  title: string,
  company: string,
  startDate: string | null,
  endDate: string | null,
  description: string,
): ParsedRole => ({ standardizedJobTitle: title, company, startDate, endDate, description });

const ROLES = [
  role('Brand Manager', 'Kraft Heinz', 'Jan 2021', 'Present', [
    'Lead the snack brand P&L.',
    'Launched two line extensions.',
  ]),
  role('Associate Brand Manager', 'Procter & Gamble', 'Jul 2017', 'Dec 2020', [
    'Built the digital media plan.',
  ]),
  role('Marketing Intern', 'General Mills', 'Summer 2016', '', []),
];

const truth = (over: Partial<ResumeTruth> = {}): ResumeTruth => ({
  id: 'hand-made',
  profession: 'marketing manager',
  sector: 'other',
  name: 'Sofia Marchetti',
  links: [],
  summary: 'Brand marketer with seven years in consumer packaged goods and media budgets up to $12 million.',
  roles: ROLES,
  education: [{ school: 'University of Notre Dame', degree: 'BBA', field: 'Marketing' }],
  skills: [],
  certifications: [],
  ...over,
});

const rightParse = (): ParsedResume => ({
  summary: 'Brand marketer with seven years in consumer packaged goods and media budgets up to $12 million.',
  workExperience: [
    parsed(
      'Brand Manager',
      'KRAFT HEINZ',
      'Jan 2021',
      'Current',
      '• Lead the snack brand P&L.\n• Launched two line extensions.',
    ),
    parsed(
      'Associate Brand Manager',
      'Procter & Gamble',
      'Jul 2017',
      'Dec 2020',
      'Built the digital media plan.',
    ),
    parsed('Marketing Intern', 'General Mills', 'Summer 2016', null, ''),
  ],
  education: [{ university: 'University of Notre Dame', degree: 'BBA', major: 'Marketing' }],
});

describe('parse-eval metrics', () => {
  it('a faithful parse scores every field in full', () => {
    const { tallies, misses } = scoreResume(truth(), rightParse());
    expect(misses).toEqual([]);
    for (const t of Object.values(tallies)) expect(t.hit).toBe(t.of);
    expect(tallies.company).toEqual({ hit: 3, of: 3 });
    expect(tallies.bullets).toEqual({ hit: 3, of: 3 });
  });

  it('aligns roles by their best match, so a bogus extra role or a missing one shifts nothing', () => {
    const right = rightParse().workExperience;
    const bogus = parsed('Nielsen', 'Consumer research', null, null, 'Skills');
    const aligned = alignRoles(ROLES, [bogus, right[0]!, right[2]!]);
    expect(aligned).toEqual([right[0], undefined, right[2]]);
    const { tallies, misses } = scoreResume(truth(), {
      ...rightParse(),
      workExperience: [bogus, right[0]!, right[2]!],
    });
    expect(tallies.company).toEqual({ hit: 2, of: 3 });
    expect(tallies.title).toEqual({ hit: 2, of: 3 });
    expect(misses).toContainEqual({
      field: 'company',
      expected: 'role 2 Procter & Gamble',
      got: '(no role)',
    });
  });

  it('company and title ignore case, punctuation and spacing, and nothing more', () => {
    expect(nameKey('Huge, Inc.')).toBe(nameKey('HUGE  INC'));
    expect(nameKey('Huge, Inc.')).not.toBe(nameKey('Inc.'));
    const wrong = rightParse();
    wrong.workExperience[0] = {
      ...wrong.workExperience[0]!,
      company: 'Kraft',
      standardizedJobTitle: 'Manager',
    };
    const { tallies } = scoreResume(truth(), wrong);
    expect(tallies.company).toEqual({ hit: 2, of: 3 });
    expect(tallies.title).toEqual({ hit: 2, of: 3 });
  });

  it('dates match across dash styles and the words for now, and fail on a different date', () => {
    const r = role('T', 'C', 'Jan 2019', 'Present', []);
    expect(datesMatch(r, parsed('T', 'C', 'jan 2019', 'Current', ''))).toBe(true);
    expect(datesMatch(role('T', 'C', '2015', 'to date', []), parsed('T', 'C', '2015', 'Now', ''))).toBe(true);
    expect(datesMatch(r, parsed('T', 'C', '2019', 'Present', ''))).toBe(false);
    expect(datesMatch(r, parsed('T', 'C', 'Jan 2019', null, ''))).toBe(false);
    expect(datesMatch(r, undefined)).toBe(false);
    const single = role('T', 'C', 'Summer 2016', '', []);
    expect(datesMatch(single, parsed('T', 'C', 'Summer 2016', null, ''))).toBe(true);
    expect(datesMatch(single, parsed('T', 'C', 'Summer 2016', 'Summer 2016', ''))).toBe(true);
    expect(datesMatch(single, parsed('T', 'C', 'Summer 2016', 'Present', ''))).toBe(false);
  });

  it('bullet boundaries: wrapped and hyphenated lines are forgiven, merged or split bullets are not', () => {
    const bullets = ['Developing a cell-based deployment model.', 'Mentored six engineers.'];
    expect(
      bulletTally(bullets, '▪ Devel- oping a cell-based   deployment model.\n▪ Mentored six engineers.'),
    ).toEqual({
      hit: 2,
      of: 2,
    });
    expect(bulletTally(bullets, 'Developing a cell-based deployment model. Mentored six engineers.')).toEqual(
      {
        hit: 0,
        of: 2,
      },
    );
    expect(
      bulletTally(bullets, '- Developing a cell-based\n- deployment model.\n- Mentored six engineers.'),
    ).toEqual({ hit: 1, of: 3 });
    expect(bulletTally(bullets, undefined)).toEqual({ hit: 0, of: 2 });
    // a lone 'o' is a bullet glyph; the letter starting a word is not
    expect(bulletTally(['oversaw the budget'], 'o oversaw the budget')).toEqual({ hit: 1, of: 1 });
  });

  it('a summary is found when it covers the truth without swallowing the resume', () => {
    const summary = truth().summary!;
    expect(summaryFound(summary, summary.replace('consumer packaged goods', 'consumer goods'))).toBe(true);
    expect(summaryFound(summary, 'Brand marketer with seven years in consumer packaged goods.')).toBe(false);
    expect(
      summaryFound(
        summary,
        `${summary} Experience Brand Manager Kraft Heinz Jan 2021 Present Lead the snack brand P&L.`,
      ),
    ).toBe(false);
    const { tallies } = scoreResume(truth(), { ...rightParse(), summary: '' });
    expect(tallies.summary).toEqual({ hit: 0, of: 1 });
  });

  it('education needs the school and every word of the degree and field', () => {
    const e = { school: 'Texas State University', degree: 'B.S.', field: 'Computer Science' };
    expect(
      educationMatches(e, [
        { university: 'TEXAS STATE UNIVERSITY', degree: 'BS', major: 'Computer Science' },
      ]),
    ).toBe(true);
    expect(educationMatches(e, [{ university: 'Texas State University', degree: 'B.S.', major: null }])).toBe(
      false,
    );
    expect(
      educationMatches(e, [{ university: 'Texas State', degree: 'B.S.', major: 'Computer Science' }]),
    ).toBe(false);
    expect(educationMatches(e, [])).toBe(false);
  });

  it('reads the layout text when the extractor gives one, else the plain text', () => {
    expect(readText('plain')).toBe('plain');
    expect(readText({ text: 'plain', layout: '# layout' })).toBe('# layout');
    expect(readText({ text: 'plain' })).toBe('plain');
  });
});
