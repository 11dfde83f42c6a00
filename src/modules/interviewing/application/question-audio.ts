import type { SessionQuestion } from '../domain/session.ts';
import type { InterviewingDeps } from './interviewing-deps.ts';
import { type PresentedQuestion, presentQuestion } from './next-question.ts';

/**
 * The question with its spoken audio when a text-to-speech provider is configured. The question is
 * already stored; audio is synthesised once, kept, and served by a signed URL. Any failure leaves
 * `audioUrl` null and the browser speaks the text itself.
 */
export async function withAudio(
  d: InterviewingDeps,
  userId: string,
  question: SessionQuestion,
): Promise<PresentedQuestion> {
  if (!d.textToSpeech.available) return presentQuestion(question);
  try {
    let key = question.audioKey;
    if (!key) {
      const spoken = await d.textToSpeech.synthesize(question.text);
      if (spoken.status !== 'ok') return presentQuestion(question);
      key = await d.questionAudio.put(userId, question.sessionId, question.id, spoken.audio, spoken.mimeType);
      await d.sessions.setQuestionAudio(question.id, key);
    }
    return presentQuestion(question, await d.questionAudio.urlFor(key));
  } catch (error) {
    d.problems.warn({ err: error, questionId: question.id }, 'question audio unavailable');
    return presentQuestion(question);
  }
}
