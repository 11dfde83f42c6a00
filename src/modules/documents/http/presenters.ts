import type { UploadedDocument } from '../application/upload-document.ts';
import type { StoredDocument } from '../domain/document.ts';
import type { SavedApplicationView } from '../domain/saved-application.ts';

/** A job description in the contract's list shape. */
export function presentJobDescription(d: StoredDocument) {
  return {
    id: d.id,
    file_name: d.fileName,
    file_type: d.fileType,
    uploaded_at: d.uploadedAt.toISOString(),
  };
}

/** A resume: a job description's shape plus whether it is the default one. */
export function presentResume(d: StoredDocument) {
  return { ...presentJobDescription(d), is_default: d.isDefault };
}

/** Exactly `{dbId, name, url, type}`: the web app's shape check wants nothing more. */
export function presentUpload({ document, url }: UploadedDocument) {
  return { dbId: document.id, name: document.fileName, url, type: document.kind };
}

export function presentApplication(a: SavedApplicationView) {
  return {
    id: a.id,
    application_name: a.name,
    resume_id: a.resumeId,
    job_description_id: a.jobDescriptionId,
    resume_name: a.resumeName,
    job_name: a.jobName,
    avg_score: a.avgScore,
    created_at: a.createdAt.toISOString(),
  };
}
