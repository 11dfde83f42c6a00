import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import type { Interviewer } from '../../coaching/index.ts';
import {
  BlankAnswerError,
  NotCurrentQuestionError,
  QuestionNotFoundError,
  SessionFinishedError,
  SessionNotFoundError,
  SessionTimedOutError,
} from '../domain/interviewing.errors.ts';
import {
  type InterviewFormat,
  type InterviewSession,
  isAnswered,
  isBlankAnswer,
  isFinished,
  PENDING_EVALUATION,
  type SessionQuestion,
  type StoredAnswer,
  whyCannotAnswer,
} from '../domain/session.ts';
import { threadsOf, turnsOf } from '../domain/threads.ts';
import type { InterviewJobs } from '../ports/interview-jobs.ts';
import type { SessionRepository } from '../ports/session-repository.ts';
import type { SessionFinaliser } from './finalise-session.ts';
import { closing, type NextStep } from './next-step.ts';
import type { QuestionAudio } from './question-audio.ts';
import type { TimeUp } from './time-up.ts';

export interface SubmitAnswerInput {
  userId: string;
  sessionId: string;
  questionId: string;
  answerText: string;
  format: InterviewFormat;
  delivery?: StoredAnswer['delivery'];
}

/**
 * Stores the answer first, queues its evaluation, then asks the interviewer what comes next. A
 * repeated submission of an answered question answers the same next question and stores nothing.
 */
export class SubmitAnswer {
  readonly #sessions: SessionRepository;
  readonly #jobs: InterviewJobs;
  readonly #uow: UnitOfWork;
  readonly #interviewer: Interviewer;
  readonly #finaliser: SessionFinaliser;
  readonly #timeUp: TimeUp;
  readonly #audio: QuestionAudio;
  readonly #clock: Clock;
  readonly #ids: Ids;
  constructor(
    sessions: SessionRepository,
    jobs: InterviewJobs,
    uow: UnitOfWork,
    interviewer: Interviewer,
    finaliser: SessionFinaliser,
    timeUp: TimeUp,
    audio: QuestionAudio,
    clock: Clock,
    ids: Ids,
  ) {
    this.#sessions = sessions;
    this.#jobs = jobs;
    this.#uow = uow;
    this.#interviewer = interviewer;
    this.#finaliser = finaliser;
    this.#timeUp = timeUp;
    this.#audio = audio;
    this.#clock = clock;
    this.#ids = ids;
  }

  async execute(input: SubmitAnswerInput): Promise<{ next: NextStep }> {
    if (isBlankAnswer(input.answerText)) throw new BlankAnswerError();
    // independent reads: ask for all three at once (the questions and answers of a session that is
    // not the caller's are never looked at)
    const [session, storedQuestions, storedAnswers] = await Promise.all([
      this.#sessions.findOwned(input.userId, input.sessionId),
      this.#sessions.questionsOf(input.sessionId),
      this.#sessions.answersOf(input.sessionId),
    ]);
    if (!session) throw new SessionNotFoundError();
    let questions = storedQuestions;
    let answers: StoredAnswer[] | null = storedAnswers;
    const question = questions.find((q) => q.id === input.questionId);
    if (!question) throw new QuestionNotFoundError();
    if (!isAnswered(question, answers)) {
      await this.#refuseIfClosed(session, question, questions);
      const answer: StoredAnswer = {
        id: this.#ids.next(),
        sessionId: session.id,
        questionId: question.id,
        answerText: input.answerText,
        format: input.format,
        evaluation: PENDING_EVALUATION,
        delivery: input.delivery ?? null,
        answeredAt: this.#clock.now(),
      };
      // the answer and its evaluation job commit together: a crash after this never strands it
      const stored = await this.#uow.run(async () => {
        const added = await this.#sessions.addAnswer(answer);
        if (added) await this.#jobs.evaluate(answer.id);
        return added;
      });
      if (stored) {
        // only the current (last) question takes an answer, so the stored answers are the ones read
        // plus this one; a next question asked meanwhile by a repeated submission is met below
        answers = [...answers, answer];
      } else {
        // a concurrent submission of the same question stored its answer first
        questions = await this.#sessions.questionsOf(session.id);
        answers = null;
      }
    }
    const asked = questions.find((q) => q.position === question.position + 1);
    if (asked) return { next: await this.#audio.ask(input.userId, asked) };
    const latest = await this.#sessions.findById(session.id);
    if (!latest || isFinished(latest)) return { next: closing() };
    answers ??= await this.#sessions.answersOf(session.id);
    return { next: await this.#askNext(input.userId, latest, question, questions, answers) };
  }

  /** Throws why the session takes no answer to the question; a session out of time is ended first. */
  async #refuseIfClosed(
    session: InterviewSession,
    question: SessionQuestion,
    questions: SessionQuestion[],
  ): Promise<void> {
    switch (whyCannotAnswer(session, question, questions, this.#clock.now())) {
      case 'finished':
        throw new SessionFinishedError();
      case 'timed_out':
        await this.#timeUp.endIfTimedOut(session);
        throw new SessionTimedOutError();
      case 'not_current':
        throw new NotCurrentQuestionError();
      case null:
        return;
    }
  }

  async #askNext(
    userId: string,
    session: InterviewSession,
    answered: SessionQuestion,
    questions: SessionQuestion[],
    answers: StoredAnswer[],
  ): Promise<NextStep> {
    const thread = threadsOf(questions, answers).get(answered.mainNumber) ?? [];
    const turn = await this.#interviewer.next({
      type: session.interviewType,
      persona: session.persona,
      job: session.job,
      plan: session.plan,
      mainQuestionsAsked: answered.mainNumber,
      thread: turnsOf(thread),
    });
    if (turn.kind === 'complete') {
      await this.#finaliser.end(session, this.#clock.now());
      return closing(turn.text);
    }
    const next: SessionQuestion = {
      id: this.#ids.next(),
      sessionId: session.id,
      position: answered.position + 1,
      mainNumber: turn.kind === 'main' ? answered.mainNumber + 1 : answered.mainNumber,
      kind: turn.kind,
      text: turn.text,
      audioKey: null,
      askedAt: this.#clock.now(),
    };
    try {
      await this.#sessions.addQuestion(next);
    } catch (error) {
      // a concurrent submission of the same answer asked it first: answer that question
      const asked = (await this.#sessions.questionsOf(session.id)).find((q) => q.position === next.position);
      if (!asked) throw error;
      return this.#audio.ask(userId, asked);
    }
    return this.#audio.ask(userId, next);
  }
}
