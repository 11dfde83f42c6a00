/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { SessionStatus } from './sessionStatus.ts';

export interface EndInterviewResponse {
  sessionId: string;
  status: SessionStatus;
}
