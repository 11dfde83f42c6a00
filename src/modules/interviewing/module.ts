import type { AppModule } from '../../shared/module.ts';
import type { Registry } from '../../shared/registry.ts';
import { TOKENS } from '../../shared/tokens.ts';
import { COACHING } from '../coaching/index.ts';
import { DOCUMENTS } from '../documents/index.ts';
import { IDENTITY } from '../identity/index.ts';
import { FileStorageQuestionAudio } from './adapters/file-storage-question-audio.ts';
import { DocumentsModuleTexts } from './adapters/documents-module-texts.ts';
import { InProcessEvaluationScheduler } from './adapters/in-process-evaluation-scheduler.ts';
import { INTERVIEWING_ENTITIES } from './adapters/mikro-orm-entities.ts';
import { MikroOrmSessionQueries } from './adapters/mikro-orm-session-queries.ts';
import { MikroOrmSessionRepository } from './adapters/mikro-orm-session-repository.ts';
import { PdfmakeReportRenderer } from './adapters/pdfmake-report-renderer.ts';
import { DownloadReport } from './application/download-report.ts';
import { DeleteInterviewAudio } from './application/delete-interview-audio.ts';
import { EndInterview } from './application/end-interview.ts';
import { EvaluateStoredAnswer } from './application/evaluate-stored-answer.ts';
import { GetSessionSummary } from './application/get-session-summary.ts';
import { SessionFinaliser } from './application/finalise-session.ts';
import { QuestionAudio } from './application/question-audio.ts';
import { ReevaluateAnswer } from './application/reevaluate-answer.ts';
import { SessionStats } from './application/session-stats.ts';
import { StartInterview } from './application/start-interview.ts';
import { SubmitAnswer } from './application/submit-answer.ts';
import { SubmitAudioAnswer } from './application/submit-audio-answer.ts';
import { TimeUp } from './application/time-up.ts';
import {
  AUDIO_MULTIPART_ALLOWANCE_BYTES,
  AUDIO_TOO_LARGE_MESSAGE,
  MAX_AUDIO_BYTES,
} from './domain/audio-rules.ts';
import routes from './http/generated/interviewing.routes.ts';
import { INTERVIEWING } from './tokens.ts';

function register(registry: Registry): void {
  const X = INTERVIEWING;
  registry.provide(X.Sessions, [TOKENS.Orm], (orm) => new MikroOrmSessionRepository(orm));
  registry.provide(X.SessionQueries, [TOKENS.Orm], (orm) => new MikroOrmSessionQueries(orm));
  registry.provide(
    X.QuestionAudioStore,
    [DOCUMENTS.FileStorage, TOKENS.Clock],
    (storage, clock) => new FileStorageQuestionAudio(storage, clock),
  );
  registry.provide(
    X.EvaluationScheduler,
    [TOKENS.Orm, TOKENS.Logger],
    (orm, logger) =>
      new InProcessEvaluationScheduler(
        orm,
        // the job the scheduler runs, resolved when it runs
        (answerId) => registry.get(X.EvaluateStoredAnswer).execute(answerId),
        logger,
      ),
  );
  registry.provide(
    X.SessionFinaliser,
    [X.Sessions, COACHING.ReportWriter, TOKENS.Logger],
    (s, reports, logger) => new SessionFinaliser(s, reports, logger),
  );
  registry.provide(
    X.TimeUp,
    [X.Sessions, X.SessionFinaliser, TOKENS.Clock],
    (s, f, c) => new TimeUp(s, f, c),
  );
  registry.provide(
    X.QuestionAudio,
    [COACHING.TextToSpeech, X.QuestionAudioStore, X.Sessions, TOKENS.Logger],
    (tts, store, s, logger) => new QuestionAudio(tts, store, s, logger),
  );
  registry.provide(
    X.StartInterview,
    [
      IDENTITY.AccessPolicy,
      X.Sessions,
      X.SessionQueries,
      COACHING.DocumentUnderstanding,
      COACHING.Interviewer,
      X.QuestionAudio,
      TOKENS.Clock,
      TOKENS.Ids,
    ],
    (access, s, q, understanding, interviewer, audio, clock, ids) =>
      new StartInterview(
        access,
        // resolved on use: the documents module's use cases are composed after this one
        new DocumentsModuleTexts(() => registry.get(DOCUMENTS.ReadOwnedDocument)),
        s,
        q,
        understanding,
        interviewer,
        audio,
        clock,
        ids,
      ),
  );
  registry.provide(
    X.SubmitAnswer,
    [
      X.Sessions,
      X.EvaluationScheduler,
      COACHING.Interviewer,
      X.SessionFinaliser,
      X.TimeUp,
      X.QuestionAudio,
      TOKENS.Clock,
      TOKENS.Ids,
    ],
    (s, scheduler, interviewer, finaliser, timeUp, audio, clock, ids) =>
      new SubmitAnswer(s, scheduler, interviewer, finaliser, timeUp, audio, clock, ids),
  );
  registry.provide(
    X.SubmitAudioAnswer,
    [X.Sessions, IDENTITY.AccessPolicy, COACHING.SpeechToText, X.SubmitAnswer],
    (s, access, stt, submit) => new SubmitAudioAnswer(s, access, stt, submit),
  );
  registry.provide(
    X.EvaluateStoredAnswer,
    [X.Sessions, COACHING.EvaluateAnswer, X.SessionFinaliser],
    (s, evaluator, finaliser) => new EvaluateStoredAnswer(s, evaluator, finaliser),
  );
  registry.provide(
    X.ReevaluateAnswer,
    [X.Sessions, IDENTITY.AccessPolicy, X.EvaluateStoredAnswer],
    (s, access, evaluate) => new ReevaluateAnswer(s, access, evaluate),
  );
  registry.provide(
    X.EndInterview,
    [X.Sessions, X.SessionFinaliser, TOKENS.Clock],
    (s, finaliser, clock) => new EndInterview(s, finaliser, clock),
  );
  registry.provide(
    X.GetSessionSummary,
    [X.Sessions, X.TimeUp, X.EvaluationScheduler, TOKENS.Clock],
    (s, timeUp, scheduler, clock) => new GetSessionSummary(s, timeUp, scheduler, clock),
  );
  registry.provide(
    X.SessionStats,
    [X.SessionQueries, X.TimeUp, TOKENS.Clock],
    (q, timeUp, clock) => new SessionStats(q, timeUp, clock),
  );
  registry.provide(
    X.DownloadReport,
    [X.GetSessionSummary],
    (summary) => new DownloadReport(summary, new PdfmakeReportRenderer()),
  );
  // the spoken questions' files go before the account's rows cascade away
  registry.contribute(
    IDENTITY.AccountDeletionSteps,
    [X.Sessions, X.QuestionAudioStore],
    (s, store) => new DeleteInterviewAudio(s, store),
  );
  // saved applications show the average score of their sessions
  registry.provide(DOCUMENTS.ApplicationScores, [X.SessionQueries], (q) => q);
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
