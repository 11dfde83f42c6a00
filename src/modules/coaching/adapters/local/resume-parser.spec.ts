import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../quality/labelled-set.ts';
import { parseResume } from './resume-parser.ts';

describe('resume parsing', () => {
  it('reads contact details, summary, roles, education and certifications of a one-line-heading layout', () => {
    const r = parseResume(fixtureText('resumes', 'backend-engineer'));
    expect(r.contactInfo).toEqual({
      name: 'Maya Chen',
      email: 'maya.chen@example.com',
      phone: '(206) 555-0143',
      linkedin: 'linkedin.com/in/mayachen',
      website: 'github.com/mayachen',
      location: 'Seattle, WA',
    });
    expect(r.summary).toMatch(/^Backend engineer with 8 years/);
    expect(r.workExperience.map(({ description, ...head }) => head)).toEqual([
      {
        standardizedJobTitle: 'Senior Software Engineer',
        company: 'Northwind Logistics',
        location: 'Seattle, WA',
        startDate: 'Mar 2020',
        endDate: 'Present',
        // the heading as the resume writes it, kept for a role saved as written
        heading: 'Senior Software Engineer | Northwind Logistics | Seattle, WA | Mar 2020 - Present',
      },
      {
        standardizedJobTitle: 'Software Engineer',
        company: 'Brightside Health',
        location: 'Remote',
        startDate: 'Jun 2016',
        endDate: 'Feb 2020',
        heading: 'Software Engineer\nBrightside Health, Remote\nJun 2016 – Feb 2020',
      },
    ]);
    expect(r.workExperience[0]!.description.split('\n')).toHaveLength(5);
    expect(r.education).toEqual([
      {
        degree: 'B.S.',
        major: 'Computer Science',
        university: 'University of Washington',
        graduationDate: '2016',
      },
    ]);
    expect(r.certifications).toEqual(['AWS Certified Solutions Architect – Associate']);
  });

  it('keeps the resume’s own skill categories and adds skills its experience shows', () => {
    const r = parseResume(fixtureText('resumes', 'backend-engineer'));
    expect(r.skills.categorized.Languages).toEqual(['Python', 'Go', 'SQL', 'Bash']);
    expect(r.skills.categorized['Cloud & DevOps']).toContain('Lambda');
    expect(r.skills.categorized['Backend Development']).toEqual(['Microservices', 'REST APIs']);
    expect(r.skills.softSkills).toContain('Mentoring');
  });

  it('reads markdown headings, stacked role headings and company-first layouts', () => {
    const md = parseResume(fixtureText('resumes', 'fullstack-developer'));
    expect(md.contactInfo.name).toBe('Jordan Alvarez');
    expect(md.workExperience.map((e) => [e.standardizedJobTitle, e.company, e.startDate])).toEqual([
      ['Software Developer', 'Lumen Commerce', 'Jan 2021'],
      ['Junior Web Developer', 'Pixel Foundry', 'Jul 2019'],
    ]);
    const nurse = parseResume(fixtureText('resumes', 'registered-nurse'));
    expect(nurse.contactInfo.name).toBe('Samuel Okafor');
    expect(nurse.workExperience[0]).toMatchObject({
      standardizedJobTitle: 'ICU Registered Nurse',
      company: 'Grady Memorial Hospital',
    });
    expect(nurse.certifications).toHaveLength(3);
  });

  it('reads "Title at Company (years)" headings and year-only dates', () => {
    const r = parseResume(fixtureText('resumes', 'medical-assistant'));
    expect(r.workExperience.map((e) => [e.standardizedJobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ['Medical Assistant', 'Peachtree Family Clinic', '2020', 'Present'],
      ['Front Desk Receptionist', 'Sunrise Dental', '2018', '2020'],
    ]);
  });

  it('splits a paragraph-style role from the next one and expands abbreviated titles', () => {
    const r = parseResume(`Kim Lee
kim@example.com

Experience
Sr. Data Analyst, Foo Bank, 2019 - 2022
Analysed loan data in SQL and built Tableau dashboards for the credit team. Cut reporting time in half.
Jr. Analyst, Bar Group, 2017 - 2019
Prepared Excel reports.`);
    expect(r.workExperience.map((e) => [e.standardizedJobTitle, e.company])).toEqual([
      ['Senior Data Analyst', 'Foo Bank'],
      ['Junior Analyst', 'Bar Group'],
    ]);
  });

  it('leaves out what the resume does not say instead of guessing', () => {
    const r = parseResume('Just some notes about cooking and travel.');
    expect(r.contactInfo).toEqual({
      name: null,
      email: null,
      phone: null,
      linkedin: null,
      website: null,
      location: null,
    });
    expect(r.workExperience).toEqual([]);
    expect(r.education).toEqual([]);
    expect(r.certifications).toEqual([]);
  });

  it('reads a school or a company set in bold as a name, not as the heading its words could make', () => {
    const r = parseResume(`Jane Doe
jane@example.com

Experience
**Summit Tools, Inc.**
Buyer
Jan 2020 - Present
- Placed orders with forty suppliers.

Education
**Oak Hollow Institute of Technology**
A.A.S., Political Science`);
    expect(r.workExperience.map((e) => e.company)).toEqual(['Summit Tools, Inc.']);
    expect(r.education).toEqual([
      {
        degree: 'A.A.S.',
        major: 'Political Science',
        university: 'Oak Hollow Institute of Technology',
        graduationDate: null,
      },
    ]);
  });

  it('finds an untitled summary read after a side column, and a BA or BS with its field', () => {
    const r = parseResume(`carla@example.com | Reno, NV

# SKILLS
Excel
QuickBooks

# EDUCATION
**Northgate College**
BA, Accounting
2019

# Carla Underwood

Controller with seven years of experience in audit schedules and budget forecasts, known for clean month-end closes.

# EXPERIENCE
**Controller** | Evergreen Holdings, Inc.
Mar 2024 - Present
- Closed the books in four days.`);
    expect(r.summary).toMatch(/^Controller with seven years/);
    expect(r.education).toEqual([
      { degree: 'BA', major: 'Accounting', university: 'Northgate College', graduationDate: '2019' },
    ]);
  });

  it('reads a role heading ending in an employer’s legal form, or long and in bold, with its place and dates below', () => {
    const r = parseResume(`Jane Doe
jane@example.com

Experience
**Senior Buyer | Summit Tools, Inc.**
Reno, NV | Jan 2020 - Present
- Placed orders with forty suppliers

**Clerk to the Presiding Judge of the Northern Circuit | Superior Court for the County of Santa Clara**
San Jose, CA | Aug 2017 - Dec 2019
- Drafted bench memos`);
    expect(
      r.workExperience.map((e) => [e.standardizedJobTitle, e.company, e.location, e.startDate, e.endDate]),
    ).toEqual([
      ['Senior Buyer', 'Summit Tools, Inc.', 'Reno, NV', 'Jan 2020', 'Present'],
      [
        'Clerk to the Presiding Judge of the Northern Circuit',
        'Superior Court for the County of Santa Clara',
        'San Jose, CA',
        'Aug 2017',
        'Dec 2019',
      ],
    ]);
    expect(r.workExperience.map((e) => e.description)).toEqual([
      '- Placed orders with forty suppliers',
      '- Drafted bench memos',
    ]);
  });

  it('reads schools listed as bullets, each its own entry, a credential told from its school by its name', () => {
    const listed = (order: (degree: string, school: string) => string) =>
      parseResume(`Jane Doe

Education
- ${order('Master of Public Health', 'Lakeside University')}, 2016
- ${order('Welding Technology Certificate', 'Riverbend Trade Center')}, 2012`).education;
    const expected = [
      {
        degree: 'Master of Public Health',
        major: null,
        university: 'Lakeside University',
        graduationDate: '2016',
      },
      {
        degree: 'Welding Technology Certificate',
        major: null,
        university: 'Riverbend Trade Center',
        graduationDate: '2012',
      },
    ];
    expect(listed((degree, school) => `${degree}, ${school}`)).toEqual(expected);
    expect(listed((degree, school) => `${school}, ${degree}`)).toEqual(expected);
    // under a school written as a line, a bullet is a detail of it
    const detailed = parseResume(`Jane Doe

Education
Northgate College
BA, Accounting
- Dean's List, Northgate College Honors Program`).education;
    expect(detailed).toEqual([
      { degree: 'BA', major: 'Accounting', university: 'Northgate College', graduationDate: null },
    ]);
  });

  it('never reads contact details above the first role, in a resume without headings, as part of it', () => {
    const r = parseResume(
      [
        '# **Dana Whitfield**',
        'dana.whitfield@example.com',
        '(555) 555-0142',
        'Columbus, OH',
        '',
        'Warehouse Supervisor\t2021 - Current',
        'Lakeside Freight, Dayton, OH',
        'Scheduled three shifts of pickers and cut late loads by a third.',
        'Trained new hires on scanner workflows and safety checks.',
        'Shift Lead\t2018 - 2021',
        'Harbor Distribution, Toledo, OH',
        'Ran the inbound dock for a crew of eight.',
      ].join('\n'),
    );
    expect(r.workExperience.map((w) => [w.standardizedJobTitle, w.company, w.location, w.startDate])).toEqual(
      [
        ['Warehouse Supervisor', 'Lakeside Freight', 'Dayton, OH', '2021'],
        ['Shift Lead', 'Harbor Distribution', 'Toledo, OH', '2018'],
      ],
    );
    expect(r.workExperience[0]!.description).not.toContain('Lakeside');
  });
});
