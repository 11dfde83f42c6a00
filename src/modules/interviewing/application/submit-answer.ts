import { PENDING_EVALUATION, type InterviewFormat, type SessionQuestion } from '../domain/session.ts';
import {
  NotCurrentQuestionError,
  QuestionNotFoundError,
  SessionFinishedError,
  SessionNotFoundError,
  SessionTimedOutError,
} from '../domain/interviewing.errors.ts';
import { finaliseSession } from './finalise-session.ts';
import type { InterviewingDeps } from './interviewing-deps.ts';
import { completion, type PresentedQuestion } from './next-question.ts';
import { withAudio } from './question-audio.ts';
import { threadsOf, turnsOf } from './threads.ts';
import { endIfTimedOut } from './time-up.ts';

export interface SubmitAnswerInput {
  userId: string;
  sessionId: string;
  questionId: string;
  answerText: string;
  format: InterviewFormat;
  delivery?: { wordsPerMinute: number; fillerWords: { word: string; count: number }[] } | null;
}

/**
 * Stores the answer first, queues its evaluation, then asks the interviewer what comes next. A
 * repeated submission of an answered question answers the same next question and stores nothing.
 */
export class SubmitAnswer {
  readonly #d: InterviewingDeps;
  constructor(deps: InterviewingDeps) {
    this.#d = deps;
  }

  async execute(input: SubmitAnswerInput): Promise<{ nextQuestion: PresentedQuestion }> {
    const d = this.#d;
    const session = await d.sessions.findOwned(input.userId, input.sessionId);
    if (!session) throw new SessionNotFoundError();
    let questions = await d.sessions.questionsOf(session.id);
    const question = questions.find((q) => q.id === input.questionId);
    if (!question) throw new QuestionNotFoundError();
    const answered = (await d.sessions.answersOf(session.id)).some((a) => a.questionId === question.id);
    if (!answered) {
      if (session.status === 'completed') throw new SessionFinishedError();
      if (await endIfTimedOut(d, session)) throw new SessionTimedOutError();
      if (question.position !== questions.length - 1) throw new NotCurrentQuestionError();
      const answerId = d.ids.next();
      const stored = await d.sessions.addAnswer({
        id: answerId,
        sessionId: session.id,
        questionId: question.id,
        answerText: input.answerText,
        format: input.format,
        evaluation: PENDING_EVALUATION,
        delivery: input.delivery ?? null,
        answeredAt: d.clock.now(),
      });
      if (stored) d.scheduler.schedule(answerId);
      questions = await d.sessions.questionsOf(session.id);
    }
    const asked = questions.find((q) => q.position === question.position + 1);
    if (asked) return { nextQuestion: await withAudio(d, input.userId, asked) };
    const latest = await d.sessions.findById(session.id);
    if (!latest || latest.status === 'completed') return { nextQuestion: completion() };
    return { nextQuestion: await this.#askNext(input.userId, question, questions) };
  }

  async #askNext(
    userId: string,
    answered: SessionQuestion,
    questions: SessionQuestion[],
  ): Promise<PresentedQuestion> {
    const d = this.#d;
    const session = await d.sessions.findById(answered.sessionId);
    if (!session) throw new SessionNotFoundError();
    const answers = await d.sessions.answersOf(session.id);
    const thread = threadsOf(questions, answers).get(answered.mainNumber) ?? [];
    const turn = await d.interviewer.next({
      type: session.interviewType,
      persona: session.persona,
      job: session.job,
      plan: session.plan,
      mainQuestionsAsked: answered.mainNumber,
      thread: turnsOf(thread),
    });
    if (turn.kind === 'complete') {
      if (await d.sessions.complete(session.id, d.clock.now())) {
        await finaliseSession(d, { ...session, status: 'completed' });
      }
      return completion(turn.text);
    }
    const next: SessionQuestion = {
      id: d.ids.next(),
      sessionId: session.id,
      position: answered.position + 1,
      mainNumber: turn.kind === 'main' ? answered.mainNumber + 1 : answered.mainNumber,
      kind: turn.kind,
      text: turn.text,
      audioKey: null,
      askedAt: d.clock.now(),
    };
    try {
      await d.sessions.addQuestion(next);
    } catch (error) {
      // a concurrent submission of the same answer asked it first: answer that question
      const asked = (await d.sessions.questionsOf(session.id)).find((q) => q.position === next.position);
      if (!asked) throw error;
      return withAudio(d, userId, asked);
    }
    return withAudio(d, userId, next);
  }
}
