/**
 * The coaching module's public surface: its typed tokens, types and pure functions. Importing it
 * never loads a framework, an ORM or a provider SDK; coaching/module.ts composes the module.
 */
export { COACHING } from './tokens.ts';
export { AnalyzeMatch, type AnalyzedMatch } from './application/analyze-match.ts';
export { EvaluateAnswer } from './application/evaluate-answer.ts';
export { PolishResume } from './application/polish-resume.ts';
export {
  ReadResume,
  type ResumeReading,
  type ResumeSource,
  structureOf,
} from './application/read-resume.ts';
export { DOUBT_MESSAGES, doubtsAbout, type ReadingDoubt, rolesInDoubt } from './domain/reading-doubts.ts';
export { type ProviderFailure, ProviderUnavailableError } from './domain/coaching.errors.ts';
export { type DeliveryMetrics, measureDelivery } from './domain/delivery-metrics.ts';
export {
  CRITERIA,
  type CriterionName,
  type CriterionRating,
  EVALUATION_FAILED_MESSAGE,
  type EvaluationCriterion,
  type EvaluationRequest,
  type EvaluationResult,
  failedEvaluation,
  RATINGS,
  roundScore,
} from './domain/evaluation.ts';
export { countFillerWords, type FillerWordCount } from './domain/filler-words.ts';
export {
  followUpsIn,
  type FollowUpReason,
  INTERVIEW_TYPES,
  type InterviewPlan,
  type InterviewType,
  MAX_FOLLOW_UPS_PER_QUESTION,
  type NextTurn,
  type NextTurnRequest,
  PERSONAS,
  type Persona,
  type PlannedQuestion,
  type PlanRequest,
  type ThreadTurn,
} from './domain/interview.ts';
export type { MatchAnalysis, MatchedSkill, MissingSkill } from './domain/match-analysis.ts';
export { type InventedFact, ResumeFacts } from './domain/resume-facts.ts';
export {
  applySuggestions,
  type ExperiencePolishRequest,
  type ExperienceSuggestion,
  KEPT_AS_WRITTEN_REASONING,
  keptAsWritten,
  type PolishEvent,
  type PolishScoreRequest,
  type PolishScores,
  type SummaryPolishRequest,
  type SummarySuggestion,
} from './domain/polish.ts';
export {
  REQUIRED_SKILL_SCORES,
  type ReportAnswer,
  type ReportRequest,
  type SessionReport,
  type SkillScore,
} from './domain/report.ts';
export {
  STT_NOT_CONFIGURED,
  type SynthesisResult,
  type TranscriptionResult,
  TTS_NOT_CONFIGURED,
} from './domain/speech.ts';
export { jobSkills, type StructuredJobDescription } from './domain/structured-job.ts';
export {
  type ContactInfo,
  durationOf,
  type Education,
  type ResumeSkills,
  resumeToText,
  type StructuredResume,
  type WorkExperience,
} from './domain/structured-resume.ts';
export type { AnswerEvaluator } from './ports/answer-evaluator.ts';
export type { DocumentUnderstanding } from './ports/document-understanding.ts';
export type { FactVocabulary } from './ports/fact-vocabulary.ts';
export type { Interviewer } from './ports/interviewer.ts';
export type { MatchAnalyzer, MatchRequest } from './ports/match-analyzer.ts';
export type { ReportWriter } from './ports/report-writer.ts';
export type { ResumePolisher } from './ports/resume-polisher.ts';
export type { SpeechToText } from './ports/speech-to-text.ts';
export type { TextToSpeech } from './ports/text-to-speech.ts';
export type { CoachingEngine } from './ports/coaching-engine.ts';
