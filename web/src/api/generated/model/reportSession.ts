/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { InterviewType } from './interviewType.ts';
import type { SessionStatus } from './sessionStatus.ts';

export interface ReportSession {
  id: string;
  title: string;
  /**
     * Out of 10 with one decimal (the mean of the threads' unrounded means, rounded once, a half away from zero); null until the session is scored, and for good when it ended without answers.
     * @minimum 0
     * @maximum 10
     * @nullable
     */
  score: number | null;
  /**
     * Null when the resume was deleted since.
     * @nullable
     */
  resume_id: string | null;
  /**
     * Null when the job description was deleted since.
     * @nullable
     */
  job_id: string | null;
  interview_type: InterviewType;
  status: SessionStatus;
  created_at: string;
  /** @nullable */
  ended_at: string | null;
}
