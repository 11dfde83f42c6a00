import {
  type InterviewFormat,
  type InterviewSession,
  isBlankAnswer,
  PENDING_EVALUATION,
  type SessionQuestion,
  type StoredAnswer,
} from '../domain/session.ts';
import {
  BlankAnswerError,
  NotCurrentQuestionError,
  QuestionNotFoundError,
  SessionFinishedError,
  SessionNotFoundError,
  SessionTimedOutError,
} from '../domain/interviewing.errors.ts';
import { endSession } from './finalise-session.ts';
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
    if (isBlankAnswer(input.answerText)) throw new BlankAnswerError();
    // independent reads: ask for all three at once (the questions and answers of a session that is
    // not the caller's are never looked at)
    const [session, storedQuestions, storedAnswers] = await Promise.all([
      d.sessions.findOwned(input.userId, input.sessionId),
      d.sessions.questionsOf(input.sessionId),
      d.sessions.answersOf(input.sessionId),
    ]);
    if (!session) throw new SessionNotFoundError();
    let questions = storedQuestions;
    let answers: StoredAnswer[] | null = storedAnswers;
    const question = questions.find((q) => q.id === input.questionId);
    if (!question) throw new QuestionNotFoundError();
    const answered = answers.some((a) => a.questionId === question.id);
    if (!answered) {
      if (session.status === 'completed') throw new SessionFinishedError();
      if (await endIfTimedOut(d, session)) throw new SessionTimedOutError();
      if (question.position !== questions.length - 1) throw new NotCurrentQuestionError();
      const answer: StoredAnswer = {
        id: d.ids.next(),
        sessionId: session.id,
        questionId: question.id,
        answerText: input.answerText,
        format: input.format,
        evaluation: PENDING_EVALUATION,
        delivery: input.delivery ?? null,
        answeredAt: d.clock.now(),
      };
      if (await d.sessions.addAnswer(answer)) {
        d.scheduler.schedule(answer.id);
        // only the current (last) question takes an answer, so the stored answers are the ones read
        // plus this one; a next question asked meanwhile by a repeated submission is met below
        answers = [...answers, answer];
      } else {
        // a concurrent submission of the same question stored its answer first
        questions = await d.sessions.questionsOf(session.id);
        answers = null;
      }
    }
    const asked = questions.find((q) => q.position === question.position + 1);
    if (asked) return { nextQuestion: await withAudio(d, input.userId, asked) };
    const latest = await d.sessions.findById(session.id);
    if (!latest || latest.status === 'completed') return { nextQuestion: completion() };
    answers ??= await d.sessions.answersOf(session.id);
    return { nextQuestion: await this.#askNext(input.userId, latest, question, questions, answers) };
  }

  async #askNext(
    userId: string,
    session: InterviewSession,
    answered: SessionQuestion,
    questions: SessionQuestion[],
    answers: StoredAnswer[],
  ): Promise<PresentedQuestion> {
    const d = this.#d;
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
      await endSession(d, session, d.clock.now());
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
