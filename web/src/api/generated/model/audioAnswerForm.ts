/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { InterviewFormat } from './interviewFormat.ts';

export interface AudioAnswerForm {
  sessionId: string;
  questionId: string;
  format?: InterviewFormat;
  /** The recording (audio/webm, at most 10 MB). */
  audio: Blob | File;
}
