/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { InterviewType } from './interviewType.ts';

export interface SessionHistoryItem {
  id: string;
  title: string;
  created_at: string;
  /**
     * @minimum 0
     * @maximum 10
     * @nullable
     */
  score: number | null;
  interview_type: InterviewType;
}
