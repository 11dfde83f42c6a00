import type { FollowUpReason, InterviewType } from '../../domain/interview.ts';
import { answerFeatures } from './answer-features.ts';
import { questionVocabulary } from './question-topics.ts';
import { rateAnswer } from './rubric.ts';

/** The piece a follow-up asks for; several can be missing, the first is asked for first. */
export type Missing =
  | 'detail'
  | 'topic'
  | 'example'
  | 'own_role'
  | 'result'
  | 'numbers'
  | 'trade_off'
  | 'complexity'
  | 'edge_cases';

export interface FollowUpNeed {
  reason: FollowUpReason;
  missing: Missing[];
}

/** Longest part of an answer the rules read; answers are capped at 5000 characters anyway. */
const READ = 6000;

/**
 * 'we' far more often than 'I': the answer tells the team's story, not the candidate's; 'only' when
 * the candidate never says what they did themselves.
 */
function teamVoice(answer: string): 'mostly' | 'only' | null {
  let we = 0;
  let i = 0;
  for (const word of answer
    .slice(0, READ)
    .toLowerCase()
    .split(/[^a-z']+/)) {
    if (word === 'we' || word === 'our' || word === "we've" || word === "we'd") we += 1;
    else if (word === 'i' || word === 'my' || word === "i'm" || word === "i've" || word === 'me') i += 1;
  }
  if (we < 2 || we <= 2 * i) return null;
  return i === 0 ? 'only' : 'mostly';
}

/**
 * Whether an answer deserves a follow-up, why, and what exactly it lacked, in order of what
 * matters most: an answer to another question, then one too short to judge, then the piece a good
 * answer of this type has (a real example, the candidate's own part and its result; complexity and
 * edge cases for code).
 */
export function followUpNeed(
  type: InterviewType,
  question: string,
  answer: string,
  jobSkills: string[],
  focusSkills: string[] = [],
): FollowUpNeed | null {
  const text = answer.slice(0, READ);
  const f = answerFeatures(text);
  const r = rateAnswer(type, f, questionVocabulary(question, focusSkills), jobSkills);
  if (r.offTopic && f.wordCount >= 8) return { reason: 'off_question', missing: ['topic'] };
  if (r.tooShort || (type === 'Coding' && !f.code.present && f.wordCount < 40))
    return { reason: 'too_short', missing: ['detail'] };
  if (type === 'Coding') {
    if (!f.code.present) return null;
    const missing: Missing[] = [];
    if (!f.complexity) missing.push('complexity');
    if (!f.edgeCases) missing.push('edge_cases');
    return missing.length > 0 ? { reason: 'no_complexity', missing } : null;
  }
  const team = teamVoice(text);
  // a real example, but of what the team did: the candidate's part is what an interviewer asks next
  if (team === 'only') return { reason: 'no_example', missing: ['own_role'] };
  if (type === 'Behavioral') {
    if (!r.hasExample) return { reason: 'no_example', missing: team ? ['own_role', 'example'] : ['example'] };
    if (f.star.result) return null;
    return { reason: 'no_result', missing: f.numbers.length === 0 ? ['result', 'numbers'] : ['result'] };
  }
  if (!f.ownExperience && f.numbers.length === 0 && r.depth < 0.6)
    return { reason: 'no_example', missing: team ? ['own_role', 'trade_off'] : ['example', 'trade_off'] };
  return null;
}

/** Only the reason; see followUpNeed for what the answer lacked. */
export function followUpReason(
  type: InterviewType,
  question: string,
  answer: string,
  jobSkills: string[],
  focusSkills: string[] = [],
): FollowUpReason | null {
  return followUpNeed(type, question, answer, jobSkills, focusSkills)?.reason ?? null;
}
