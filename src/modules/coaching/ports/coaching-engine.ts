import type { AnswerEvaluator } from './answer-evaluator.ts';
import type { DocumentUnderstanding } from './document-understanding.ts';
import type { FactVocabulary } from './fact-vocabulary.ts';
import type { Interviewer } from './interviewer.ts';
import type { MatchAnalyzer } from './match-analyzer.ts';
import type { ReportWriter } from './report-writer.ts';
import type { ResumePolisher } from './resume-polisher.ts';
import type { SpeechToText } from './speech-to-text.ts';
import type { TextToSpeech } from './text-to-speech.ts';

/** One adapter per capability, as the configuration selects them. */
export interface CoachingEngine {
  provider: 'local' | 'openai';
  understanding: DocumentUnderstanding;
  matcher: MatchAnalyzer;
  interviewer: Interviewer;
  evaluator: AnswerEvaluator;
  reports: ReportWriter;
  polisher: ResumePolisher;
  /** Always the offline vocabulary: the judge of facts must not be the model it judges. */
  vocabulary: FactVocabulary;
  speechToText: SpeechToText;
  textToSpeech: TextToSpeech;
}
