import { jobText } from '../../shared/kernel/jobs.ts';
import type { AppModule } from '../../shared/module.ts';
import type { Registry } from '../../shared/registry.ts';
import { TOKENS } from '../../shared/tokens.ts';
import { COACHING } from '../coaching/index.ts';
import { DOCUMENTS } from '../documents/index.ts';
import { IDENTITY } from '../identity/index.ts';
import { FileStorageQuestionAudio } from './adapters/file-storage-question-audio.ts';
import { DocumentsModuleTexts } from './adapters/documents-module-texts.ts';
import { INTERVIEWING_ENTITIES } from './adapters/mikro-orm-entities.ts';
import { MikroOrmPairingHistory } from './adapters/mikro-orm-pairing-history.ts';
import { MikroOrmSessionQueries } from './adapters/mikro-orm-session-queries.ts';
import { MikroOrmSessionRepository } from './adapters/mikro-orm-session-repository.ts';
import { PdfmakeReportRenderer } from './adapters/pdfmake-report-renderer.ts';
import { INTERVIEW_QUEUES, QueuedInterviewJobs } from './adapters/queued-interview-jobs.ts';
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
  registry.construct(X.Sessions, [TOKENS.Orm], MikroOrmSessionRepository);
  registry.construct(X.SessionQueries, [TOKENS.Orm], MikroOrmSessionQueries);
  registry.construct(X.PairingHistory, [TOKENS.Orm], MikroOrmPairingHistory);
  registry.construct(X.QuestionAudioStore, [DOCUMENTS.FileStorage, TOKENS.Clock], FileStorageQuestionAudio);
  registry.construct(X.Jobs, [TOKENS.Jobs], QueuedInterviewJobs);
  registry.provide(
    X.SessionFinaliser,
    [X.Sessions, COACHING.ReportWriter, TOKENS.Logger, X.Jobs, TOKENS.UnitOfWork, TOKENS.Activity],
    (sessions, reports, logger, jobs, uow, activity) =>
      new SessionFinaliser(sessions, reports, logger, jobs, uow, registry.all(X.ReportListeners), activity),
  );
  registry.construct(X.TimeUp, [X.Sessions, X.SessionFinaliser, TOKENS.Clock], TimeUp);
  registry.construct(
    X.QuestionAudio,
    [COACHING.TextToSpeech, X.QuestionAudioStore, X.Sessions, TOKENS.Logger],
    QuestionAudio,
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
      TOKENS.Activity,
    ],
    (access, s, q, understanding, interviewer, audio, clock, ids, activity) =>
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
        activity,
      ),
  );
  registry.construct(
    X.SubmitAnswer,
    [
      X.Sessions,
      X.Jobs,
      TOKENS.UnitOfWork,
      COACHING.Interviewer,
      X.SessionFinaliser,
      X.TimeUp,
      X.QuestionAudio,
      TOKENS.Clock,
      TOKENS.Ids,
    ],
    SubmitAnswer,
  );
  registry.construct(
    X.SubmitAudioAnswer,
    [X.Sessions, IDENTITY.AccessPolicy, COACHING.SpeechToText, X.SubmitAnswer],
    SubmitAudioAnswer,
  );
  registry.construct(
    X.EvaluateStoredAnswer,
    [X.Sessions, COACHING.EvaluateAnswer, X.Jobs, TOKENS.UnitOfWork],
    EvaluateStoredAnswer,
  );
  registry.construct(
    X.ReevaluateAnswer,
    [X.Sessions, IDENTITY.AccessPolicy, X.EvaluateStoredAnswer],
    ReevaluateAnswer,
  );
  registry.construct(X.EndInterview, [X.Sessions, X.SessionFinaliser, TOKENS.Clock], EndInterview);
  registry.construct(X.GetSessionSummary, [X.Sessions, X.TimeUp], GetSessionSummary);
  registry.construct(
    X.SessionStats,
    [X.SessionQueries, X.PairingHistory, X.TimeUp, TOKENS.Clock],
    SessionStats,
  );
  registry.provide(
    X.DownloadReport,
    [X.GetSessionSummary, TOKENS.DocumentRenderer],
    (summary, documents) => new DownloadReport(summary, new PdfmakeReportRenderer(documents)),
  );
  // the spoken questions' files go before the account's rows cascade away
  registry.contribute(
    IDENTITY.AccountDeletionSteps,
    [X.Sessions, X.QuestionAudioStore],
    (s, store) => new DeleteInterviewAudio(s, store),
  );
  // the background work: every answer's evaluation, every finished session's scoring, and the
  // sweep that ends sessions left open past their time
  registry.contribute(TOKENS.JobHandlers, [X.EvaluateStoredAnswer], (evaluate) => ({
    queue: INTERVIEW_QUEUES.evaluate,
    run: (data) => evaluate.evaluatePending(jobText(data, 'answerId')),
    // a language model may take a minute, retried twice by its client
    timeoutSeconds: 600,
  }));
  registry.contribute(TOKENS.JobHandlers, [X.SessionFinaliser], (finaliser) => ({
    queue: INTERVIEW_QUEUES.finalise,
    run: (data) => finaliser.finaliseById(jobText(data, 'sessionId')),
    timeoutSeconds: 600,
  }));
  registry.contribute(TOKENS.JobHandlers, [X.TimeUp], (timeUp) => ({
    queue: INTERVIEW_QUEUES.timeUp,
    run: async (_data, stopping) => {
      await timeUp.sweep(stopping);
    },
    every: '* * * * *',
    retries: 0,
    // one sweep at a time across instances, and at most one more waiting: a run that outlasts
    // the minute has the next slot's run behind it, never a pile
    exclusive: true,
    coalesce: true,
  }));
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
