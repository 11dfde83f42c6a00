import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../../shared/kernel/clock.ts';
import { applySuggestions } from '../../domain/polish.ts';
import { fixtureText } from '../../quality/labelled-set.ts';
import { parseJob } from './job-parser.ts';
import { LocalMatchAnalyzer } from './local-match-analyzer.ts';
import { LocalResumePolisher } from './local-resume-polisher.ts';
import { parseResume } from './resume-parser.ts';

const polisher = new LocalResumePolisher(new LocalMatchAnalyzer(new FixedClock('2025-06-01T00:00:00Z')));
const job = parseJob(fixtureText('jobs', 'senior-backend-engineer'));

describe('local resume polish', () => {
  it('rewrites the summary around the job’s skills the resume already shows', async () => {
    const resume = parseResume(fixtureText('resumes', 'fullstack-developer'));
    const s = await polisher.suggestSummary({ resume, job });
    expect(s.original).toBe(resume.summary);
    expect(s.suggested).toBe(`${resume.summary} Skilled in PostgreSQL, AWS, Docker and REST APIs.`);
    expect(s.reasoning).toContain('PostgreSQL, AWS, Docker and REST APIs');
    // each named skill with the resume's own sentence that shows it, quoted as written
    const quoted = [...s.reasoning.matchAll(/(\w[\w ]*): “([^”]+)”/g)];
    expect(quoted.map((q) => q[1])).toEqual(['PostgreSQL', 'AWS', 'Docker', 'REST APIs']);
    for (const [, , line] of quoted) expect(fixtureText('resumes', 'fullstack-developer')).toContain(line);
  });

  it('names no skill that only a list of skills shows, never a sentence', async () => {
    const resume = parseResume(fixtureText('resumes', 'fullstack-developer'));
    const listed = {
      ...resume,
      workExperience: resume.workExperience.map((e) => ({ ...e, description: '- Shipped features.' })),
    };
    const s = await polisher.suggestSummary({ resume: listed, job });
    expect(s.suggested).not.toMatch(/Skilled in/);
  });

  it('opens an untitled summary with the candidate’s own most recent title', async () => {
    const resume = {
      ...parseResume(fixtureText('resumes', 'fullstack-developer')),
      summary: 'I ship product features end to end.',
    };
    const s = await polisher.suggestSummary({ resume, job });
    expect(s.suggested).toMatch(
      /^Software Developer with experience at Lumen Commerce and Pixel Foundry\. I ship product features/,
    );
  });

  it('strengthens weak openers and moves the bullets the job cares about up, with the heading facts', async () => {
    const resume = parseResume(`Ana Ruiz

Experience
Support Engineer | Acme Corp | Austin, TX | Jan 2021 - Present
- Responsible for the weekly on-call rota
- I successfully migrated billing jobs to Kubernetes
- Worked on PostgreSQL query tuning`);
    const s = await polisher.suggestExperience({
      experience: resume.workExperience[0]!,
      index: 0,
      job,
      resume,
    });
    expect(s.suggested).toBe(
      '- Contributed to PostgreSQL query tuning\n- Migrated billing jobs to Kubernetes\n- Owned the weekly on-call rota',
    );
    expect(s).toMatchObject({
      index: 0,
      jobTitle: 'Support Engineer',
      company: 'Acme Corp',
      location: 'Austin, TX',
      duration: 'Jan 2021 - Present',
    });
    expect(s.reasoning).toContain('moves the bullets that show PostgreSQL');
    expect(s.reasoning).toContain('starts 3 bullets with a strong verb');
  });

  it('tells a finished role in the past tense and tightens wordy phrases, numbers untouched', async () => {
    const resume = parseResume(`Ana Ruiz

Experience
Operations Analyst | Initech | Jan 2019 - Dec 2022
- Manage the vendor onboarding process in order to cut delays by 30%
- Responsible for coordinating 12 regional warehouses
- Utilized SQL on a weekly basis to reconcile $2.4M of invoices
- Lead developer for the inventory tool`);
    const s = await polisher.suggestExperience({
      experience: resume.workExperience[0]!,
      index: 0,
      job,
      resume,
    });
    expect(s.suggested).toBe(
      [
        '- Managed the vendor onboarding process to cut delays by 30%',
        '- Coordinated 12 regional warehouses',
        '- Used SQL weekly to reconcile $2.4M of invoices',
        '- Lead developer for the inventory tool',
      ].join('\n'),
    );
    expect(s.reasoning).toContain('in the past tense, since this role has ended');
    expect(s.reasoning).toContain('tightens wordy phrases');
  });

  it('keeps a current role in the present and drops the pronouns of a summary', async () => {
    const resume = parseResume(`Ana Ruiz

Summary
I am a support engineer who utilized Kubernetes daily.

Experience
Support Engineer | Acme Corp | Jan 2021 - Present
- Manage the weekly on-call rota`);
    const summary = await polisher.suggestSummary({ resume, job });
    expect(summary.suggested.startsWith('Support engineer who used Kubernetes daily.')).toBe(true);
    const s = await polisher.suggestExperience({
      experience: resume.workExperience[0]!,
      index: 0,
      job,
      resume,
    });
    expect(s.suggested).toBe('- Manage the weekly on-call rota');
  });

  it('scores the resume before and after, never lower after', async () => {
    const resume = parseResume(fixtureText('resumes', 'fullstack-developer'));
    const summary = await polisher.suggestSummary({ resume, job });
    const experiences = await Promise.all(
      resume.workExperience.map((experience, index) =>
        polisher.suggestExperience({ experience, index, job, resume }),
      ),
    );
    const scores = await polisher.score({
      original: resume,
      improved: applySuggestions(resume, summary, experiences),
      job,
    });
    expect(scores.originalMatchScore).toBeGreaterThan(0);
    expect(scores.improvedMatchScore).toBeGreaterThanOrEqual(scores.originalMatchScore);
  });
});
