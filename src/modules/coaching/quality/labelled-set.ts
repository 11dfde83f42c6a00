import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InterviewType } from '../domain/interview.ts';

/** The labelled quality set in `fixtures/`: answers by tier and resume/job pairs by expected fit. */
export const TIERS = ['off-topic', 'weak', 'adequate', 'strong'] as const;
export type Tier = (typeof TIERS)[number];

export interface LabelledAnswer {
  id: string;
  type: InterviewType;
  job: string;
  question: string;
  tier: Tier;
  answer: string;
}

export interface MatchGroup {
  job: string;
  bestFirst: string[];
}

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

export function fixtureText(kind: 'resumes' | 'jobs', name: string): string {
  return readFileSync(path.join(FIXTURES, kind, `${name}.txt`), 'utf8');
}

export function labelledAnswers(): LabelledAnswer[] {
  return JSON.parse(readFileSync(path.join(FIXTURES, 'labelled-answers.json'), 'utf8')).answers;
}

export function matchGroups(): MatchGroup[] {
  return JSON.parse(readFileSync(path.join(FIXTURES, 'match-pairs.json'), 'utf8')).groups;
}

/**
 * Share of answer pairs from different tiers that the scores put in the labelled order (a tie
 * counts as a miss), with the pairs that were out of order, for the report of a failing run.
 */
export function pairwiseAgreement(scored: { id: string; tier: Tier; score: number }[]) {
  let agreed = 0;
  let total = 0;
  const misses: string[] = [];
  for (const better of scored) {
    for (const worse of scored) {
      if (TIERS.indexOf(better.tier) <= TIERS.indexOf(worse.tier)) continue;
      total += 1;
      if (better.score > worse.score) agreed += 1;
      else misses.push(`${better.id} (${better.score}) <= ${worse.id} (${worse.score})`);
    }
  }
  return { agreement: total === 0 ? 1 : agreed / total, total, misses };
}
