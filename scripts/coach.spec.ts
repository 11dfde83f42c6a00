import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { main } from './coach.ts';

const fixtures = path.join(import.meta.dirname, '../src/modules/coaching/quality/fixtures');
const resume = path.join(fixtures, 'resumes/data-analyst.txt');
const job = path.join(fixtures, 'jobs/data-analyst.txt');

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (...lines) => out.push(...lines), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run coach', () => {
  it('analyze prints the score, the evidence and the analysis', async () => {
    const { code, out } = await run('analyze', resume, job);
    expect(code).toBe(0);
    expect(out).toContain('Resume: Priya Nair, Senior Data Analyst at Harbor Retail Group (2 roles)');
    expect(out).toMatch(/Match score: \d+\/100/);
    expect(out).toContain(
      '  + Tableau or Power BI: "Built Tableau dashboards tracking sales KPIs for 140 stores',
    );
    expect(out).toContain('  - Looker (job: "Looker")');
    expect(out).toContain('### How to raise your score');
  });

  it('evaluate prints the score and each criterion with its feedback', async () => {
    const { code, out } = await run(
      'evaluate',
      '--type',
      'Technical',
      '--question',
      'How would you design an A/B test for a new checkout page?',
      '--answer',
      'I would split users randomly, pick conversion rate as the metric, size the sample for 80% power, run two full weeks, and compare with a z-test, because peeking early inflates false positives.',
      '--job',
      job,
    );
    expect(code).toBe(0);
    expect(out).toMatch(/^Score: \d+(\.\d)?\/10/);
    expect(out).toMatch(/Technical Depth: (Excellent|Good|Needs Improvement)\n {2}Did: /);
    expect(out).toContain('Relevance & Examples: ');
  });

  it('plan and polish print the questions and the suggestions, or JSON on request', async () => {
    const plan = await run('plan', resume, job, '--type', 'Coding', '--count', '3');
    expect(plan.out.split('\n')).toHaveLength(3);
    expect(plan.out).toMatch(/^1\. \[[^\]]+\] Hi, and thanks for joining me!/);
    const polish = await run('polish', resume, job, '--json');
    expect(JSON.parse(polish.out)).toMatchObject({
      summary: { original: expect.any(String) },
      experiences: [{ index: 0 }, { index: 1 }],
    });
  });

  it('eval prints the quality report with PASS or FAIL per target, or the report as JSON', async () => {
    // what the engine scores is the report's business, not this test's: only its shape is checked
    const { code, out } = await run('eval');
    expect(code).toBe(0);
    expect(out).toMatch(
      /^Coaching quality \(local engine\): 13 jobs x 13 resumes, 80 answers to 20 questions/,
    );
    expect(out).toMatch(/Own resume ranks first for its job: \d+\/13/);
    expect(out).toMatch(/Tier means: strong [\d.]+, adequate [\d.]+, weak [\d.]+, off-topic [\d.]+/);
    expect(out).toMatch(/match p95 [\d.]+ ms \(169 runs\), evaluation p95 [\d.]+ ms \(80 runs\)/);
    expect(out.match(/^ {2}(PASS|FAIL) {2}/gm)).toHaveLength(9);
    const json = JSON.parse((await run('eval', '--json')).out);
    expect(json).toMatchObject({ provider: 'local', answers: { count: 80, questions: 20 } });
    expect(json.targets).toHaveLength(9);
    // the whole quality report, twice: on a busy machine that alone takes over 20 s
  }, 120_000);

  it('eval --answers measures only the answers of a file, and lists every score', async () => {
    const file = path.join(fixtures, 'unseen/labelled-answers.json');
    const { code, out } = await run('eval', '--answers', file);
    expect(code).toBe(0);
    expect(out).toMatch(/^Coaching quality \(local engine\): 72 answers to 18 questions/);
    expect(out).not.toContain('Matching');
    expect(out).toMatch(/^ {4}peerfeedback-strong [\d.]+$/m);
    expect(out.match(/^ {2}(PASS|FAIL) {2}/gm)).toHaveLength(5);
    const json = JSON.parse((await run('eval', '--answers', file, '--json')).out);
    expect(json.answers.scored).toHaveLength(72);
  });

  it('eval refuses to measure a model without a key', async () => {
    vi.stubEnv('COACH_QUALITY_PROVIDER', 'openai');
    vi.stubEnv('OPENAI_API_KEY', '');
    try {
      expect((await run('eval')).err).toContain('COACH_QUALITY_PROVIDER=openai needs OPENAI_API_KEY');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('explains how to use it when the command or its input is wrong', async () => {
    expect(await run()).toMatchObject({ code: 2, err: expect.stringContaining('Usage: npm run coach') });
    expect((await run('evaluate', '--answer', 'x')).err).toContain('coach: missing --question');
    expect((await run('plan', resume, job, '--persona', 'Sarcastic')).err).toContain(
      '--persona must be one of',
    );
    expect((await run('analyze', 'resume.pdf', job)).err).toContain('convert it to plain text first');
    expect((await run('parse-eval', '--set', 'everything')).err).toContain('--set must be one of');
    expect((await run('analyze', '/nope/missing.txt', job)).code).toBe(1);
  });
});
