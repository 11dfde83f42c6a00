import { CRITERIA, type CriterionName } from '../../domain/evaluation.ts';
import type { InterviewType } from '../../domain/interview.ts';
import type { AnswerFeatures } from './answer-features.ts';
import type { RubricScores } from './rubric.ts';

export interface Judgement {
  did: string[];
  lacked: string[];
}

export const OFF_TOPIC = 'it does not answer the question asked; answer it first, then add context';

function sentence(j: Judgement): string {
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const did = j.did.length > 0 ? `Did: ${j.did.join('; ')}.` : 'Did: little that counts here yet.';
  const lacked = j.lacked.length > 0 ? ` Lacked: ${j.lacked.join('; ')}.` : ' Nothing important missing.';
  return capital(`${did}${lacked}`);
}

/**
 * Feedback per criterion from the same checks that rated it: what the answer did and what it
 * lacked, quoting it where it can. An answer to another question says so first.
 */
export function rubricFeedback(
  _type: InterviewType,
  _answer: string,
  _f: AnswerFeatures,
  r: RubricScores,
  _jobSkills: string[] = [],
): Record<CriterionName, { text: string; judgement: Judgement }> {
  const out = {} as Record<CriterionName, { text: string; judgement: Judgement }>;
  for (const criterion of CRITERIA) {
    const checks = r.checks[criterion];
    const judgement: Judgement = {
      did: checks.flatMap((c) => (c.did ? [c.did] : [])),
      lacked: checks.flatMap((c) => (c.lacked ? [c.lacked] : [])),
    };
    if (r.offTopic) {
      if (criterion === 'Relevance & Examples') {
        judgement.did = [];
        judgement.lacked = [
          r.offTopicReason ?? OFF_TOPIC,
          ...judgement.lacked.filter(
            (l) => !l.startsWith('only touches') && !l.startsWith('it does not answer'),
          ),
        ];
      } else judgement.lacked.unshift('the detail is about another subject than the one asked');
    } else if (r.tooShort && criterion === 'Clarity & Structure') {
      const i = judgement.lacked.findIndex((l) => l.startsWith('only '));
      if (i > 0) judgement.lacked.unshift(...judgement.lacked.splice(i, 1));
    }
    out[criterion] = { text: sentence(judgement), judgement };
  }
  return out;
}
