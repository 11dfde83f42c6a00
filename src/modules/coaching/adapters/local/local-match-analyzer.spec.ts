import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../../shared/kernel/clock.ts';
import { fixtureText } from '../../quality/labelled-set.ts';
import { parseJob } from './job-parser.ts';
import { LocalMatchAnalyzer } from './local-match-analyzer.ts';
import { parseResume } from './resume-parser.ts';

const analyzer = new LocalMatchAnalyzer(new FixedClock('2025-06-01T00:00:00Z'));
const jobText = fixtureText('jobs', 'senior-backend-engineer');
const resumeText = fixtureText('resumes', 'fullstack-developer');
const request = { resume: parseResume(resumeText), job: parseJob(jobText), resumeText, jobText };

describe('local match analysis', () => {
  it('backs every matched skill with the resume line that shows it', async () => {
    const result = await analyzer.analyze(request);
    expect(result.matchedSkills).toContainEqual({
      skill: 'PostgreSQL',
      evidence: 'Wrote REST APIs backed by PostgreSQL and deployed them with Docker on AWS',
      rule: 'exact',
    });
    const normalised = resumeText.replace(/\s+/g, ' ');
    for (const m of result.matchedSkills) expect(normalised).toContain(m.evidence);
  });

  it('gives every missing skill the job line that asks for it', async () => {
    const result = await analyzer.analyze(request);
    expect(result.missingSkills).toContainEqual({
      skill: 'Kafka',
      evidence: 'Build event-driven pipelines with Kafka and keep data consistent across services',
      rule: 'exact',
    });
    expect(result.missingSkills.map((s) => s.skill)).toEqual(
      expect.arrayContaining(['Python', 'Kubernetes', 'Redis']),
    );
  });

  it('always gives the same score for the same documents', async () => {
    const scores = await Promise.all([1, 2, 3].map(() => analyzer.analyze(request).then((r) => r.score)));
    expect(new Set(scores).size).toBe(1);
    expect(scores[0]).toBeGreaterThan(0);
    expect(scores[0]).toBeLessThan(100);
  });

  it('explains the score in markdown: strengths with quotes, gaps, level and next steps', async () => {
    const { analysis, score } = await analyzer.analyze(request);
    expect(analysis).toContain(`**Match score: ${score}/100`);
    expect(analysis).toContain('### Where you match');
    expect(analysis).toContain(
      '- **PostgreSQL, AWS, Docker and REST APIs**: "Wrote REST APIs backed by PostgreSQL',
    );
    expect(analysis).toContain('### Gaps to address');
    expect(analysis).toMatch(/- \*\*Python\*\* \(required\)\./);
    expect(analysis).toContain('### Experience and level');
    expect(analysis).toMatch(/### How to raise your score\n1\. /);
  });

  it('gives no evidence when the resume does not show the skill, even for a close relative', async () => {
    const result = await analyzer.analyze({ ...request, jobText: undefined });
    expect(result.missingSkills.find((s) => s.skill === 'Python')).toEqual({
      skill: 'Python',
      rule: 'exact',
    });
    expect(result.analysis).toMatch(
      /\*\*Redis\*\* \(required\)\. Closest on your resume: (PostgreSQL|MongoDB)\./,
    );
  });
});
