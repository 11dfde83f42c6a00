import type { Clock } from '../../shared/kernel/clock.ts';
import type { Ids } from '../../shared/kernel/ids.ts';
import type { Logger } from '../../shared/logging/logger.ts';
import type { AppModule } from '../../shared/module.ts';
import type { Registry } from '../../shared/registry.ts';
import type { Orm } from '../../shared/persistence/database.ts';
import { TOKENS } from '../../shared/tokens.ts';
import { COACHING } from '../coaching/index.ts';
import { type ApplicationScores, DOCUMENTS } from '../documents/index.ts';
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

function register(registry: Registry): void {
  registry.provide(
    INTERVIEWING.EvaluationScheduler,
    [TOKENS.Orm, TOKENS.Logger],
    (orm: Orm, logger: Logger) =>
      new InProcessEvaluationScheduler(
        orm,
        (answerId) => registry.get(INTERVIEWING.EvaluateStoredAnswer).execute(answerId),
        logger,
      ),
  );
  registry.provide(
    INTERVIEWING.Deps,
    [TOKENS.Orm, TOKENS.Clock, TOKENS.Ids, TOKENS.Logger, IDENTITY.AccessPolicy],
    (orm: Orm, clock: Clock, ids: Ids, logger: Logger, access: AccessPolicy): InterviewingDeps => ({
      sessions: new MikroOrmSessionRepository(orm),
      documents: new DocumentsModuleTexts(() => registry.get(DOCUMENTS.ReadOwnedDocument)),
      understanding: registry.get(COACHING.DocumentUnderstanding),
      interviewer: registry.get(COACHING.Interviewer),
      evaluator: registry.get(COACHING.EvaluateAnswer),
      reports: registry.get(COACHING.ReportWriter),
      speechToText: registry.get(COACHING.SpeechToText),
      textToSpeech: registry.get(COACHING.TextToSpeech),
      questionAudio: new FileStorageQuestionAudio(registry.get(DOCUMENTS.FileStorage), clock),
      scheduler: registry.get(INTERVIEWING.EvaluationScheduler),
      access,
      clock,
      ids,
      problems: logger,
    }),
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
    registry.provide(token, [INTERVIEWING.Deps], (deps: InterviewingDeps) => new UseCase(deps));
  }
  registry.provide(
    INTERVIEWING.ReevaluateAnswer,
    [INTERVIEWING.Deps, INTERVIEWING.EvaluateStoredAnswer],
    (deps: InterviewingDeps, evaluate: EvaluateStoredAnswer) => new ReevaluateAnswer(deps, evaluate),
  );
  registry.provide(
    INTERVIEWING.DownloadReport,
    [INTERVIEWING.GetSessionSummary],
    (summary: GetSessionSummary) => new DownloadReport(summary, new PdfmakeReportRenderer()),
  );
  registry.provide(
    INTERVIEWING.SubmitAudioAnswer,
    [INTERVIEWING.Deps, INTERVIEWING.SubmitAnswer],
    (deps: InterviewingDeps, submit: SubmitAnswer) => new SubmitAudioAnswer(deps, submit),
  );
  // the spoken questions' files go before the account's rows cascade away
  registry.contribute(
    IDENTITY.AccountDeletionSteps,
    [INTERVIEWING.Deps],
    (deps: InterviewingDeps) => new DeleteInterviewAudio(deps),
  );
  // saved applications show the average score of their sessions
  registry.provide(
    DOCUMENTS.ApplicationScores,
    [TOKENS.Orm],
    (orm: Orm): ApplicationScores => new MikroOrmSessionRepository(orm),
  );
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
