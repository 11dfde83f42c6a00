import { describe, expect, it } from 'vitest';
import { aResume, aRole, named } from '../../../../test/support/resumes.ts';
import { DOUBT_MESSAGES, doubtsAbout } from './reading-doubts.ts';
import type { StructuredResume, WorkExperience } from './structured-resume.ts';

const role = aRole;

function resume(roles: WorkExperience[], overrides: Partial<StructuredResume> = {}): StructuredResume {
  return aResume({
    contactInfo: named('Ada Park'),
    workExperience: roles,
    education: [
      { degree: 'BA', major: 'Economics', university: 'Lakeside University', graduationDate: '2012' },
    ],
    ...overrides,
  });
}

const TEXT =
  'Ada Park\nProduct Manager, Northwind Traders, Jan 2017 - Present\n- Led the pricing launch across four markets.';

describe('doubts about a reading', () => {
  it('has none for a resume read whole', () => {
    expect(doubtsAbout(resume([role()]), TEXT)).toEqual([]);
  });

  it.each([
    ['2017', DOUBT_MESSAGES.companyIsDate],
    ['Jan 2019 – Present', DOUBT_MESSAGES.companyIsDate],
    ['meet business goals.', DOUBT_MESSAGES.companyIsSentence],
    [
      'Successfully delivered multiple projects within the stipulated time and budget.',
      DOUBT_MESSAGES.companyIsSentence,
    ],
    ['improve user experience and', DOUBT_MESSAGES.companyIsSentence],
    ['Managed a team of four', DOUBT_MESSAGES.companyIsSentence],
    ['', DOUBT_MESSAGES.noCompany],
    ['Product Manager', DOUBT_MESSAGES.sameAsTitle],
    ['Contoso Pharmaceuticals', DOUBT_MESSAGES.notInResume],
  ])('doubts the employer %j', (company, message) => {
    const text = `${TEXT}\nProduct Manager at 2017\n${company}`.replace('Contoso Pharmaceuticals', '');
    expect(doubtsAbout(resume([role({ company })]), text)).toContainEqual({
      field: 'workExperience.0.company',
      message,
    });
  });

  it.each([
    'Acme Inc.',
    'Bloomberg L.P.',
    'sfgate.com',
    'eBay',
    'United States District Court for the District of Maryland',
  ])('takes %j for an employer', (company) => {
    expect(doubtsAbout(resume([role({ company })]), `${TEXT}\n${company}`)).toEqual([]);
  });

  it('doubts an employer and a title read the wrong way round, and the person’s own name as an employer', () => {
    const swapped = resume([
      role({ company: 'Logistics Supervisor', standardizedJobTitle: 'Fischer Distribution' }),
    ]);
    expect(doubtsAbout(swapped, null)).toEqual([
      { field: 'workExperience.0.company', message: DOUBT_MESSAGES.companyIsTitle },
      { field: 'workExperience.0.standardizedJobTitle', message: DOUBT_MESSAGES.titleIsCompany },
    ]);
    const named = resume([role({ company: 'Ada Park' })]);
    expect(doubtsAbout(named, null)).toEqual([
      { field: 'workExperience.0.company', message: DOUBT_MESSAGES.companyIsName },
    ]);
    // a business named for its trade is not a title
    expect(
      doubtsAbout(
        resume([role({ company: 'Pioneer Engineering', standardizedJobTitle: 'Engineer in Training' })]),
        null,
      ),
    ).toEqual([]);
  });

  it.each([
    ['Sep 2020', 'Sep 2020', true],
    ['09/2020', '09/2020', true],
    ['Summer 2016', 'Summer 2016', false],
    ['2019', '2019', false],
    ['Sep 2020', 'Present', false],
  ])('doubts the end of a role from %j to %j: %s', (startDate, endDate, doubted) => {
    const fields = doubtsAbout(resume([role({ startDate, endDate })]), null).map((d) => d.field);
    expect(fields.includes('workExperience.0.endDate')).toBe(doubted);
  });

  it('keeps job titles that open with a word that is also a verb', () => {
    const reading = resume([role({ standardizedJobTitle: 'Lead Thermal Systems Engineer' })]);
    expect(doubtsAbout(reading, TEXT)).toEqual([]);
  });

  it('doubts a missing title, start and description, and a line cut off mid-sentence', () => {
    const reading = resume([
      role({ standardizedJobTitle: '', startDate: null, description: '' }),
      role({ description: '- Drove adoption of the new checkout and\n- Worked closely' }),
    ]);
    expect(doubtsAbout(reading, TEXT)).toEqual([
      { field: 'workExperience.0.standardizedJobTitle', message: DOUBT_MESSAGES.noTitle },
      { field: 'workExperience.0.startDate', message: DOUBT_MESSAGES.noStart },
      { field: 'workExperience.0.description', message: DOUBT_MESSAGES.noBullets },
      { field: 'workExperience.1.description', message: DOUBT_MESSAGES.cutBullet },
    ]);
  });

  it('doubts a missing name, school and degree', () => {
    const reading = resume([], {
      contactInfo: { name: null, email: null, phone: null, linkedin: null, website: null, location: null },
      education: [{ degree: '', major: null, university: ' ', graduationDate: null }],
    });
    expect(doubtsAbout(reading, TEXT).map((d) => d.field)).toEqual([
      'contactInfo.name',
      'education.0.university',
      'education.0.degree',
    ]);
  });

  it('does not look up names the person typed in a correction', () => {
    expect(doubtsAbout(resume([role({ company: 'Contoso Pharmaceuticals' })]), null)).toEqual([]);
  });
});
