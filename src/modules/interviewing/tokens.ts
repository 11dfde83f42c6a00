import { token } from '../../shared/kernel/token.ts';
import type { DownloadReport } from './application/download-report.ts';
import type { EndInterview } from './application/end-interview.ts';
import type { EvaluateStoredAnswer } from './application/evaluate-stored-answer.ts';
import type { GetSessionSummary } from './application/get-session-summary.ts';
import type { InterviewingDeps } from './application/interviewing-deps.ts';
import type { ReevaluateAnswer } from './application/reevaluate-answer.ts';
import type { SessionStats } from './application/session-stats.ts';
import type { StartInterview } from './application/start-interview.ts';
import type { SubmitAnswer } from './application/submit-answer.ts';
import type { SubmitAudioAnswer } from './application/submit-audio-answer.ts';
import type { EvaluationScheduler } from './ports/evaluation-scheduler.ts';

/** Injection tokens of the interviewing module. */
export const INTERVIEWING = {
  Deps: token<InterviewingDeps>('interviewing.Deps'),
  /** Background evaluations; tests wait on `settled()`. */
  EvaluationScheduler: token<EvaluationScheduler>('interviewing.EvaluationScheduler'),
  StartInterview: token<StartInterview>('interviewing.StartInterview'),
  SubmitAnswer: token<SubmitAnswer>('interviewing.SubmitAnswer'),
  SubmitAudioAnswer: token<SubmitAudioAnswer>('interviewing.SubmitAudioAnswer'),
  EvaluateStoredAnswer: token<EvaluateStoredAnswer>('interviewing.EvaluateStoredAnswer'),
  ReevaluateAnswer: token<ReevaluateAnswer>('interviewing.ReevaluateAnswer'),
  EndInterview: token<EndInterview>('interviewing.EndInterview'),
  GetSessionSummary: token<GetSessionSummary>('interviewing.GetSessionSummary'),
  SessionStats: token<SessionStats>('interviewing.SessionStats'),
  DownloadReport: token<DownloadReport>('interviewing.DownloadReport'),
} as const;
