import type { InterviewType, Persona } from '../../domain/interview.ts';
import type { FollowUpNeed } from './follow-up-rules.ts';

const friendly = (p: Persona) => p === 'Friendly & Encouraging';

/** Words of the answer a follow-up quotes: enough to recognise, short enough to stay a question. */
const QUOTE_WORDS = 12;

const WE = new Set(['we', 'our', 'team', "we've", "we'd"]);
const I = new Set(['i', 'my', "i've", "i'm"]);

function wordsOf(sentence: string): string[] {
  return sentence.split(' ').filter((w) => w.length > 0);
}

/**
 * A fragment of the answer to quote back: the sentence that tells the team's story when the
 * candidate's own part is missing, the last thing they did when the result is missing, else the
 * first sentence. Null for code and for answers with nothing quotable.
 */
export function fragment(answer: string, need: FollowUpNeed): string | null {
  const text = answer.slice(0, 1500);
  if (text.includes('```') || text.includes('\n    ')) return null;
  const sentences = text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?;])\s/)
    .map((s) => s.trim())
    .filter((s) => wordsOf(s).length >= 3);
  const lower = (s: string) => wordsOf(s.toLowerCase().replace(/[^a-z' ]/g, ' '));
  let chosen: string | undefined;
  if (need.missing.includes('own_role')) chosen = sentences.find((s) => lower(s).some((w) => WE.has(w)));
  else if (need.missing.includes('result'))
    chosen = sentences.findLast((s) => lower(s).some((w) => I.has(w))) ?? sentences.at(-1);
  chosen ??= sentences[0];
  if (!chosen) return null;
  const words = wordsOf(chosen.replace(/["“”]/g, ''));
  const clipped = words
    .slice(0, QUOTE_WORDS)
    .join(' ')
    .replace(/[.,;:!?]+$/, '');
  return words.length > QUOTE_WORDS ? `${clipped}…` : clipped;
}

/** The question's first sentences, short enough to repeat; never the introduction. */
function shortQuestion(question: string): string {
  if (question.length <= 220) return question;
  const cut = question.slice(0, 220);
  const end = Math.max(cut.lastIndexOf('? '), cut.lastIndexOf('. '));
  return end > 60 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

const ASK_MORE: Record<InterviewType, string> = {
  Behavioral: 'Walk me through the situation, what you did, and how it ended.',
  Technical: 'Go a level deeper: how does it work, and why would you choose that approach?',
  Coding: 'Please write out the solution and walk me through it.',
};

function complexityAsk(kind: boolean, need: FollowUpNeed): string {
  const complexity = need.missing.includes('complexity');
  const edges = need.missing.includes('edge_cases');
  if (complexity && edges)
    return kind
      ? 'Nice work. What are the time and space complexity of your solution, and which edge cases would you test?'
      : 'State the time and space complexity, and list the edge cases you would test.';
  if (complexity)
    return kind
      ? 'Nice work. What are the time and space complexity of your solution, and could you do better?'
      : 'State the time and space complexity of your solution.';
  return kind
    ? 'Nice work. Which edge cases would you test, and how does your code handle them?'
    : 'List the edge cases you would test, and show how your code handles them.';
}

/**
 * A follow-up in the persona's voice: short, about what the answer lacked, quoting the answer
 * where that helps. It never repeats the introduction: `question` is the bare main question.
 */
export function followUpText(
  persona: Persona,
  type: InterviewType,
  need: FollowUpNeed,
  question: string,
  answer: string,
): string {
  const kind = friendly(persona);
  const quote = fragment(answer, need);
  switch (need.reason) {
    case 'too_short': {
      const said = quote && type !== 'Coding' ? `You said “${quote}”. ` : '';
      return kind
        ? `Thanks! Could you tell me a bit more? ${said}${ASK_MORE[type]}`
        : `That answer is too brief. ${said}${ASK_MORE[type]}`;
    }
    case 'off_question':
      return kind
        ? `I think we drifted a little from the question. To come back to it: ${shortQuestion(question)}`
        : `That does not answer the question. Again: ${shortQuestion(question)}`;
    case 'no_example':
      if (need.missing.includes('own_role') && quote)
        return kind
          ? `You mentioned “${quote}”. What was your own part in that, and what did you decide yourself?`
          : `You said “${quote}”. What did you do yourself, as opposed to the team?`;
      if (type === 'Technical')
        return kind
          ? "That's a helpful overview. Where have you done this yourself, and what trade-off did you have to make?"
          : 'Be concrete: where did you apply this yourself, what did you trade off, and what did it change?';
      return kind
        ? "That's a helpful overview. Could you share a specific time you did this? What was the situation, and what did you do?"
        : 'Give me a specific example from your own experience: the situation, your actions and the outcome.';
    case 'no_result': {
      const numbers = need.missing.includes('numbers');
      if (quote)
        return kind
          ? `You told me “${quote}”. How did it end? What changed${numbers ? ', and by how much' : ''}?`
          : `You said “${quote}”. What was the ${numbers ? 'measurable ' : ''}outcome?`;
      return kind
        ? "I'd love to hear how it ended. What was the result, and how did you know it worked?"
        : 'What was the measurable outcome?';
    }
    case 'no_complexity':
      return complexityAsk(kind, need);
  }
}
