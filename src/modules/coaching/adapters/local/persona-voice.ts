import type { Persona } from '../../domain/interview.ts';

const friendly = (p: Persona) => p === 'Friendly & Encouraging';

/** Where each persona's introduction hands over to the first question. */
const HAND_OVER: Record<Persona, string> = {
  'Friendly & Encouraging': "Let's start: ",
  'Strict & Professional': 'First question: ',
};

/** The persona's introduction, said once, before the first question of a session. */
export function introduction(persona: Persona, count: number): string {
  return friendly(persona)
    ? `Hi, and thanks for joining me! I'm looking forward to hearing about your experience. We'll go through ${count} main questions, and it's fine to take a moment before you answer.`
    : `Good day. This interview has ${count} main questions. Answer precisely and use specific examples.`;
}

/** The interviewer's first words, with the first question. */
export function opening(persona: Persona, count: number, question: string): string {
  return `${introduction(persona, count)} ${HAND_OVER[persona]}${question}`;
}

const FRIENDLY_NEXT = [
  'Thanks for sharing that. Next question: ',
  "Great, let's keep going. ",
  "I appreciate the detail. Here's the next one: ",
  "Nice. Let's switch to something different. ",
  'Thank you. ',
];
const STRICT_NEXT = ['Next question. ', 'Moving on. ', 'Noted. ', 'Understood. Next: '];
const FRIENDLY_LAST = "Here's our last question: ";
const STRICT_LAST = 'Final question. ';

/** A main question after the first, introduced the way this persona moves on. */
export function transition(persona: Persona, index: number, last: boolean, question: string): string {
  if (last) return `${friendly(persona) ? FRIENDLY_LAST : STRICT_LAST}${question}`;
  const options = friendly(persona) ? FRIENDLY_NEXT : STRICT_NEXT;
  return `${options[index % options.length]}${question}`;
}

/** Sentences an interviewer says around a question, never part of it. */
const SMALL_TALK =
  /^(?:hi|hello|hey|good (?:morning|afternoon|evening|day)|thanks|thank you|welcome|great|nice|noted|understood|moving on|next question|final question|this interview|in this interview|we'll|we will|let's|let us|it's fine|answer precisely|here's|here is|first question|to start)\b/i;

/**
 * The question alone, without the introduction or transition it was asked with, so a follow-up
 * can come back to it without greeting the candidate a second time. Knows this engine's own
 * wording exactly, and drops small talk a remote interviewer put before its question.
 */
export function bareQuestion(asked: string): string {
  let text = asked.slice(0, 2000).trim();
  for (const marker of Object.values(HAND_OVER)) {
    const at = text.indexOf(marker);
    if (at >= 0 && at < 400) text = text.slice(at + marker.length);
  }
  for (const prefix of [...FRIENDLY_NEXT, ...STRICT_NEXT, FRIENDLY_LAST, STRICT_LAST]) {
    if (text.startsWith(prefix)) text = text.slice(prefix.length);
  }
  const sentences = text.split(/(?<=[.!?:])\s+/);
  let start = 0;
  while (start < sentences.length - 1 && SMALL_TALK.test(sentences[start]!)) start += 1;
  return sentences.slice(start).join(' ').trim();
}

export function closing(persona: Persona): string {
  return friendly(persona)
    ? "That's the end of our interview. Thank you, you put real thought into your answers! Your performance report is being prepared."
    : 'That concludes the interview. Your performance report is being prepared.';
}
