import type { FollowUpReason, InterviewType, Persona } from '../../domain/interview.ts';

const friendly = (p: Persona) => p === 'Friendly & Encouraging';

/** The interviewer's first words, with the first question. */
export function opening(persona: Persona, count: number, question: string): string {
  return friendly(persona)
    ? `Hi, and thanks for joining me! I'm looking forward to hearing about your experience. We'll go through ${count} main questions, and it's fine to take a moment before you answer. Let's start: ${question}`
    : `Good day. This interview has ${count} main questions. Answer precisely and use specific examples. First question: ${question}`;
}

const FRIENDLY_NEXT = [
  'Thanks for sharing that. Next question: ',
  "Great, let's keep going. ",
  "I appreciate the detail. Here's the next one: ",
  "Nice. Let's switch to something different. ",
  'Thank you. ',
];
const STRICT_NEXT = ['Next question. ', 'Moving on. ', 'Noted. ', 'Understood. Next: '];

/** A main question after the first, introduced the way this persona moves on. */
export function transition(persona: Persona, index: number, last: boolean, question: string): string {
  if (last)
    return friendly(persona) ? `Here's our last question: ${question}` : `Final question. ${question}`;
  const options = friendly(persona) ? FRIENDLY_NEXT : STRICT_NEXT;
  return `${options[index % options.length]}${question}`;
}

/** The question again, without the greeting or transition it was asked with. */
function shorten(question: string): string {
  const parts = question.split(/(?<=[.?!:])\s+/);
  const start = parts.findIndex((p) =>
    /^(tell|describe|walk|how|what|why|give|imagine|write|implement|given|find|group|this|the|when)\b/i.test(
      p,
    ),
  );
  const core = parts.slice(Math.max(0, start)).join(' ');
  return core.length > 240 ? `${core.slice(0, 237)}…` : core;
}

const ASK_MORE: Record<InterviewType, string> = {
  Behavioral: 'Walk me through the situation, what you did, and how it ended.',
  Technical: 'Go a level deeper: how does it work, and why would you choose that approach?',
  Coding: 'Please write out the solution and walk me through it.',
};

/** A follow-up that names what the answer was missing, in the persona's voice. */
export function followUp(
  persona: Persona,
  type: InterviewType,
  reason: FollowUpReason,
  mainQuestion: string,
): string {
  const kind = friendly(persona);
  switch (reason) {
    case 'too_short':
      return kind
        ? `Thanks! Could you tell me a bit more? ${ASK_MORE[type]}`
        : `That answer is too brief. ${ASK_MORE[type]}`;
    case 'off_question':
      return kind
        ? `I think we drifted a little from the question. To come back to it: ${shorten(mainQuestion)}`
        : `That does not answer the question. Again: ${shorten(mainQuestion)}`;
    case 'no_example':
      return kind
        ? "That's a helpful overview. Could you share a specific time you did this? What was the situation, and what did you do?"
        : 'Give me a specific example from your own experience: the situation, your actions and the outcome.';
    case 'no_result':
      return kind
        ? "I'd love to hear how it ended. What was the result, and how did you know it worked?"
        : 'What was the measurable outcome?';
    case 'no_complexity':
      return kind
        ? 'Nice work. What are the time and space complexity of your solution, and which edge cases would you test?'
        : 'State the time and space complexity, and list the edge cases you would test.';
  }
}

export function closing(persona: Persona): string {
  return friendly(persona)
    ? "That's the end of our interview. Thank you, you put real thought into your answers! Your performance report is being prepared."
    : 'That concludes the interview. Your performance report is being prepared.';
}
