/** Injection tokens of the interviewing module. */
export const INTERVIEWING = {
  Deps: Symbol.for('interviewing.Deps'),
  /** Background evaluations; tests wait on `settled()`. */
  EvaluationScheduler: Symbol.for('interviewing.EvaluationScheduler'),
  StartInterview: Symbol.for('interviewing.StartInterview'),
  SubmitAnswer: Symbol.for('interviewing.SubmitAnswer'),
  SubmitAudioAnswer: Symbol.for('interviewing.SubmitAudioAnswer'),
  EvaluateStoredAnswer: Symbol.for('interviewing.EvaluateStoredAnswer'),
  ReevaluateAnswer: Symbol.for('interviewing.ReevaluateAnswer'),
  EndInterview: Symbol.for('interviewing.EndInterview'),
  GetSessionSummary: Symbol.for('interviewing.GetSessionSummary'),
  SessionStats: Symbol.for('interviewing.SessionStats'),
  DownloadReport: Symbol.for('interviewing.DownloadReport'),
} as const;
