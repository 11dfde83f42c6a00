import { describe, expect, it } from 'vitest';
import { qualityEngine } from './quality-engine.ts';
import { professionSet } from './labelled-set.ts';
import { qualityReport, TARGETS } from './quality-report.ts';

/**
 * The answer targets of the professions set, through the same report `npm run coach -- eval`
 * prints. Only the answers are measured here: the matching targets have their own work.
 */
const engine = qualityEngine('local');

describe('answer targets on the professions set (local engine)', () => {
  it('meets the tier-mean and strong-rating targets, and orders most questions by tier', async () => {
    const { answers } = await qualityReport(engine, professionSet());
    expect(answers.errors).toEqual([]);
    expect(answers.tierMeans.strong).toBeGreaterThanOrEqual(TARGETS.strongMeanAtLeast);
    expect(answers.tierMeans.weak).toBeLessThanOrEqual(TARGETS.weakMeanAtMost);
    expect(answers.tierMeans['off-topic']).toBeLessThanOrEqual(TARGETS.offTopicMeanAtMost);
    expect(answers.strongRatedWell, JSON.stringify(answers.strongNotRatedWell)).toBeGreaterThanOrEqual(
      TARGETS.strongRatedWell,
    );
    expect(answers.questionsOrdered, JSON.stringify(answers.unordered)).toBeGreaterThanOrEqual(
      TARGETS.questionsOrdered,
    );
  });
});
