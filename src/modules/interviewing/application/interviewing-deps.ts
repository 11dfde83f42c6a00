import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import type {
  DocumentUnderstanding,
  EvaluateAnswer,
  Interviewer,
  ReportWriter,
  SpeechToText,
  TextToSpeech,
} from '../../coaching/index.ts';
import type { AccessGate } from '../ports/access-gate.ts';
import type { DocumentTexts } from '../ports/document-texts.ts';
import type { EvaluationScheduler } from '../ports/evaluation-scheduler.ts';
import type { QuestionAudioStore } from '../ports/question-audio-store.ts';
import type { ProblemLog } from '../ports/problem-log.ts';
import type { SessionRepository } from '../ports/session-repository.ts';

/** Everything the interviewing use cases may reach, bound once in the module's index.ts. */
export interface InterviewingDeps {
  sessions: SessionRepository;
  documents: DocumentTexts;
  understanding: Pick<DocumentUnderstanding, 'structureResume' | 'structureJob'>;
  interviewer: Interviewer;
  /** Always resolves (a failure is a `status: 'error'` result). */
  evaluator: Pick<EvaluateAnswer, 'execute'>;
  reports: ReportWriter;
  speechToText: SpeechToText;
  textToSpeech: TextToSpeech;
  questionAudio: QuestionAudioStore;
  scheduler: EvaluationScheduler;
  access: AccessGate;
  clock: Clock;
  ids: Ids;
  problems: ProblemLog;
}
