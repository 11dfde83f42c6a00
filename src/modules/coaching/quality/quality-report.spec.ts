import { describe, expect, it } from 'vitest';
import type { EvaluationRequest, EvaluationResult } from '../domain/evaluation.ts';
import type { StructuredJobDescription } from '../domain/structured-job.ts';
import type { StructuredResume } from '../domain/structured-resume.ts';
import type { MatchRequest } from '../ports/match-analyzer.ts';
import type { LabelledAnswer, QualitySet, Tier } from './labelled-set.ts';
import { formatQualityReport, percentile, type QualityEngine, qualityReport } from './quality-report.ts';

const resume = (name: string): StructuredResume => ({
  contactInfo: { name, email: null, phone: null, linkedin: null, website: null, location: null },
  summary: name,
  skills: { categorized: {}, softSkills: [] },
  workExperience: [],
  education: [],
  certifications: [],
});
const job = (title: string): StructuredJobDescription => ({
  title,
  seniority: null,
  requiredSkills: [],
  preferredSkills: [],
  responsibilities: [],
});

/** Three jobs; the nurse resume scores higher for the engineering job than for its own. */
const set: QualitySet = {
  manifest: {
    resumes: [
      { name: 'engineer', profession: 'software', seniority: '10 years' },
      { name: 'nurse', profession: 'nursing', seniority: '5 years' },
      { name: 'analyst', profession: 'data', seniority: '3 years' },
    ],
    jobs: [
      { name: 'engineering-job', resume: 'engineer', adjacent: ['analyst'], sameField: [] },
      { name: 'nursing-job', resume: 'nurse', adjacent: [], sameField: [] },
      { name: 'data-job', resume: 'analyst', adjacent: ['engineer'], sameField: [] },
    ],
    groups: [{ job: 'data-job', bestFirst: ['analyst', 'engineer', 'nurse'] }],
  },
  resumeTexts: { engineer: 'engineer', nurse: 'nurse', analyst: 'analyst' },
  jobTexts: { 'engineering-job': 'engineering-job', 'nursing-job': 'nursing-job', 'data-job': 'data-job' },
  answers: [],
};

const SCORES: Record<string, Record<string, number>> = {
  'engineering-job': { engineer: 80, nurse: 50, analyst: 40 },
  'nursing-job': { engineer: 5, nurse: 45, analyst: 0 },
  'data-job': { engineer: 70, nurse: 10, analyst: 65 },
};

function answer(question: string, tier: Tier, text: string): LabelledAnswer {
  return { id: `${question}-${tier}`, type: 'Behavioral', job: 'data-job', question, tier, answer: text };
}

/** A fake engine whose scores come from the tables above; answers score what their text says. */
function fakeEngine(): QualityEngine {
  return {
    provider: 'local',
    understanding: {
      structureResume: async (text) => resume(text),
      structureJob: async (text) => job(text),
    },
    matcher: {
      analyze: async ({ resume: r, job: j }: MatchRequest) => ({
        score: SCORES[j.title]![r.contactInfo.name!]!,
        matchedSkills: [],
        missingSkills: [],
        analysis: '',
      }),
    },
    evaluator: {
      evaluate: async ({ answer: text }: EvaluationRequest): Promise<EvaluationResult> => {
        if (text === 'fails') return { status: 'error', score: null, evaluation_criteria: [] };
        const [score, rating] = text.split(' ');
        return {
          status: 'ok',
          score: Number(score),
          evaluation_criteria: [
            { criterion: 'Technical Depth', rating: 'Excellent', feedback: '' },
            { criterion: 'Clarity & Structure', rating: 'Good', feedback: '' },
            {
              criterion: 'Relevance & Examples',
              rating: rating === 'poor' ? 'Needs Improvement' : 'Good',
              feedback: '',
            },
          ],
        };
      },
    },
  };
}

/** A clock that advances by the next step on every reading (two readings per call). */
function steppingClock(steps: number[]): () => number {
  let time = 0;
  let reading = 0;
  return () => {
    if (reading++ % 2 === 1) time += steps.shift() ?? 1;
    return time;
  };
}

describe('qualityReport', () => {
  it('names the jobs whose own resume does not rank first, and the resumes whose own job does not', async () => {
    const report = await qualityReport(fakeEngine(), set);
    expect(report.matching.ownResumeFirst).toBeCloseTo(2 / 3);
    expect(report.matching.jobRankingFailures).toEqual([
      { subject: 'data-job', expected: 'analyst', expectedScore: 65, top: 'engineer', topScore: 70 },
    ]);
    expect(report.matching.ownJobFirst).toBeCloseTo(2 / 3);
    expect(report.matching.resumeRankingFailures).toEqual([
      { subject: 'nurse', expected: 'nursing-job', expectedScore: 45, top: 'engineering-job', topScore: 50 },
    ]);
    const lines = formatQualityReport(report).join('\n');
    expect(lines).toContain('Own resume ranks first for its job: 2/3 (66.7%)');
    expect(lines).toContain('    - data-job: own analyst 65, but engineer 70');
    expect(lines).toContain('    - nurse: own job nursing-job 45, but engineering-job 50');
  });

  it('averages own, adjacent and unrelated pairs apart and scores the groups by pairs in order', async () => {
    const { matching } = await qualityReport(fakeEngine(), set);
    expect(matching.ownJobMean).toBeCloseTo((80 + 45 + 65) / 3);
    expect(matching.adjacentMean).toBeCloseTo((40 + 70) / 2);
    expect(matching.unrelatedMean).toBeCloseTo((50 + 5 + 0 + 10) / 4);
    expect(matching.pairs).toEqual({ own: 3, adjacent: 2, unrelated: 4 });
    expect(matching.groups).toEqual([
      {
        job: 'data-job',
        bestFirst: ['analyst', 'engineer', 'nurse'],
        scores: [65, 70, 10],
        agreement: 2 / 3,
      },
    ]);
  });

  it('checks the tier order per question and the ratings of strong answers, and counts failures as 0', async () => {
    const answers = [
      answer('q1', 'strong', '8 ok'),
      answer('q1', 'adequate', '6 ok'),
      answer('q1', 'weak', '3 ok'),
      answer('q1', 'off-topic', '1 ok'),
      answer('q2', 'strong', '5 poor'),
      answer('q2', 'adequate', '6 ok'),
      answer('q2', 'weak', 'fails'),
      answer('q2', 'off-topic', '2 ok'),
    ];
    const report = await qualityReport(fakeEngine(), { ...set, answers });
    expect(report.answers.tierMeans).toEqual({ strong: 6.5, adequate: 6, weak: 1.5, 'off-topic': 1.5 });
    expect(report.answers.questionsOrdered).toBe(0.5);
    expect(report.answers.unordered).toEqual([
      { question: 'q2', scores: { strong: 5, adequate: 6, weak: 0, 'off-topic': 2 } },
    ]);
    expect(report.answers.strongRatedWell).toBe(0.5);
    expect(report.answers.strongNotRatedWell).toEqual([
      {
        id: 'q2-strong',
        ratings: {
          'Technical Depth': 'Excellent',
          'Clarity & Structure': 'Good',
          'Relevance & Examples': 'Needs Improvement',
        },
      },
    ]);
    expect(report.answers.errors).toEqual(['q2-weak']);
    const lines = formatQualityReport(report);
    expect(lines).toContain('    - q2: strong 5, adequate 6, weak 0, off-topic 2');
    expect(lines).toContain('  FAIL  strong answer mean: 6.5 (target >= 7)');
    expect(lines).toContain('  PASS  weak answer mean: 1.5 (target <= 4)');
  });

  it('passes every target only when the engine ranks, scores and rates as labelled', async () => {
    const perfect = fakeEngine();
    perfect.matcher = {
      analyze: async ({ resume: r, job: j }) => ({
        score: set.manifest.jobs.find((x) => x.name === j.title)!.resume === r.contactInfo.name ? 90 : 10,
        matchedSkills: [],
        missingSkills: [],
        analysis: '',
      }),
    };
    const answers = [
      answer('q', 'strong', '9 ok'),
      answer('q', 'adequate', '6 ok'),
      answer('q', 'weak', '3 ok'),
      answer('q', 'off-topic', '1 ok'),
    ];
    const report = await qualityReport(perfect, { ...set, answers });
    expect(report.targets.filter((t) => !t.pass)).toEqual([]);
    const failing = await qualityReport(fakeEngine(), { ...set, answers });
    expect(failing.targets.filter((t) => !t.pass).map((t) => t.name)).toEqual([
      'own resume ranks first for every job',
      'own job ranks first for every resume',
    ]);
  });

  it('reports the 95th percentile of match and evaluation times', async () => {
    // 9 matches taking 1..9 ms, then one answer taking 40 ms
    const clock = steppingClock([1, 2, 3, 4, 5, 6, 7, 8, 9, 40]);
    const report = await qualityReport(
      fakeEngine(),
      { ...set, answers: [answer('q', 'strong', '9 ok')] },
      {
        now: clock,
      },
    );
    expect(report.timing).toEqual({ matchP95Ms: 9, evaluationP95Ms: 40, matches: 9, evaluations: 1 });
    expect(percentile([5, 1, 3, 2, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], 95)).toBe(19);
  });
});
