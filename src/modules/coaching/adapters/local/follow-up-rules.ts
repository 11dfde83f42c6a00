import type { FollowUpReason, InterviewType } from '../../domain/interview.ts';
import { answerFeatures } from './answer-features.ts';
import { questionVocabulary } from './question-topics.ts';
import { rateAnswer } from './rubric.ts';

/**
 * Whether an answer deserves a follow-up, and why, in order of what matters most: an answer to
 * another question, then one too short to judge, then the piece a good answer of this type has
 * (a real example and its result; complexity and edge cases for code).
 */
export function followUpReason(
  type: InterviewType,
  question: string,
  answer: string,
  jobSkills: string[],
  focusSkills: string[] = [],
): FollowUpReason | null {
  const f = answerFeatures(answer);
  const r = rateAnswer(type, f, questionVocabulary(question, focusSkills), jobSkills);
  if (r.offTopic && f.wordCount >= 8) return 'off_question';
  if (r.tooShort || (type === 'Coding' && !f.code.present && f.wordCount < 40)) return 'too_short';
  if (type === 'Coding') return f.code.present && (!f.complexity || !f.edgeCases) ? 'no_complexity' : null;
  if (type === 'Behavioral') {
    if (!r.hasExample) return 'no_example';
    return f.star.result ? null : 'no_result';
  }
  return !f.ownExperience && f.numbers.length === 0 && r.depth < 0.6 ? 'no_example' : null;
}
