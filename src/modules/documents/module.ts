import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { AppModule } from '../../shared/module.ts';
import type { Registry } from '../../shared/registry.ts';
import { TOKENS } from '../../shared/tokens.ts';
import { COACHING } from '../coaching/index.ts';
import { IDENTITY } from '../identity/index.ts';
import { CoachingMatchEngine } from './adapters/coaching-match-engine.ts';
import { CoachingResumeReader } from './adapters/coaching-resume-reader.ts';
import { GcsFileStorage } from './adapters/gcs-file-storage.ts';
import { HmacUrlSigner, noSignedFiles } from './adapters/hmac-url-signer.ts';
import { LocalFileStorage } from './adapters/local-file-storage.ts';
import { MikroOrmDocumentRepository } from './adapters/mikro-orm-document-repository.ts';
import { DOCUMENTS_ENTITIES } from './adapters/mikro-orm-entities.ts';
import { MikroOrmMatchResultRepository } from './adapters/mikro-orm-match-result-repository.ts';
import { MikroOrmSavedApplicationRepository } from './adapters/mikro-orm-saved-application-repository.ts';
import { noApplicationScores } from './adapters/no-application-scores.ts';
import { WorkerTextExtractor } from './adapters/worker-text-extractor.ts';
import { CreateApplication } from './application/create-application.ts';
import { DeleteDocument } from './application/delete-document.ts';
import { DeleteUserFiles } from './application/delete-user-files.ts';
import { DownloadLinks } from './application/download-links.ts';
import { GetDownloadUrl } from './application/get-download-url.ts';
import { ListApplications } from './application/list-applications.ts';
import { ListDocuments } from './application/list-documents.ts';
import { ReExtractLayouts } from './application/re-extract-layouts.ts';
import { ReadOwnedDocument } from './application/read-owned-document.ts';
import { RenameDocument } from './application/rename-document.ts';
import { ReviewResumeReading } from './application/review-resume-reading.ts';
import { RunMatchAnalysis } from './application/run-match-analysis.ts';
import { ServeSignedFile } from './application/serve-signed-file.ts';
import { SetDefaultResume } from './application/set-default-resume.ts';
import { StorePolishedResume } from './application/store-polished-resume.ts';
import { UploadDocument } from './application/upload-document.ts';
import { FILE_TOO_LARGE_MESSAGE } from './domain/documents.errors.ts';
import { MAX_UPLOAD_BYTES, MULTIPART_ALLOWANCE_BYTES } from './domain/upload-rules.ts';
import routes from './http/generated/documents.routes.ts';
import type { ApplicationScores } from './ports/application-scores.ts';
import type { FileStorage, SignedUrlVerifier } from './ports/file-storage.ts';
import type { TextExtractor } from './ports/text-extractor.ts';
import { DOCUMENTS } from './tokens.ts';

/** The documents module's background work. */
export const DOCUMENTS_QUEUES = { reExtractLayouts: 'documents.re-extract-layouts' } as const;

/** Seconds a signed download URL stays valid. */
const DOWNLOAD_URL_TTL_SECONDS = 300;

function filesDirectory(config: Config): string {
  const base = config.DATA_DIR.startsWith('memory:')
    ? path.join(os.tmpdir(), `coach-${process.pid}`)
    : config.DATA_DIR;
  return path.join(base, 'files');
}

function register(registry: Registry): void {
  const gcs = (config: Config) => config.STORAGE_PROVIDER === 'gcs';
  registry.provide(
    DOCUMENTS.FileStorage,
    [TOKENS.Config, TOKENS.Clock],
    (config, clock): FileStorage =>
      gcs(config)
        ? new GcsFileStorage({
            bucket: config.GCS_BUCKET ?? '',
            projectId: config.GCS_PROJECT_ID,
            keyFilename: config.GOOGLE_APPLICATION_CREDENTIALS,
          })
        : new LocalFileStorage(filesDirectory(config), new HmacUrlSigner(config.JWT_SECRET ?? '', clock)),
  );
  registry.provide(
    DOCUMENTS.SignedUrlVerifier,
    [TOKENS.Config, TOKENS.Clock],
    (config, clock): SignedUrlVerifier =>
      gcs(config) ? noSignedFiles : new HmacUrlSigner(config.JWT_SECRET ?? '', clock),
  );
  // the container's disposal (unbindAllAsync) stops the extraction workers, even mid-file
  registry.provide(
    DOCUMENTS.TextExtractor,
    [],
    (): TextExtractor => new WorkerTextExtractor(),
    (extractor) => extractor.close(),
  );
  registry.construct(DOCUMENTS.Documents, [TOKENS.Orm], MikroOrmDocumentRepository);
  registry.construct(DOCUMENTS.Matches, [TOKENS.Orm], MikroOrmMatchResultRepository);
  registry.construct(DOCUMENTS.Applications, [TOKENS.Orm], MikroOrmSavedApplicationRepository);
  registry.provide(
    DOCUMENTS.MatchEngine,
    [],
    () => new CoachingMatchEngine(() => registry.get(COACHING.AnalyzeMatch)),
  );
  registry.provide(
    DOCUMENTS.DownloadLinks,
    [DOCUMENTS.FileStorage, TOKENS.Clock],
    (storage, clock) => new DownloadLinks(storage, clock, DOWNLOAD_URL_TTL_SECONDS),
  );
  // interviewing provides the averages when it is composed; asked when a use case is first built
  const scores = (): ApplicationScores => registry.find(DOCUMENTS.ApplicationScores) ?? noApplicationScores;

  registry.construct(
    DOCUMENTS.UploadDocument,
    [
      DOCUMENTS.Documents,
      DOCUMENTS.FileStorage,
      DOCUMENTS.TextExtractor,
      IDENTITY.AccessPolicy,
      TOKENS.UnitOfWork,
      DOCUMENTS.DownloadLinks,
      TOKENS.Clock,
      TOKENS.Ids,
      TOKENS.Logger,
      TOKENS.Activity,
    ],
    UploadDocument,
  );
  registry.construct(
    DOCUMENTS.StorePolishedResume,
    [
      DOCUMENTS.Documents,
      DOCUMENTS.FileStorage,
      DOCUMENTS.TextExtractor,
      TOKENS.UnitOfWork,
      DOCUMENTS.DownloadLinks,
      TOKENS.Clock,
      TOKENS.Ids,
      TOKENS.Logger,
    ],
    StorePolishedResume,
  );
  registry.construct(DOCUMENTS.ListDocuments, [DOCUMENTS.Documents], ListDocuments);
  registry.construct(DOCUMENTS.RenameDocument, [DOCUMENTS.Documents], RenameDocument);
  registry.provide(
    DOCUMENTS.ReviewResumeReading,
    [DOCUMENTS.Documents, DOCUMENTS.Matches, TOKENS.UnitOfWork],
    (documents, matches, unitOfWork) =>
      new ReviewResumeReading(
        documents,
        matches,
        new CoachingResumeReader(() => registry.get(COACHING.ReadResume)),
        unitOfWork,
      ),
  );
  registry.construct(
    DOCUMENTS.DeleteDocument,
    [DOCUMENTS.Documents, DOCUMENTS.FileStorage, TOKENS.UnitOfWork],
    DeleteDocument,
  );
  registry.construct(DOCUMENTS.SetDefaultResume, [DOCUMENTS.Documents, TOKENS.UnitOfWork], SetDefaultResume);
  registry.construct(
    DOCUMENTS.GetDownloadUrl,
    [DOCUMENTS.Documents, DOCUMENTS.DownloadLinks],
    GetDownloadUrl,
  );
  registry.construct(
    DOCUMENTS.ServeSignedFile,
    [DOCUMENTS.SignedUrlVerifier, DOCUMENTS.FileStorage, DOCUMENTS.Documents],
    ServeSignedFile,
  );
  registry.construct(
    DOCUMENTS.RunMatchAnalysis,
    [DOCUMENTS.Documents, DOCUMENTS.Matches, DOCUMENTS.MatchEngine, IDENTITY.AccessPolicy, TOKENS.Clock],
    RunMatchAnalysis,
  );
  registry.provide(
    DOCUMENTS.CreateApplication,
    [DOCUMENTS.Documents, DOCUMENTS.Applications, TOKENS.Clock, TOKENS.Ids],
    (d, a, c, i) => new CreateApplication(d, a, scores(), c, i),
  );
  registry.provide(
    DOCUMENTS.ListApplications,
    [DOCUMENTS.Applications],
    (a) => new ListApplications(a, scores()),
  );
  registry.construct(DOCUMENTS.ReadOwnedDocument, [DOCUMENTS.Documents], ReadOwnedDocument);
  // documents stored before layout texts were kept get theirs, a time-boxed run at a time; one run
  // across instances at once, and a run that finds none waiting does nothing
  registry.construct(
    DOCUMENTS.ReExtractLayouts,
    [DOCUMENTS.Documents, DOCUMENTS.FileStorage, DOCUMENTS.TextExtractor, TOKENS.Clock],
    ReExtractLayouts,
  );
  registry.contribute(TOKENS.JobHandlers, [DOCUMENTS.ReExtractLayouts, TOKENS.Logger], (job, logger) => ({
    queue: DOCUMENTS_QUEUES.reExtractLayouts,
    run: async () => {
      const report = await job.run();
      if (report.stored + report.unreadable > 0) logger.info(report, 'layout texts read again');
    },
    every: '*/10 * * * *',
    retries: 0,
    exclusive: true,
  }));
  // the stored objects go before the account's rows cascade away
  registry.contribute(
    IDENTITY.AccountDeletionSteps,
    [DOCUMENTS.Documents, DOCUMENTS.FileStorage],
    (d, s) => new DeleteUserFiles(d, s),
  );
}

const uploadCap = { bytes: MAX_UPLOAD_BYTES + MULTIPART_ALLOWANCE_BYTES, message: FILE_TOO_LARGE_MESSAGE };

/** Uploads, My Documents, signed downloads, match analysis and saved applications. */
export const documentsModule: AppModule = {
  name: 'documents',
  routes,
  register,
  entities: DOCUMENTS_ENTITIES,
  bodyLimits: { '/api/upload/resume': uploadCap, '/api/upload/job': uploadCap },
  // an upload being read holds its request for up to the extraction time limit: refuse it now
  stopWork: (resolve) => resolve(DOCUMENTS.TextExtractor).close(),
};
