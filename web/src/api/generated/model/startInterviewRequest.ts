/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { InterviewFormat } from './interviewFormat.ts';
import type { InterviewType } from './interviewType.ts';
import type { Persona } from './persona.ts';

export interface StartInterviewRequest {
  resumeId: string;
  jobId: string;
  interviewType: InterviewType;
  persona: Persona;
  /**
     * Minutes.
     * @minimum 10
     * @maximum 45
     */
  duration: number;
  /**
     * Number of main questions.
     * @minimum 2
     * @maximum 10
     */
  numQuestions: number;
  format: InterviewFormat;
}
