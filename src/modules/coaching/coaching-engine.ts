import type { Config } from '../../config.ts';
import type { Clock } from '../../shared/kernel/clock.ts';
import { commandOnPath, EspeakTextToSpeech } from './adapters/espeak-text-to-speech.ts';
import { GoogleTextToSpeech } from './adapters/google-text-to-speech.ts';
import { LocalAnswerEvaluator } from './adapters/local/local-answer-evaluator.ts';
import { LocalDocumentUnderstanding } from './adapters/local/local-document-understanding.ts';
import { LocalFactVocabulary } from './adapters/local/local-fact-vocabulary.ts';
import { LocalInterviewer } from './adapters/local/local-interviewer.ts';
import { LocalMatchAnalyzer } from './adapters/local/local-match-analyzer.ts';
import { LocalReportWriter } from './adapters/local/local-report-writer.ts';
import { LocalResumePolisher } from './adapters/local/local-resume-polisher.ts';
import { taxonomy } from './adapters/local/skill-taxonomy.ts';
import { OpenAiAnswerEvaluator } from './adapters/openai/openai-answer-evaluator.ts';
import { OpenAiDocumentUnderstanding } from './adapters/openai/openai-document-understanding.ts';
import { RememberedUnderstanding } from './adapters/remembered-understanding.ts';
import { OpenAiGateway } from './adapters/openai/openai-gateway.ts';
import { OpenAiInterviewer } from './adapters/openai/openai-interviewer.ts';
import { OpenAiMatchAnalyzer } from './adapters/openai/openai-match-analyzer.ts';
import { OpenAiReportWriter } from './adapters/openai/openai-report-writer.ts';
import { OpenAiResumePolisher } from './adapters/openai/openai-resume-polisher.ts';
import { OpenAiSpeechToText } from './adapters/openai/openai-speech-to-text.ts';
import { UnconfiguredSpeechToText, UnconfiguredTextToSpeech } from './adapters/unconfigured-speech.ts';
import type { CoachingEngine } from './ports/coaching-engine.ts';
import type { TextToSpeech } from './ports/text-to-speech.ts';

export type { CoachingEngine };

export type CoachingConfig = Pick<
  Config,
  | 'AI_PROVIDER'
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_MODEL'
  | 'OPENAI_MODEL_ANALYSIS'
  | 'OPENAI_MODEL_INTERVIEW'
  | 'OPENAI_MODEL_EVALUATION'
  | 'OPENAI_MODEL_POLISH'
  | 'OPENAI_TIMEOUT_MS'
  | 'OPENAI_MAX_RETRIES'
  | 'STT_PROVIDER'
  | 'OPENAI_TRANSCRIBE_MODEL'
  | 'TTS_PROVIDER'
  | 'GOOGLE_TTS_VOICE'
  | 'GOOGLE_TTS_API_KEY'
  | 'GCS_PROJECT_ID'
  | 'ESPEAK_VOICE'
>;

function textToSpeech(config: CoachingConfig): TextToSpeech {
  const espeak = () => new EspeakTextToSpeech({ voice: config.ESPEAK_VOICE });
  switch (config.TTS_PROVIDER) {
    case 'google':
      return new GoogleTextToSpeech({
        voice: config.GOOGLE_TTS_VOICE,
        apiKey: config.GOOGLE_TTS_API_KEY,
        projectId: config.GCS_PROJECT_ID,
        // a question's audio is worth a short wait only: the browser can always speak it instead
        timeoutMs: 10_000,
        maxRetries: 2,
      });
    case 'espeak':
      return commandOnPath('espeak-ng')
        ? espeak()
        : new UnconfiguredTextToSpeech(
            'TTS_PROVIDER=espeak but espeak-ng is not installed; the browser speaks the text.',
          );
    case 'auto':
      return commandOnPath('espeak-ng') ? espeak() : new UnconfiguredTextToSpeech();
    default:
      return new UnconfiguredTextToSpeech();
  }
}

/**
 * Picks every coaching adapter from the configuration: AI_PROVIDER (local | openai) for the
 * language capabilities, STT_PROVIDER (none | openai) and TTS_PROVIDER (auto | espeak | google |
 * none) for speech. The local engine is always built: the OpenAI adapters lean on it for pacing
 * and for the numbers a model may leave out.
 */
export function createCoachingEngine(config: CoachingConfig, clock: Clock): CoachingEngine {
  const localMatcher = new LocalMatchAnalyzer(clock);
  const localInterviewer = new LocalInterviewer();
  const localReports = new LocalReportWriter();
  const gateway = config.OPENAI_API_KEY
    ? new OpenAiGateway({
        apiKey: config.OPENAI_API_KEY,
        baseURL: config.OPENAI_BASE_URL,
        timeoutMs: config.OPENAI_TIMEOUT_MS,
        maxRetries: config.OPENAI_MAX_RETRIES,
      })
    : null;
  const speechToText =
    config.STT_PROVIDER === 'openai' && gateway
      ? new OpenAiSpeechToText(gateway, config.OPENAI_TRANSCRIBE_MODEL)
      : new UnconfiguredSpeechToText();
  const speech = { speechToText, textToSpeech: textToSpeech(config) };
  const vocabulary = new LocalFactVocabulary();
  if (config.AI_PROVIDER === 'openai' && gateway) {
    const model = (specific: string | undefined) => specific ?? config.OPENAI_MODEL;
    const matcher = new OpenAiMatchAnalyzer(gateway, model(config.OPENAI_MODEL_ANALYSIS));
    return {
      provider: 'openai',
      understanding: new RememberedUnderstanding(
        new OpenAiDocumentUnderstanding(gateway, model(config.OPENAI_MODEL_ANALYSIS)),
      ),
      matcher,
      interviewer: new OpenAiInterviewer(gateway, model(config.OPENAI_MODEL_INTERVIEW), localInterviewer),
      evaluator: new OpenAiAnswerEvaluator(gateway, model(config.OPENAI_MODEL_EVALUATION)),
      reports: new OpenAiReportWriter(gateway, model(config.OPENAI_MODEL_EVALUATION), localReports),
      polisher: new OpenAiResumePolisher(
        gateway,
        model(config.OPENAI_MODEL_POLISH),
        matcher,
        taxonomy.hardNames,
      ),
      vocabulary,
      ...speech,
    };
  }
  return {
    provider: 'local',
    understanding: new LocalDocumentUnderstanding(),
    matcher: localMatcher,
    interviewer: localInterviewer,
    evaluator: new LocalAnswerEvaluator(),
    reports: localReports,
    polisher: new LocalResumePolisher(localMatcher),
    vocabulary,
    ...speech,
  };
}
