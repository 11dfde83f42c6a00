import type { Container } from 'inversify';
import type { Clock } from '../../shared/kernel/clock.ts';
import type { Ids } from '../../shared/kernel/ids.ts';
import type { Logger } from '../../shared/logging/logger.ts';
import type { AppModule } from '../../shared/module.ts';
import type { Orm } from '../../shared/persistence/database.ts';
import { TOKENS } from '../../shared/tokens.ts';
import {
  COACHING,
  type DocumentUnderstanding,
  type EvaluateAnswer,
  type Interviewer,
  type ReportWriter,
  type SpeechToText,
  type TextToSpeech,
} from '../coaching/index.ts';
import {
  type ApplicationScores,
  DOCUMENTS,
  type FileStorage,
  type ReadOwnedDocument,
} from '../documents/index.ts';
import { type AccessPolicy, IDENTITY } from '../identity/index.ts';
import { FileStorageQuestionAudio } from './adapters/file-storage-question-audio.ts';
import { DocumentsModuleTexts } from './adapters/documents-module-texts.ts';
import { InProcessEvaluationScheduler } from './adapters/in-process-evaluation-scheduler.ts';
import { INTERVIEWING_ENTITIES } from './adapters/mikro-orm-entities.ts';
import { MikroOrmSessionRepository } from './adapters/mikro-orm-session-repository.ts';
import { PdfmakeReportRenderer } from './adapters/pdfmake-report-renderer.ts';
import { DownloadReport } from './application/download-report.ts';
import { DeleteInterviewAudio } from './application/delete-interview-audio.ts';
import { EndInterview } from './application/end-interview.ts';
import { EvaluateStoredAnswer } from './application/evaluate-stored-answer.ts';
import { GetSessionSummary } from './application/get-session-summary.ts';
import type { InterviewingDeps } from './application/interviewing-deps.ts';
import { ReevaluateAnswer } from './application/reevaluate-answer.ts';
import { SessionStats } from './application/session-stats.ts';
import { StartInterview } from './application/start-interview.ts';
import { SubmitAnswer } from './application/submit-answer.ts';
import { SubmitAudioAnswer } from './application/submit-audio-answer.ts';
import {
  AUDIO_MULTIPART_ALLOWANCE_BYTES,
  AUDIO_TOO_LARGE_MESSAGE,
  MAX_AUDIO_BYTES,
} from './domain/audio-rules.ts';
import routes from './http/generated/interviewing.routes.ts';
import { INTERVIEWING } from './tokens.ts';

export { INTERVIEWING };
export type { EvaluationScheduler } from './ports/evaluation-scheduler.ts';

function register(container: Container): void {
  container
    .bind(INTERVIEWING.EvaluationScheduler)
    .toResolvedValue(
      (orm: Orm, logger: Logger) =>
        new InProcessEvaluationScheduler(
          orm,
          (answerId) =>
            container.get<EvaluateStoredAnswer>(INTERVIEWING.EvaluateStoredAnswer).execute(answerId),
          logger,
        ),
      [TOKENS.Orm, TOKENS.Logger],
    );
  container.bind(INTERVIEWING.Deps).toResolvedValue(
    (orm: Orm, clock: Clock, ids: Ids, logger: Logger, access: AccessPolicy): InterviewingDeps => ({
      sessions: new MikroOrmSessionRepository(orm),
      documents: new DocumentsModuleTexts(() =>
        container.get<ReadOwnedDocument>(DOCUMENTS.ReadOwnedDocument),
      ),
      understanding: container.get<DocumentUnderstanding>(COACHING.DocumentUnderstanding),
      interviewer: container.get<Interviewer>(COACHING.Interviewer),
      evaluator: container.get<EvaluateAnswer>(COACHING.EvaluateAnswer),
      reports: container.get<ReportWriter>(COACHING.ReportWriter),
      speechToText: container.get<SpeechToText>(COACHING.SpeechToText),
      textToSpeech: container.get<TextToSpeech>(COACHING.TextToSpeech),
      questionAudio: new FileStorageQuestionAudio(container.get<FileStorage>(DOCUMENTS.FileStorage), clock),
      scheduler: container.get(INTERVIEWING.EvaluationScheduler),
      access,
      clock,
      ids,
      problems: logger,
    }),
    [TOKENS.Orm, TOKENS.Clock, TOKENS.Ids, TOKENS.Logger, IDENTITY.AccessPolicy],
  );
  const useCases: [symbol, new (deps: InterviewingDeps) => unknown][] = [
    [INTERVIEWING.StartInterview, StartInterview],
    [INTERVIEWING.SubmitAnswer, SubmitAnswer],
    [INTERVIEWING.EvaluateStoredAnswer, EvaluateStoredAnswer],
    [INTERVIEWING.EndInterview, EndInterview],
    [INTERVIEWING.GetSessionSummary, GetSessionSummary],
    [INTERVIEWING.SessionStats, SessionStats],
  ];
  for (const [token, UseCase] of useCases) {
    container.bind(token).toResolvedValue((deps: InterviewingDeps) => new UseCase(deps), [INTERVIEWING.Deps]);
  }
  container
    .bind(INTERVIEWING.ReevaluateAnswer)
    .toResolvedValue(
      (deps: InterviewingDeps, evaluate: EvaluateStoredAnswer) => new ReevaluateAnswer(deps, evaluate),
      [INTERVIEWING.Deps, INTERVIEWING.EvaluateStoredAnswer],
    );
  container
    .bind(INTERVIEWING.DownloadReport)
    .toResolvedValue(
      (summary: GetSessionSummary) => new DownloadReport(summary, new PdfmakeReportRenderer()),
      [INTERVIEWING.GetSessionSummary],
    );
  container
    .bind(INTERVIEWING.SubmitAudioAnswer)
    .toResolvedValue(
      (deps: InterviewingDeps, submit: SubmitAnswer) => new SubmitAudioAnswer(deps, submit),
      [INTERVIEWING.Deps, INTERVIEWING.SubmitAnswer],
    );
  // the spoken questions' files go before the account's rows cascade away
  container
    .bind(IDENTITY.AccountDeletionSteps)
    .toResolvedValue((deps: InterviewingDeps) => new DeleteInterviewAudio(deps), [INTERVIEWING.Deps]);
  // saved applications show the average score of their sessions
  container
    .bind(DOCUMENTS.ApplicationScores)
    .toResolvedValue((orm: Orm): ApplicationScores => new MikroOrmSessionRepository(orm), [TOKENS.Orm]);
}

/** Mock interviews: sessions, answers and their evaluations, reports, history and the dashboard. */
export const interviewingModule: AppModule = {
  name: 'interviewing',
  routes,
  register,
  entities: INTERVIEWING_ENTITIES,
  bodyLimits: {
    '/api/interview/submit-audio-answer': {
      bytes: MAX_AUDIO_BYTES + AUDIO_MULTIPART_ALLOWANCE_BYTES,
      message: AUDIO_TOO_LARGE_MESSAGE,
    },
  },
};
