import { describe, expect, it } from 'vitest';
import { qualityEngine } from './quality-engine.ts';
import { fixtureText, labelledAnswers, matchGroups, pairwiseAgreement } from './labelled-set.ts';

/**
 * The measurable quality bar of the coaching engine, against the labelled set in fixtures/. Runs
 * the local engine by default; `COACH_QUALITY_PROVIDER=openai` (with OPENAI_API_KEY, and optionally
 * OPENAI_BASE_URL / OPENAI_MODEL) points the same harness at a model. Skipped when no key is set.
 */
const provider = process.env.COACH_QUALITY_PROVIDER === 'openai' ? 'openai' : 'local';
const skip = provider === 'openai' && !process.env.OPENAI_API_KEY;
const timeout = provider === 'openai' ? 600_000 : 10_000;
const engine = skip ? null : qualityEngine(provider);

describe.skipIf(skip)(`coaching quality (${provider} engine)`, () => {
  it(
    'orders labelled interview answers by tier with at least 90% pairwise agreement',
    async () => {
      const answers = labelledAnswers();
      expect(answers.length).toBeGreaterThanOrEqual(40);
      const jobs = new Map<
        string,
        Awaited<ReturnType<NonNullable<typeof engine>['understanding']['structureJob']>>
      >();
      const scored = [];
      for (const a of answers) {
        if (!jobs.has(a.job))
          jobs.set(a.job, await engine!.understanding.structureJob(fixtureText('jobs', a.job)));
        const result = await engine!.evaluator.evaluate({
          type: a.type,
          question: a.question,
          answer: a.answer,
          job: jobs.get(a.job)!,
        });
        expect(result.status, a.id).toBe('ok');
        scored.push({ id: a.id, tier: a.tier, score: result.score ?? 0 });
      }
      const { agreement, total, misses } = pairwiseAgreement(scored);
      console.info(`pairwise agreement ${(agreement * 100).toFixed(1)}% over ${total} pairs`);
      expect(agreement, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    },
    timeout,
  );

  it(
    'orders every resume/job group by the expected fit',
    async () => {
      const groups = matchGroups();
      expect(groups.flatMap((g) => g.bestFirst).length).toBeGreaterThanOrEqual(10);
      for (const group of groups) {
        const jobText = fixtureText('jobs', group.job);
        const job = await engine!.understanding.structureJob(jobText);
        const scores: number[] = [];
        for (const name of group.bestFirst) {
          const resumeText = fixtureText('resumes', name);
          const resume = await engine!.understanding.structureResume(resumeText);
          scores.push((await engine!.matcher.analyze({ resume, job, resumeText, jobText })).score);
        }
        const sorted = [...scores].sort((a, b) => b - a);
        expect(
          new Set(scores).size,
          `${group.job}: ${group.bestFirst.join(' > ')} scored ${scores.join(', ')}`,
        ).toBe(scores.length);
        expect(scores, `${group.job}: ${group.bestFirst.join(' > ')}`).toEqual(sorted);
      }
    },
    timeout,
  );
});
