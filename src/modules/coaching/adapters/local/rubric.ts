import type { InterviewType } from '../../domain/interview.ts';
import type { AnswerFeatures } from './answer-features.ts';
import type { QuestionVocabulary } from './question-topics.ts';

/** The three criteria as fractions (0-1), plus the judgements the feedback and follow-ups cite. */
export interface RubricScores {
  depth: number;
  clarity: number;
  relevance: number;
  /** Share of the question's vocabulary the answer touched, 0-1. */
  onQuestion: number;
  questionHits: string[];
  offTopic: boolean;
  tooShort: boolean;
  hasExample: boolean;
  lengthFit: number;
  score: number;
}

const cap = (n: number) => Math.min(1, Math.max(0, n));

function lengthFit(type: InterviewType, words: number): number {
  if (type === 'Coding') return words < 15 ? 0.1 : words < 40 ? 0.5 : 1;
  const [tiny, short, fair, ideal, long] =
    type === 'Behavioral' ? [30, 60, 110, 350, 500] : [20, 45, 80, 320, 480];
  if (words < tiny) return 0.1;
  if (words < short) return 0.35;
  if (words < fair) return 0.7;
  if (words <= ideal) return 1;
  return words <= long ? 0.8 : 0.6;
}

function starCount(f: AnswerFeatures): number {
  return [f.star.situation, f.star.task, f.star.action, f.star.result].filter(Boolean).length;
}

/**
 * Rates an answer from its features. Weights differ by interview type because the evidence of a
 * good answer differs: a story with actions and results (Behavioral), mechanisms and reasons
 * (Technical), working code with complexity and edge cases (Coding). An answer that does not
 * touch the question is capped low whatever else it does well.
 */
export function rateAnswer(
  type: InterviewType,
  f: AnswerFeatures,
  vocabulary: QuestionVocabulary,
  jobSkills: string[],
): RubricScores {
  const questionHits = [...f.keywords].filter((w) => vocabulary.words.has(w));
  const onQuestion = cap(questionHits.length / 5);
  // the question's own words count double: 'we disagreed' answers 'when you disagreed' directly
  const weight = questionHits.length + questionHits.filter((w) => vocabulary.own.has(w)).length;
  const share = f.keywords.size === 0 ? 0 : weight / f.keywords.size;
  // a short question has few words to hit, so only a miss of all of them says 'off topic'
  const offTopic = questionHits.length === 0 || (weight < 3 && share < 0.07 && vocabulary.words.size >= 12);
  const fit = lengthFit(type, f.wordCount);
  const tooShort = fit <= 0.35 && !f.code.present;
  const perWord = (n: number) => (f.wordCount === 0 ? 0 : n / f.wordCount);
  const fillerPenalty = cap(perWord(f.fillerCount) * 20);
  const hedgePenalty = cap(f.hedges.length / 3);
  const vaguePenalty = cap(perWord(f.vague.length) * 15);
  const jobSkillHit = f.skills.some((s) => jobSkills.includes(s)) ? 1 : 0;
  const hasExample =
    Boolean((f.star.situation || f.ownExperience) && f.actions.length > 0) || Boolean(f.ownExperience);
  let depth: number;
  let clarity: number;
  let relevance: number;
  if (type === 'Behavioral') {
    depth =
      0.35 * cap(f.actions.length / 3) +
      0.25 * cap((f.numbers.length + f.skills.length) / 3) +
      0.2 * cap(f.reasoning.length / 2) +
      0.2 * fit;
    clarity =
      0.45 * (starCount(f) / 4) +
      0.1 * (f.star.reflection ? 1 : 0) +
      0.2 * fit +
      0.15 * (1 - fillerPenalty) +
      0.1 * (1 - cap(hedgePenalty + vaguePenalty));
    const example = hasExample ? 1 : f.actions.length > 0 ? 0.5 : 0;
    relevance = 0.4 * onQuestion + 0.3 * example + 0.2 * cap(f.numbers.length / 2) + 0.1 * jobSkillHit;
  } else if (type === 'Technical') {
    depth =
      0.35 * cap((f.skills.length + questionHits.length * 0.5) / 6) +
      0.3 * cap(f.reasoning.length / 3) +
      0.2 * fit +
      0.15 * (f.ownExperience ? 1 : 0);
    clarity =
      0.3 * cap(f.structureMarkers.length / 3) +
      0.3 * fit +
      0.2 * (1 - fillerPenalty) +
      0.2 * (1 - cap(hedgePenalty + vaguePenalty));
    relevance = 0.5 * onQuestion + 0.3 * (f.ownExperience ? 1 : 0) + 0.2 * cap(f.numbers.length / 2);
  } else {
    depth =
      0.35 * (f.code.present ? 1 : f.code.lines > 0 ? 0.5 : 0) +
      0.25 * (f.complexity ? 1 : 0) +
      0.2 * (f.edgeCases ? 1 : 0) +
      0.1 * (f.testing ? 1 : 0) +
      0.1 * cap(f.reasoning.length / 2);
    const proseWords = f.wordCount - f.code.lines * 4;
    clarity =
      0.35 * (proseWords >= 25 ? 1 : proseWords >= 10 ? 0.5 : 0) +
      0.25 * cap(f.structureMarkers.length / 2) +
      0.2 * (f.code.present ? 1 : 0) +
      0.2 * (1 - hedgePenalty);
    relevance = 0.6 * onQuestion + 0.25 * (f.code.present ? 1 : 0) + 0.15 * (f.edgeCases ? 1 : 0);
  }
  let score = 10 * (0.34 * depth + 0.3 * clarity + 0.36 * relevance);
  if (tooShort) score = Math.min(score, 3.5);
  if (offTopic) score = Math.min(score, 1 + 2 * onQuestion);
  return {
    depth,
    clarity,
    relevance,
    onQuestion,
    questionHits,
    offTopic,
    tooShort,
    hasExample,
    lengthFit: fit,
    score,
  };
}
