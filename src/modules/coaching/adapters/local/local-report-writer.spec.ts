import { describe, expect, it } from 'vitest';
import { failedEvaluation } from '../../domain/evaluation.ts';
import type { ReportAnswer } from '../../domain/report.ts';
import { LocalAnswerEvaluator } from './local-answer-evaluator.ts';
import { LocalReportWriter } from './local-report-writer.ts';

const job = {
  title: 'Data Analyst',
  seniority: null,
  requiredSkills: ['SQL', 'Tableau'],
  preferredSkills: [],
  responsibilities: [],
};
const questions = [
  'Tell me about a time you explained an analysis to executives. What was the result?',
  'Tell me about a time you missed a deadline. What happened?',
];
const answers = [
  "At Harbor Retail I analyzed why promotions were hurting margin across 140 stores, using a regression in SQL and Python. My task was to explain it to the executive team so they could choose next quarter's promotions. Instead of showing coefficients, I built one Tableau chart that ranked promotion types by incremental margin, because a ranking answers their real question. I rehearsed with a store manager and I cut two slides she found confusing. As a result the executives approved dropping the two worst promotions, margin rose 2.1% the next quarter, and the CFO asked me to use the same format every quarter. I learned to start from the decision, not the model.",
  'Um, I guess I just worked harder, basically. It was fine.',
];

async function reportAnswers(): Promise<ReportAnswer[]> {
  const evaluator = new LocalAnswerEvaluator();
  return Promise.all(
    answers.map(async (answer, i) => ({
      answerId: `a${i}`,
      questionNumber: i + 1,
      kind: 'main' as const,
      question: questions[i]!,
      answer,
      evaluation: await evaluator.evaluate({ type: 'Behavioral', question: questions[i]!, answer, job }),
    })),
  );
}

describe('local report writer', () => {
  it('scores Technical Skills and Communication out of 10', async () => {
    const report = await new LocalReportWriter().write({
      type: 'Behavioral',
      jobTitle: 'Data Analyst',
      jobSkills: ['SQL', 'Tableau'],
      answers: await reportAnswers(),
    });
    const names = report.skillScores.map((s) => s.skill);
    expect(names).toEqual(expect.arrayContaining(['Technical Skills', 'Communication']));
    for (const s of report.skillScores) {
      expect(s.score).toBeGreaterThan(0);
      expect(s.score).toBeLessThanOrEqual(10);
    }
  });

  it('writes ordered actions tied to the answers that showed each gap', async () => {
    const { improvementRoadmap } = await new LocalReportWriter().write({
      type: 'Behavioral',
      jobTitle: 'Data Analyst',
      jobSkills: ['SQL', 'Tableau'],
      answers: await reportAnswers(),
    });
    expect(improvementRoadmap).toMatch(/^Based on 2 evaluated answers for Data Analyst/);
    expect(improvementRoadmap).toMatch(/\n1\. \*\*[^*]+\*\* \(Q2\)\./);
    // the example quotes what the person said in the weak answer, not the question
    expect(improvementRoadmap).toContain('For example, in Q2 you said: "Um, I guess I just worked harder');
    expect(improvementRoadmap).toMatch(/\*\*Keep doing:\*\* your answer to Q1/);
  });

  it('quotes a different answer in each action, and none twice', async () => {
    const evaluator = new LocalAnswerEvaluator();
    const thin = ['I think so.', 'Maybe, it depends.', 'Yes, I did that once.'];
    const weak: ReportAnswer[] = await Promise.all(
      thin.map(async (answer, i) => ({
        answerId: `w${i}`,
        questionNumber: i + 1,
        kind: 'main' as const,
        question: questions[i % 2]!,
        answer,
        evaluation: await evaluator.evaluate({
          type: 'Behavioral',
          question: questions[i % 2]!,
          answer,
          job,
        }),
      })),
    );
    const { improvementRoadmap } = await new LocalReportWriter().write({
      type: 'Behavioral',
      jobTitle: 'Data Analyst',
      jobSkills: ['SQL', 'Tableau'],
      answers: weak,
    });
    const quotes = [...improvementRoadmap.matchAll(/you said: "([^"]+)"/g)].map((m) => m[1]);
    expect(quotes.length).toBe(3);
    expect(new Set(quotes).size).toBe(quotes.length);
    expect(improvementRoadmap.match(/^\d\. /gm)?.length).toBeGreaterThan(3);
  });

  it('leaves failed evaluations out and says so when nothing could be evaluated', async () => {
    const [first] = await reportAnswers();
    const failed = { ...first!, evaluation: failedEvaluation() };
    const report = await new LocalReportWriter().write({
      type: 'Technical',
      jobTitle: 'X',
      answers: [failed],
    });
    expect(report.skillScores.find((s) => s.skill === 'Communication')?.score).toBe(0);
    expect(report.improvementRoadmap).toContain('Try Again');
  });
});
