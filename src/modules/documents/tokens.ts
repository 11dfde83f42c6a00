import { token } from '../../shared/kernel/token.ts';
import type { CreateApplication } from './application/create-application.ts';
import type { DeleteDocument } from './application/delete-document.ts';
import type { DownloadLinks } from './application/download-links.ts';
import type { GetDownloadUrl } from './application/get-download-url.ts';
import type { ListApplications } from './application/list-applications.ts';
import type { ListDocuments } from './application/list-documents.ts';
import type { ReExtractLayouts } from './application/re-extract-layouts.ts';
import type { ReadOwnedDocument } from './application/read-owned-document.ts';
import type { RenameDocument } from './application/rename-document.ts';
import type { ReviewResumeReading } from './application/review-resume-reading.ts';
import type { RunMatchAnalysis } from './application/run-match-analysis.ts';
import type { ServeSignedFile } from './application/serve-signed-file.ts';
import type { SetDefaultResume } from './application/set-default-resume.ts';
import type { StorePolishedResume } from './application/store-polished-resume.ts';
import type { UploadDocument } from './application/upload-document.ts';
import type { ApplicationScores } from './ports/application-scores.ts';
import type { DocumentRepository } from './ports/document-repository.ts';
import type { FileStorage, SignedUrlVerifier } from './ports/file-storage.ts';
import type { MatchEngine } from './ports/match-engine.ts';
import type { MatchResultRepository } from './ports/match-result-repository.ts';
import type { SavedApplicationRepository } from './ports/saved-application-repository.ts';
import type { TextExtractor } from './ports/text-extractor.ts';

/** Injection tokens of the documents module. */
export const DOCUMENTS = {
  Documents: token<DocumentRepository>('documents.Documents'),
  Matches: token<MatchResultRepository>('documents.Matches'),
  Applications: token<SavedApplicationRepository>('documents.Applications'),
  /** The coaching engine's match analysis, built on first use. */
  MatchEngine: token<MatchEngine>('documents.MatchEngine'),
  /** Short-lived signed download URLs of documents. */
  DownloadLinks: token<DownloadLinks>('documents.DownloadLinks'),
  /** Where uploads (and other modules' files, such as question audio) are stored. */
  FileStorage: token<FileStorage>('documents.FileStorage'),
  SignedUrlVerifier: token<SignedUrlVerifier>('documents.SignedUrlVerifier'),
  /** Reads uploaded PDF and DOCX files in worker threads; closed when the container is disposed. */
  TextExtractor: token<TextExtractor>('documents.TextExtractor'),
  /** Bound by the interviewing module: the average session score of each saved application. */
  ApplicationScores: token<ApplicationScores>('documents.ApplicationScores'),
  UploadDocument: token<UploadDocument>('documents.UploadDocument'),
  ListDocuments: token<ListDocuments>('documents.ListDocuments'),
  RenameDocument: token<RenameDocument>('documents.RenameDocument'),
  /** 'Review what we read': a resume's reading, its doubts and the person's corrections. */
  ReviewResumeReading: token<ReviewResumeReading>('documents.ReviewResumeReading'),
  DeleteDocument: token<DeleteDocument>('documents.DeleteDocument'),
  SetDefaultResume: token<SetDefaultResume>('documents.SetDefaultResume'),
  GetDownloadUrl: token<GetDownloadUrl>('documents.GetDownloadUrl'),
  ServeSignedFile: token<ServeSignedFile>('documents.ServeSignedFile'),
  RunMatchAnalysis: token<RunMatchAnalysis>('documents.RunMatchAnalysis'),
  CreateApplication: token<CreateApplication>('documents.CreateApplication'),
  ListApplications: token<ListApplications>('documents.ListApplications'),
  /** For the polishing module: keeps a rendered polished resume as a new resume. */
  StorePolishedResume: token<StorePolishedResume>('documents.StorePolishedResume'),
  /** Reads the files of documents stored before layout texts were kept; a scheduled job runs it. */
  ReExtractLayouts: token<ReExtractLayouts>('documents.ReExtractLayouts'),
  /** For other modules: one of the caller's documents with its extracted text. */
  ReadOwnedDocument: token<ReadOwnedDocument>('documents.ReadOwnedDocument'),
} as const;
