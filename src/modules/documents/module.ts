import { FILE_TOO_LARGE_MESSAGE } from './domain/documents.errors.ts';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Clock } from '../../shared/kernel/clock.ts';
import type { Ids } from '../../shared/kernel/ids.ts';
import type { UnitOfWork } from '../../shared/kernel/unit-of-work.ts';
import type { Logger } from '../../shared/logging/logger.ts';
import type { AppModule } from '../../shared/module.ts';
import type { Registry } from '../../shared/registry.ts';
import type { Orm } from '../../shared/persistence/database.ts';
import { TOKENS } from '../../shared/tokens.ts';
import { COACHING } from '../coaching/index.ts';
import { type AccessPolicy, IDENTITY } from '../identity/index.ts';
import { CoachingMatchEngine } from './adapters/coaching-match-engine.ts';
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
import type { DocumentsDeps } from './application/documents-deps.ts';
import { GetDownloadUrl } from './application/get-download-url.ts';
import { ListApplications } from './application/list-applications.ts';
import { ListDocuments } from './application/list-documents.ts';
import { ReadOwnedDocument } from './application/read-owned-document.ts';
import { RenameDocument } from './application/rename-document.ts';
import { RunMatchAnalysis } from './application/run-match-analysis.ts';
import { ServeSignedFile } from './application/serve-signed-file.ts';
import { SetDefaultResume } from './application/set-default-resume.ts';
import { UploadDocument } from './application/upload-document.ts';
import { MAX_UPLOAD_BYTES, MULTIPART_ALLOWANCE_BYTES } from './domain/upload-rules.ts';
import routes from './http/generated/documents.routes.ts';
import type { FileStorage, SignedUrlVerifier } from './ports/file-storage.ts';
import type { TextExtractor } from './ports/text-extractor.ts';
import { DOCUMENTS } from './tokens.ts';

// The public surface for other modules.

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
    (config: Config, clock: Clock): FileStorage =>
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
    (config: Config, clock: Clock): SignedUrlVerifier =>
      gcs(config) ? noSignedFiles : new HmacUrlSigner(config.JWT_SECRET ?? '', clock),
  );
  // the container's disposal (unbindAllAsync) stops the extraction workers, even mid-file
  registry.provide(
    DOCUMENTS.TextExtractor,
    [],
    (): TextExtractor => new WorkerTextExtractor(),
    (extractor) => extractor.close(),
  );
  registry.provide(
    DOCUMENTS.Deps,
    [
      TOKENS.Orm,
      TOKENS.Clock,
      TOKENS.Ids,
      TOKENS.UnitOfWork,
      TOKENS.Logger,
      IDENTITY.AccessPolicy,
      DOCUMENTS.FileStorage,
      DOCUMENTS.SignedUrlVerifier,
      DOCUMENTS.TextExtractor,
    ],
    (
      orm: Orm,
      clock: Clock,
      ids: Ids,
      unitOfWork: UnitOfWork,
      logger: Logger,
      access: AccessPolicy,
      storage: FileStorage,
      signedUrls: SignedUrlVerifier,
      extractor: TextExtractor,
    ): DocumentsDeps => ({
      documents: new MikroOrmDocumentRepository(orm),
      storage,
      signedUrls,
      extractor,
      matches: new MikroOrmMatchResultRepository(orm),
      matchEngine: new CoachingMatchEngine(() => registry.get(COACHING.AnalyzeMatch)),
      applications: new MikroOrmSavedApplicationRepository(orm),
      scores: registry.find(DOCUMENTS.ApplicationScores) ?? noApplicationScores,
      access,
      unitOfWork,
      clock,
      ids,
      problems: logger,
      settings: { downloadUrlTtlSeconds: DOWNLOAD_URL_TTL_SECONDS },
    }),
  );
  const useCases: [symbol, new (deps: DocumentsDeps) => unknown][] = [
    [DOCUMENTS.UploadDocument, UploadDocument],
    [DOCUMENTS.ListDocuments, ListDocuments],
    [DOCUMENTS.RenameDocument, RenameDocument],
    [DOCUMENTS.DeleteDocument, DeleteDocument],
    [DOCUMENTS.SetDefaultResume, SetDefaultResume],
    [DOCUMENTS.GetDownloadUrl, GetDownloadUrl],
    [DOCUMENTS.ServeSignedFile, ServeSignedFile],
    [DOCUMENTS.RunMatchAnalysis, RunMatchAnalysis],
    [DOCUMENTS.CreateApplication, CreateApplication],
    [DOCUMENTS.ListApplications, ListApplications],
    [DOCUMENTS.ReadOwnedDocument, ReadOwnedDocument],
  ];
  for (const [token, UseCase] of useCases) {
    registry.provide(token, [DOCUMENTS.Deps], (deps: DocumentsDeps) => new UseCase(deps));
  }
  // the stored objects go before the account's rows cascade away
  registry.contribute(
    IDENTITY.AccountDeletionSteps,
    [DOCUMENTS.Deps],
    (deps: DocumentsDeps) => new DeleteUserFiles(deps),
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
  stopWork: (resolve) => resolve<TextExtractor>(DOCUMENTS.TextExtractor).close(),
};
