import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../../shared/kernel/clock.ts';
import { parseContact } from './contact-parser.ts';
import { findDateRange, findRoleDates, monthsCovered, statedYears, toMonth } from './date-ranges.ts';
import { parseJob } from './job-parser.ts';
import { alternativesOf, skillsOfLine } from './job-skills.ts';
import { LocalMatchAnalyzer } from './local-match-analyzer.ts';
import { parseResume } from './resume-parser.ts';
import { taxonomy } from './skill-taxonomy.ts';

const JUNE_2025 = 2025 * 12 + 5;
const analyzer = new LocalMatchAnalyzer(new FixedClock('2025-06-01T00:00:00Z'));
/** A match analysis of two plain-text documents, as the upload path parses them. */
const analyze = (resumeText: string, jobText: string) =>
  analyzer.analyze({ resume: parseResume(resumeText), job: parseJob(jobText), resumeText, jobText });
const month = (year: number, m: number) => year * 12 + (m - 1);

describe('date ranges in the forms resumes use', () => {
  it.each([
    ['Jun 2018 - Present', 'Jun 2018', 'Present'],
    ['June 2018 – Current', 'June 2018', 'Present'],
    ['2017 -', '2017', 'Present'],
    ['2012 – 2017', '2012', '2017'],
    ['06/2019 – 03/2022', '06/2019', '03/2022'],
    ['2019-06 to 2022-03', '2019-06', '2022-03'],
    ['January 2015 to December 2019', 'January 2015', 'December 2019'],
    ['Sept. 2020 — Now', 'Sept. 2020', 'Present'],
    ['Mar 2021 – Currently', 'Mar 2021', 'Present'],
  ])('reads "%s"', (text, start, end) => {
    expect(findDateRange(`Analyst | Acme | ${text}`)).toMatchObject({ start, end });
  });

  it('reads a lone season or month on a role heading as that role’s dates', () => {
    expect(findRoleDates('Summer 2014')).toMatchObject({ start: 'Summer 2014', end: 'Summer 2014' });
    expect(toMonth('Summer 2014', JUNE_2025)).toBe(month(2014, 6));
    expect(
      findRoleDates('Built a dashboard in May 2021 that the whole sales team used every week'),
    ).toBeNull();
  });

  it('reads every written month form and takes Present from the clock', () => {
    expect(toMonth('06/2019', JUNE_2025)).toBe(month(2019, 6));
    expect(toMonth('2022-03', JUNE_2025)).toBe(month(2022, 3));
    expect(toMonth('December 2019', JUNE_2025)).toBe(month(2019, 12));
    expect(toMonth('Present', JUNE_2025)).toBe(JUNE_2025);
  });

  it('counts overlapping roles once', () => {
    const months = monthsCovered(
      [
        { start: 'Jan 2020', end: 'Present' },
        { start: 'Jun 2021', end: 'Dec 2022' },
        { start: 'Jan 2015', end: 'Dec 2019' },
      ],
      JUNE_2025,
    );
    expect(months).toBe(JUNE_2025 - month(2015, 1) + 1);
  });

  it('reads stated years in digits or words', () => {
    expect(statedYears('Product leader with 20 years of experience')).toBe(20);
    expect(statedYears('Hotelier with eight years at the front desk')).toBe(8);
    expect(statedYears('5+ years building APIs')).toBe(5);
    expect(statedYears('Nurse with twenty-five years on the ward')).toBe(25);
    expect(statedYears('Store manager with thirty two years on the floor')).toBe(32);
    expect(statedYears('Forty years in retail')).toBe(40);
    expect(statedYears('Thirteen years of teaching')).toBe(13);
  });
});

describe('experience from real resumes', () => {
  const resume = `Sam Rivera
sam@example.com

Experience
Senior Engineer, Northwind — Jun 2018 - Present
- Built the billing service
Engineer, Contoso — 2012 – 2017
- Wrote the reporting jobs
Intern, Fabrikam
Summer 2011
- Tested the mobile app`;

  it('turns month-year ranges and Present into years of experience', async () => {
    const parsed = parseResume(resume);
    expect(parsed.workExperience.map((e) => [e.startDate, e.endDate])).toEqual([
      ['Jun 2018', 'Present'],
      ['2012', '2017'],
      ['Summer 2011', 'Summer 2011'],
    ]);
    const job = parseJob('Software Engineer\n\nRequirements\n- Python');
    const m = analyzer.breakdown({ resume: parsed, job, resumeText: resume });
    expect(Math.floor(m.resumeYears)).toBe(12);
    expect(m.resumeLevel).not.toBe('Intern');
  });
});

describe('headings in many styles', () => {
  it.each([
    'EXPERIENCE',
    'Work Experience',
    'Professional Experience:',
    '## Experience',
    '**Employment History**',
    'WORK HISTORY',
  ])('reads "%s" as the experience heading', (heading) => {
    const parsed = parseResume(
      `Ana Silva\nana@example.com\n\n${heading}\nData Analyst | Acme Corp | 2019 - Present\n- Built Tableau dashboards`,
    );
    expect(parsed.workExperience[0]).toMatchObject({
      standardizedJobTitle: 'Data Analyst',
      startDate: '2019',
    });
  });
});

describe('names and places', () => {
  it('reads a two-to-four-word capitalised line at the top as a name, never as a place', () => {
    expect(parseContact(['Austin Charleston', 'Charleston, SC | austin@example.com'])).toMatchObject({
      name: 'Austin Charleston',
      location: 'Charleston, SC',
    });
    expect(parseContact(['Austin, TX', 'Dallas Brooks'])).toMatchObject({
      name: 'Dallas Brooks',
      location: 'Austin, TX',
    });
    expect(parseContact(['VICTORIA LANE', 'Assistant Front Office Manager', 'Savannah, GA']).name).toBe(
      'Victoria Lane',
    );
    expect(parseContact(['# María José de la Cruz', 'Kraków, Poland'])).toMatchObject({
      name: 'María José de la Cruz',
      location: 'Kraków, Poland',
    });
  });

  it('does not take a job title or a heading for a name', () => {
    expect(parseContact(['Product Manager', 'Jane Doe']).name).toBe('Jane Doe');
    expect(parseContact(['Professional Summary']).name).toBeNull();
  });

  it('finds contact details below the summary when a layout put them there', () => {
    const parsed = parseResume(
      'PROFILE\nNurse with seven years in the ICU.\n\nCONTACT\nLee Park\nlee@example.com\n555-201-3344',
    );
    expect(parsed.contactInfo).toMatchObject({ email: 'lee@example.com', phone: '555-201-3344' });
  });
});

describe('one-of lists in a job', () => {
  it('reads "or" lists as one requirement with alternatives', () => {
    expect(skillsOfLine('Experience in Python, Ruby, Java, PHP or .Net')).toEqual([
      'Python, Ruby, Java, PHP or .NET',
    ]);
    expect(skillsOfLine('Monitoring tools such as Prometheus, Datadog or Grafana')).toEqual([
      'Monitoring Tools, Prometheus, Datadog or Grafana',
    ]);
  });

  it('reads "such as" and "e.g." examples as alternatives even when joined by "and"', () => {
    expect(skillsOfLine('Experience with databases such as MySQL, Oracle and MongoDB')).toEqual([
      'Databases, MySQL, Oracle Database or MongoDB',
    ]);
    expect(skillsOfLine('A project tracker (e.g. Jira, Asana)')).toEqual(['Jira or Asana']);
  });

  it('keeps "and" lists as separate requirements', () => {
    expect(skillsOfLine('Strong React and TypeScript')).toEqual(['React', 'TypeScript']);
  });

  it('keeps required and preferred apart, and the groups in the structured job', () => {
    const job = parseJob(
      'Backend Engineer\n\nRequirements\n- Python, Go or Java\n- PostgreSQL\n\nNice to have\n- Kafka or RabbitMQ',
    );
    expect(job.requiredSkills).toEqual(['Python', 'Go', 'Java', 'PostgreSQL']);
    expect(job.preferredSkills).toEqual(['Kafka', 'RabbitMQ']);
    expect(job.alternatives).toEqual([
      ['Python', 'Go', 'Java'],
      ['Kafka', 'RabbitMQ'],
    ]);
    expect(alternativesOf('Python, Go or Java')).toEqual(['Python', 'Go', 'Java']);
  });

  it('is satisfied by any one of the alternatives, and says so', async () => {
    const jobText =
      'Platform Engineer\n\nRequirements\n- Experience with databases such as MySQL, Oracle and MongoDB';
    const resumeText =
      'Kim Lee\n\nExperience\nEngineer | Acme | 2019 - Present\n- Ran MongoDB clusters for 40 services';
    const result = await analyze(resumeText, jobText);
    expect(result.matchedSkills).toContainEqual({
      skill: 'Databases, MySQL, Oracle Database or MongoDB',
      evidence: 'Ran MongoDB clusters for 40 services',
      rule: 'alternative',
    });
  });
});

describe('words, not strings', () => {
  const shows = (line: string) => taxonomy.evidence(line).map((m) => [m.skill.name, m.rule]);

  it('reads inflections and plurals through word roots', () => {
    expect(shows('Developing product strategies for B2B software')).toContainEqual([
      'Product Strategy',
      'exact',
    ]);
    expect(taxonomy.names('Wrote lesson plans and ran usability studies')).toEqual(
      expect.arrayContaining(['Lesson Planning', 'Usability Testing']),
    );
  });

  it('finds skills shown by a phrase, with the phrase rule', () => {
    expect(shows('Led cross-functional teams of 35 engineers')).toEqual(
      expect.arrayContaining([
        ['Leadership', 'alias'],
        ['Collaboration', 'alias'],
      ]),
    );
    expect(shows('Presented quarterly results to the executive team')).toContainEqual([
      'Communication',
      'phrase',
    ]);
    expect(shows('Trained every new hire on the front desk')).toContainEqual(['Staff Training', 'phrase']);
  });

  it('does not read communication between services as a communication skill', () => {
    expect(taxonomy.names('RESTful services for communication between frontend and backend')).not.toContain(
      'Communication',
    );
    expect(taxonomy.names('Customer service, Zendesk, communication, conflict resolution')).toContain(
      'Communication',
    );
  });

  it('counts real communication evidence for "written and verbal communication"', async () => {
    const jobText = 'Product Manager\n\nRequirements\n- Excellent written and verbal communication';
    const analyse = (resumeText: string) => analyze(resumeText, jobText);
    const technical = await analyse(
      'Jo Park\n\nExperience\nEngineer | Acme | 2019 - Present\n- Built RESTful services for communication between frontend and backend',
    );
    expect(technical.matchedSkills.map((s) => s.skill)).not.toContain('Communication');
    const real = await analyse(
      'Jo Park\n\nExperience\nProduct Manager | Acme | 2019 - Present\n- Wrote the monthly stakeholder updates and presented the roadmap to the board',
    );
    expect(['phrase', 'concept']).toContain(
      real.matchedSkills.find((s) => s.skill === 'Communication')?.rule,
    );
  });

  it('lets a narrower skill show a broader one, with the concept rule', async () => {
    const jobText = 'Engineer\n\nRequirements\n- Relational databases';
    const resumeText = 'Jo Park\n\nExperience\nEngineer | Acme | 2019 - Present\n- Tuned PostgreSQL queries';
    const result = await analyze(resumeText, jobText);
    expect(result.matchedSkills).toContainEqual({
      skill: 'Relational Databases',
      evidence: 'Tuned PostgreSQL queries',
      rule: 'concept',
    });
  });
});
