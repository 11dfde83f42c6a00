/** Injection tokens of the documents module. */
export const DOCUMENTS = {
  Deps: Symbol.for('documents.Deps'),
  /** Where uploads (and other modules' files, such as question audio) are stored. */
  FileStorage: Symbol.for('documents.FileStorage'),
  SignedUrlVerifier: Symbol.for('documents.SignedUrlVerifier'),
  /** Reads uploaded PDF and DOCX files in worker threads; closed when the container is disposed. */
  TextExtractor: Symbol.for('documents.TextExtractor'),
  /** Bound by the interviewing module: the average session score of each saved application. */
  ApplicationScores: Symbol.for('documents.ApplicationScores'),
  UploadDocument: Symbol.for('documents.UploadDocument'),
  ListDocuments: Symbol.for('documents.ListDocuments'),
  RenameDocument: Symbol.for('documents.RenameDocument'),
  DeleteDocument: Symbol.for('documents.DeleteDocument'),
  SetDefaultResume: Symbol.for('documents.SetDefaultResume'),
  GetDownloadUrl: Symbol.for('documents.GetDownloadUrl'),
  ServeSignedFile: Symbol.for('documents.ServeSignedFile'),
  RunMatchAnalysis: Symbol.for('documents.RunMatchAnalysis'),
  CreateApplication: Symbol.for('documents.CreateApplication'),
  ListApplications: Symbol.for('documents.ListApplications'),
  /** For other modules: one of the caller's documents with its extracted text. */
  ReadOwnedDocument: Symbol.for('documents.ReadOwnedDocument'),
} as const;
