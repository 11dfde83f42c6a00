/** Injection tokens of the coaching engine's capabilities and use cases. */
export const COACHING = {
  /** Every adapter, as chosen by the configuration (see createCoachingEngine). */
  Engine: Symbol.for('coaching.Engine'),
  DocumentUnderstanding: Symbol.for('coaching.DocumentUnderstanding'),
  MatchAnalyzer: Symbol.for('coaching.MatchAnalyzer'),
  Interviewer: Symbol.for('coaching.Interviewer'),
  AnswerEvaluator: Symbol.for('coaching.AnswerEvaluator'),
  ReportWriter: Symbol.for('coaching.ReportWriter'),
  ResumePolisher: Symbol.for('coaching.ResumePolisher'),
  SpeechToText: Symbol.for('coaching.SpeechToText'),
  TextToSpeech: Symbol.for('coaching.TextToSpeech'),
  AnalyzeMatch: Symbol.for('coaching.AnalyzeMatch'),
  EvaluateAnswer: Symbol.for('coaching.EvaluateAnswer'),
  PolishResume: Symbol.for('coaching.PolishResume'),
} as const;
