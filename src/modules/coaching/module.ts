import { Hono } from 'hono';
import type { Config } from '../../config.ts';
import type { Clock } from '../../shared/kernel/clock.ts';
import type { AppModule } from '../../shared/module.ts';
import type { Token } from '../../shared/kernel/token.ts';
import type { Registry } from '../../shared/registry.ts';
import { TOKENS } from '../../shared/tokens.ts';
import { AnalyzeMatch } from './application/analyze-match.ts';
import { ReadResume } from './application/read-resume.ts';
import { EvaluateAnswer } from './application/evaluate-answer.ts';
import { type CoachingEngine, createCoachingEngine } from './coaching-engine.ts';
import { COACHING } from './tokens.ts';

function register(registry: Registry): void {
  registry.provide(COACHING.Engine, [TOKENS.Config, TOKENS.Clock], (config: Config, clock: Clock) =>
    createCoachingEngine(config, clock),
  );
  const capability = <K extends keyof CoachingEngine>(token: Token<CoachingEngine[K]>, key: K) =>
    registry.provide(token, [COACHING.Engine], (engine: CoachingEngine) => engine[key]);
  capability(COACHING.DocumentUnderstanding, 'understanding');
  capability(COACHING.MatchAnalyzer, 'matcher');
  capability(COACHING.Interviewer, 'interviewer');
  capability(COACHING.AnswerEvaluator, 'evaluator');
  capability(COACHING.ReportWriter, 'reports');
  capability(COACHING.ResumePolisher, 'polisher');
  capability(COACHING.FactVocabulary, 'vocabulary');
  capability(COACHING.SpeechToText, 'speechToText');
  capability(COACHING.TextToSpeech, 'textToSpeech');
  registry.provide(
    COACHING.AnalyzeMatch,
    [COACHING.Engine],
    (e: CoachingEngine) => new AnalyzeMatch(e.understanding, e.matcher),
  );
  registry.provide(
    COACHING.ReadResume,
    [COACHING.Engine],
    (e: CoachingEngine) => new ReadResume(e.understanding),
  );
  registry.provide(
    COACHING.EvaluateAnswer,
    [COACHING.Engine],
    (e: CoachingEngine) => new EvaluateAnswer(e.evaluator),
  );
}

/**
 * The coaching engine: no HTTP routes of its own (documents, interviewing and polishing call it),
 * only the bindings of its capabilities, each to the adapter the configuration selects.
 */
export const coachingModule: AppModule = { name: 'coaching', routes: new Hono(), register };

export { createCoachingEngine } from './coaching-engine.ts';
