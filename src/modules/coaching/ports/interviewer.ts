import type { InterviewPlan, NextTurn, NextTurnRequest, PlanRequest } from '../domain/interview.ts';

/** Runs the conversation side of a mock interview; the interviewing module keeps the state. */
export interface Interviewer {
  /**
   * The session's main questions, exactly `questionCount` of them, grounded in the job's
   * requirements and the candidate's experience, never repeating, phrased in the persona's voice
   * (the first one greets, no other does). Two sessions with different seeds get different plans;
   * the same request and seed give the same plan. Rejects with ProviderUnavailableError when a remote provider fails.
   */
  plan(request: PlanRequest): Promise<InterviewPlan>;
  /**
   * After an answer: a follow-up (at most MAX_FOLLOW_UPS_PER_QUESTION per thread, with the reason),
   * the next main question of the plan, or 'complete' with a closing line once the plan is done or
   * an end was requested. A remote provider that fails here falls back to the local rules, so an
   * interview never stalls on a follow-up decision.
   */
  next(request: NextTurnRequest): Promise<NextTurn>;
}
