import { token } from '../../shared/kernel/token.ts';
import type { DownloadReport } from './application/download-report.ts';
import type { EndInterview } from './application/end-interview.ts';
import type { EvaluateStoredAnswer } from './application/evaluate-stored-answer.ts';
import type { ReportListener, SessionFinaliser } from './application/finalise-session.ts';
import type { GetSessionSummary } from './application/get-session-summary.ts';
import type { QuestionAudio } from './application/question-audio.ts';
import type { ReevaluateAnswer } from './application/reevaluate-answer.ts';
import type { SessionStats } from './application/session-stats.ts';
import type { StartInterview } from './application/start-interview.ts';
import type { SubmitAnswer } from './application/submit-answer.ts';
import type { SubmitAudioAnswer } from './application/submit-audio-answer.ts';
import type { TimeUp } from './application/time-up.ts';
import type { InterviewJobs } from './ports/interview-jobs.ts';
import type { PairingHistory } from './ports/pairing-history.ts';
import type { QuestionAudioStore } from './ports/question-audio-store.ts';
import type { SessionQueries } from './ports/session-queries.ts';
import type { SessionRepository } from './ports/session-repository.ts';

/** Injection tokens of the interviewing module. */
export const INTERVIEWING = {
  Sessions: token<SessionRepository>('interviewing.Sessions'),
  SessionQueries: token<SessionQueries>('interviewing.SessionQueries'),
  PairingHistory: token<PairingHistory>('interviewing.PairingHistory'),
  QuestionAudioStore: token<QuestionAudioStore>('interviewing.QuestionAudioStore'),
  /** Evaluations and scoring on the job queue. */
  Jobs: token<InterviewJobs>('interviewing.Jobs'),
  SessionFinaliser: token<SessionFinaliser>('interviewing.SessionFinaliser'),
  TimeUp: token<TimeUp>('interviewing.TimeUp'),
  QuestionAudio: token<QuestionAudio>('interviewing.QuestionAudio'),
  StartInterview: token<StartInterview>('interviewing.StartInterview'),
  SubmitAnswer: token<SubmitAnswer>('interviewing.SubmitAnswer'),
  SubmitAudioAnswer: token<SubmitAudioAnswer>('interviewing.SubmitAudioAnswer'),
  EvaluateStoredAnswer: token<EvaluateStoredAnswer>('interviewing.EvaluateStoredAnswer'),
  ReevaluateAnswer: token<ReevaluateAnswer>('interviewing.ReevaluateAnswer'),
  EndInterview: token<EndInterview>('interviewing.EndInterview'),
  GetSessionSummary: token<GetSessionSummary>('interviewing.GetSessionSummary'),
  SessionStats: token<SessionStats>('interviewing.SessionStats'),
  DownloadReport: token<DownloadReport>('interviewing.DownloadReport'),
  /** Extension point: other modules contribute what happens when a session's report is ready. */
  ReportListeners: token<ReportListener>('interviewing.ReportListeners'),
} as const;
