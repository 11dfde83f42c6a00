import { Hono } from 'hono';
import type { Config } from '../../config.ts';
import type { Clock } from '../../shared/kernel/clock.ts';
import type { AppModule } from '../../shared/module.ts';
import type { Registry } from '../../shared/registry.ts';
import { TOKENS } from '../../shared/tokens.ts';
import { AnalyzeMatch } from './application/analyze-match.ts';
import { EvaluateAnswer } from './application/evaluate-answer.ts';
import { PolishResume } from './application/polish-resume.ts';
import { type CoachingEngine, createCoachingEngine } from './coaching-engine.ts';
import { COACHING } from './tokens.ts';

// The public surface: other modules import the coaching engine from here only.
export { COACHING };
export { AnalyzeMatch, type AnalyzedMatch } from './application/analyze-match.ts';
export { EvaluateAnswer } from './application/evaluate-answer.ts';
export { PolishResume } from './application/polish-resume.ts';
export { type CoachingConfig, type CoachingEngine, createCoachingEngine } from './coaching-engine.ts';
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
export { findInventedFacts, type InventedFact } from './domain/invented-facts.ts';
export type { MatchAnalysis, MatchedSkill, MissingSkill } from './domain/match-analysis.ts';
export {
  applySuggestions,
  type ExperiencePolishRequest,
  type ExperienceSuggestion,
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
export type { Interviewer } from './ports/interviewer.ts';
export type { MatchAnalyzer, MatchRequest } from './ports/match-analyzer.ts';
export type { ReportWriter } from './ports/report-writer.ts';
export type { ResumePolisher } from './ports/resume-polisher.ts';
export type { SpeechToText } from './ports/speech-to-text.ts';
export type { TextToSpeech } from './ports/text-to-speech.ts';

function register(registry: Registry): void {
  registry.provide(COACHING.Engine, [TOKENS.Config, TOKENS.Clock], (config: Config, clock: Clock) =>
    createCoachingEngine(config, clock),
  );
  const capability = <K extends keyof CoachingEngine>(token: symbol, key: K) =>
    registry.provide(token, [COACHING.Engine], (engine: CoachingEngine) => engine[key]);
  capability(COACHING.DocumentUnderstanding, 'understanding');
  capability(COACHING.MatchAnalyzer, 'matcher');
  capability(COACHING.Interviewer, 'interviewer');
  capability(COACHING.AnswerEvaluator, 'evaluator');
  capability(COACHING.ReportWriter, 'reports');
  capability(COACHING.ResumePolisher, 'polisher');
  capability(COACHING.SpeechToText, 'speechToText');
  capability(COACHING.TextToSpeech, 'textToSpeech');
  registry.provide(
    COACHING.AnalyzeMatch,
    [COACHING.Engine],
    (e: CoachingEngine) => new AnalyzeMatch(e.understanding, e.matcher),
  );
  registry.provide(
    COACHING.EvaluateAnswer,
    [COACHING.Engine],
    (e: CoachingEngine) => new EvaluateAnswer(e.evaluator),
  );
  registry.provide(
    COACHING.PolishResume,
    [COACHING.Engine],
    (e: CoachingEngine) => new PolishResume(e.understanding, e.polisher),
  );
}

/**
 * The coaching engine: no HTTP routes of its own (documents, interviewing and polishing call it),
 * only the bindings of its capabilities, each to the adapter the configuration selects.
 */
export const coachingModule: AppModule = { name: 'coaching', routes: new Hono(), register };
