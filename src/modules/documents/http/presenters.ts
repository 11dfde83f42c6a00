import type { MatchAnswer } from '../application/run-match-analysis.ts';
import type { ServedFile } from '../application/serve-signed-file.ts';
import type { UploadedDocument } from '../application/upload-document.ts';
import { contentDisposition } from '../domain/content-disposition.ts';
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

/** A renamed document: only its id, its (new) name and its kind. */
export function presentRenamed(d: StoredDocument) {
  return { id: d.id, file_name: d.fileName, type: d.kind };
}

/** Exactly `{dbId, name, url, type}`: the web app's shape check wants nothing more. */
export function presentUpload({ document, url }: UploadedDocument) {
  return { dbId: document.id, name: document.fileName, url, type: document.kind };
}

export function presentDownloadUrl(url: string) {
  return { url };
}

/** The headers a signed file is served with: documents as attachments, other media inline. */
export function presentFileHeaders(file: ServedFile): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': 'private, no-store',
  };
  if (file.attachmentName)
    headers['Content-Disposition'] = contentDisposition('attachment', file.attachmentName);
  return headers;
}

/** A match analysis; a missing skill without evidence has no `evidence` key at all. */
export function presentMatch(m: MatchAnswer) {
  return {
    score: m.score,
    matchedSkills: m.matchedSkills.map((s) => ({ skill: s.skill, evidence: s.evidence })),
    missingSkills: m.missingSkills.map((s) =>
      s.evidence === undefined ? { skill: s.skill } : { skill: s.skill, evidence: s.evidence },
    ),
    analysis: m.analysis,
    cached: m.cached,
  };
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
