import type { SkillScore } from '../../coaching/index.ts';
import type { InterviewSession, SessionQuestion, StoredAnswer, StoredEvaluation } from '../domain/session.ts';

/** A session the time-up sweep ended: what its scoring job and the activity log need. */
export type EndedSession = Pick<InterviewSession, 'id' | 'userId' | 'interviewType'>;

/** Sessions, their questions and answers as the use cases load and change them. */
export interface SessionRepository {
  createSession(session: InterviewSession): Promise<void>;
  /** Stores the question; throws when the session already has a question at that position. */
  addQuestion(question: SessionQuestion): Promise<void>;
  /** Records where the question's spoken audio is stored. */
  setQuestionAudio(questionId: string, audioKey: string): Promise<void>;
  /** The caller's session; null for an unknown id or someone else's. */
  findOwned(userId: string, sessionId: string): Promise<InterviewSession | null>;
  findById(sessionId: string): Promise<InterviewSession | null>;
  /** The user's sessions that have not finished yet. */
  openSessionsOf(userId: string): Promise<InterviewSession[]>;
  /**
   * Ends up to `limit` unfinished sessions, anyone's, whose time was up by that instant (oldest
   * first), each at the instant its time ran out (`timeUpAt`), in one statement; sessions another
   * run is ending at that moment are skipped, not waited for. Answers the sessions this call ended.
   */
  endSessionsDueBy(instant: Date, limit: number): Promise<EndedSession[]>;
  /** The session's questions in asking order. */
  questionsOf(sessionId: string): Promise<SessionQuestion[]>;
  /** The session's answers (any order). */
  answersOf(sessionId: string): Promise<StoredAnswer[]>;
  /**
   * Stores the answer unless the question already has one. Answers true when this call stored it,
   * false when an answer was already there (a repeated submission).
   */
  addAnswer(answer: StoredAnswer): Promise<boolean>;
  /** The answer with the id of its session's owner; null when unknown. */
  findAnswer(answerId: string): Promise<{ answer: StoredAnswer; userId: string } | null>;
  saveEvaluation(answerId: string, evaluation: StoredEvaluation): Promise<void>;
  /** Marks the session finished at that instant unless it already is; answers whether it did. */
  complete(sessionId: string, endedAt: Date): Promise<boolean>;
  saveReport(
    sessionId: string,
    report: { score: number | null; skillScores: SkillScore[]; roadmap: string },
  ): Promise<void>;
  /** Storage keys of every spoken question of the user's sessions. */
  audioKeysOf(userId: string): Promise<string[]>;
}
