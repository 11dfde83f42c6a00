import { describe, expect, it } from 'vitest';
import type { StructuredJobDescription } from '../../domain/structured-job.ts';
import type { StructuredResume, WorkExperience } from '../../domain/structured-resume.ts';
import { aResume, aRole, named } from '../../../../../test/support/resumes.ts';
import { periodOf, planContext } from './plan-context.ts';
import { anchorClause } from './question-pools.ts';

const job: StructuredJobDescription = {
  title: 'Product Manager',
  seniority: null,
  requiredSkills: ['Product Management'],
  preferredSkills: [],
  responsibilities: [],
};

function resumeWith(role: Partial<WorkExperience>): StructuredResume {
  return aResume({
    contactInfo: named('Maya Chen'),
    workExperience: [
      aRole({
        company: 'Google',
        description: [
          '- Led the launch of a pricing page used by 2 million shoppers in 12 markets',
          '- Drove adoption of the new checkout flow across mobile and',
        ].join('\n'),
        ...role,
      }),
    ],
  });
}

describe('the resume lines a question stands on', () => {
  it('says where a line was written as a person would: title, employer and years', () => {
    const [anchor] = planContext(job, resumeWith({}), 'seed').anchors;
    expect(anchorClause(anchor!)).toBe(
      'In your Product Manager role at Google (2017 to now), you led the launch of a pricing page used by 2 million shoppers in 12 markets',
    );
  });

  it('never quotes a line the reading cut off mid-sentence', () => {
    const bullets = planContext(job, resumeWith({}), 'seed').anchors.map((a) => a.bullet);
    expect(bullets.some((b) => b.startsWith('Drove adoption'))).toBe(false);
  });

  it.each([
    '2017',
    'meet business goals.',
    'Successfully delivered multiple projects within the stipulated time and budget.',
  ])('never names %j as the employer', (company) => {
    const context = planContext(job, resumeWith({ company }), 'seed');
    expect(context.company).toBeNull();
    expect(anchorClause(context.anchors[0]!)).toMatch(
      /^In your Product Manager role \(2017 to now\), you led/,
    );
  });

  it.each([
    ['Jan 2017', 'Present', '2017 to now'],
    ['06/2015', 'Dec 2017', '2015 to 2017'],
    ['2019', null, '2019'],
    ['2019', '2019', '2019'],
    [null, '2019', null],
    ['Present', null, null],
  ])('reads the years of %j to %j as %j', (start, end, period) => {
    expect(periodOf(start, end)).toBe(period);
  });
});
