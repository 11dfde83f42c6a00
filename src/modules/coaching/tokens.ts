import { token } from '../../shared/kernel/token.ts';
import type { AnalyzeMatch } from './application/analyze-match.ts';
import type { EvaluateAnswer } from './application/evaluate-answer.ts';
import type { ReadResume } from './application/read-resume.ts';
import type { CoachingEngine } from './ports/coaching-engine.ts';
import type { AnswerEvaluator } from './ports/answer-evaluator.ts';
import type { DocumentUnderstanding } from './ports/document-understanding.ts';
import type { FactVocabulary } from './ports/fact-vocabulary.ts';
import type { Interviewer } from './ports/interviewer.ts';
import type { MatchAnalyzer } from './ports/match-analyzer.ts';
import type { ReportWriter } from './ports/report-writer.ts';
import type { ResumePolisher } from './ports/resume-polisher.ts';
import type { SpeechToText } from './ports/speech-to-text.ts';
import type { TextToSpeech } from './ports/text-to-speech.ts';

/** Injection tokens of the coaching engine's capabilities and use cases. */
export const COACHING = {
  /** Every adapter, as chosen by the configuration (see createCoachingEngine). */
  Engine: token<CoachingEngine>('coaching.Engine'),
  DocumentUnderstanding: token<DocumentUnderstanding>('coaching.DocumentUnderstanding'),
  MatchAnalyzer: token<MatchAnalyzer>('coaching.MatchAnalyzer'),
  Interviewer: token<Interviewer>('coaching.Interviewer'),
  AnswerEvaluator: token<AnswerEvaluator>('coaching.AnswerEvaluator'),
  ReportWriter: token<ReportWriter>('coaching.ReportWriter'),
  ResumePolisher: token<ResumePolisher>('coaching.ResumePolisher'),
  /** The offline judge of what a text states (skills, verbs), whichever provider is configured. */
  FactVocabulary: token<FactVocabulary>('coaching.FactVocabulary'),
  SpeechToText: token<SpeechToText>('coaching.SpeechToText'),
  TextToSpeech: token<TextToSpeech>('coaching.TextToSpeech'),
  AnalyzeMatch: token<AnalyzeMatch>('coaching.AnalyzeMatch'),
  EvaluateAnswer: token<EvaluateAnswer>('coaching.EvaluateAnswer'),
  /** What a resume reads as, with the fields to check ('Review what we read'). */
  ReadResume: token<ReadResume>('coaching.ReadResume'),
} as const;
