/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
/**
 * The detected file type.
 */
export type FileType = typeof FileType[keyof typeof FileType];


export const FileType = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'txt',
} as const;

export interface ResumeDocument {
  id: string;
  file_name: string;
  file_type: FileType;
  /** A short-lived signed download URL when available; use `getDocumentDownloadUrl` otherwise. */
  s3_url?: string;
  uploaded_at: string;
  is_default: boolean;
}

export interface JobDescriptionDocument {
  id: string;
  file_name: string;
  file_type: FileType;
  /** A short-lived signed download URL when available; use `getDocumentDownloadUrl` otherwise. */
  s3_url?: string;
  uploaded_at: string;
}

export interface DocumentLists {
  resumes: ResumeDocument[];
  jobDescriptions: JobDescriptionDocument[];
}

export interface ResumeUploadForm {
  /** The resume file (PDF, DOCX or TXT, at most 102400 bytes). */
  resume: Blob | File | string;
}

/**
 * `resume` or `job` (job description).
 */
export type DocumentType = typeof DocumentType[keyof typeof DocumentType];


export const DocumentType = {
  resume: 'resume',
  job: 'job',
} as const;

export interface UploadResult {
  /** The new document's id. */
  dbId: string;
  /** The document's file name. */
  name: string;
  /** A short-lived signed download URL. */
  url: string;
  type: DocumentType;
}

export interface JobUploadForm {
  /** The job description file (PDF, DOCX or TXT, at most 102400 bytes). */
  job: Blob | File | string;
}

export interface ContactInfo {
  /** @nullable */
  name: string | null;
  /** @nullable */
  email: string | null;
  /** @nullable */
  phone: string | null;
  /** @nullable */
  linkedin: string | null;
  /** @nullable */
  website: string | null;
  /** @nullable */
  location: string | null;
}

/**
 * Skill category (e.g. 'Programming Languages') to the skills in it.
 */
export type ResumeSkillsCategorized = {[key: string]: string[]};

export interface ResumeSkills {
  /** Skill category (e.g. 'Programming Languages') to the skills in it. */
  categorized: ResumeSkillsCategorized;
  softSkills: string[];
}

export interface WorkExperience {
  standardizedJobTitle: string;
  company: string;
  /** @nullable */
  location: string | null;
  /**
     * As written in the resume (e.g. 'Jan 2020').
     * @nullable
     */
  startDate: string | null;
  /**
     * As written in the resume (e.g. 'Present').
     * @nullable
     */
  endDate: string | null;
  description: string;
  /**
     * The role's heading lines exactly as the resume writes them (title, employer, place and dates, one per line, in the resume's order), when the reader kept them. A role kept as written (`ExperienceSuggestion.keptAsWritten`) is saved with these lines, never with a heading rebuilt from the fields.
     * @maxLength 2000
     * @nullable
     */
  heading?: string | null;
}

export interface Education {
  degree: string;
  /** @nullable */
  major: string | null;
  university: string;
  /** @nullable */
  graduationDate?: string | null;
}

export interface StructuredResume {
  contactInfo: ContactInfo;
  summary: string;
  skills: ResumeSkills;
  workExperience: WorkExperience[];
  education: Education[];
  certifications: string[];
}

export interface ReadingDoubt {
  /**
     * The field read with low confidence, as a path into the structure:
     * 'contactInfo.name', 'summary', 'workExperience.2.company',
     * 'workExperience.2.standardizedJobTitle', 'workExperience.2.startDate',
     * 'workExperience.2.endDate', 'workExperience.2.description', 'education.0.university',
     * 'education.0.degree'.
     */
  field: string;
  /** What is doubtful about it, in the words shown to the person. */
  message: string;
}

export interface ResumeReading {
  structure: StructuredResume;
  /** True when the structure is the person's corrected one. */
  corrected: boolean;
  /** The fields read with low confidence; every other field was read with high confidence. */
  doubts: ReadingDoubt[];
}

export interface WorkExperienceInput {
  /** @maxLength 200 */
  standardizedJobTitle: string;
  /** @maxLength 200 */
  company: string;
  /**
     * @maxLength 200
     * @nullable
     */
  location?: string | null;
  /**
     * @maxLength 50
     * @nullable
     */
  startDate?: string | null;
  /**
     * @maxLength 50
     * @nullable
     */
  endDate?: string | null;
  /** @maxLength 10000 */
  description: string;
  /**
     * The role's heading lines as the resume writes them, as a reading answered them (`WorkExperience.heading`); a client may send a role back as it was read.
     * @maxLength 2000
     * @nullable
     */
  heading?: string | null;
}

export type StructuredResumeInputContactInfo = {
  /**
     * @maxLength 500
     * @nullable
     */
  name: string | null;
  /**
     * @maxLength 500
     * @nullable
     */
  email: string | null;
  /**
     * @maxLength 500
     * @nullable
     */
  phone: string | null;
  /**
     * @maxLength 500
     * @nullable
     */
  linkedin: string | null;
  /**
     * @maxLength 500
     * @nullable
     */
  website: string | null;
  /**
     * @maxLength 500
     * @nullable
     */
  location: string | null;
};

/**
 * Skill category to the skills in it.
 */
export type StructuredResumeInputSkillsCategorized = {[key: string]: string[]};

export type StructuredResumeInputSkills = {
  /** Skill category to the skills in it. */
  categorized: StructuredResumeInputSkillsCategorized;
  /**
     * @maxItems 200
     * @items.maxLength 200
     */
  softSkills: string[];
};

export type StructuredResumeInputEducationItem = {
  /** @maxLength 500 */
  degree: string;
  /**
     * @maxLength 500
     * @nullable
     */
  major: string | null;
  /** @maxLength 500 */
  university: string;
  /**
     * @maxLength 50
     * @nullable
     */
  graduationDate?: string | null;
};

/**
 * A structured resume as a person corrects it; the bounds of each part are those of a real resume, with room.
 */
export interface StructuredResumeInput {
  contactInfo: StructuredResumeInputContactInfo;
  /** @maxLength 10000 */
  summary: string;
  skills: StructuredResumeInputSkills;
  /** @maxItems 50 */
  workExperience: WorkExperienceInput[];
  /** @maxItems 20 */
  education: StructuredResumeInputEducationItem[];
  /**
     * @maxItems 100
     * @items.maxLength 500
     */
  certifications: string[];
}

export interface ResumeReadingCorrection {
  structure: StructuredResumeInput;
}

export interface RenameDocumentRequest {
  /**
     * The new name; blank after trimming leaves the name unchanged.
     * @maxLength 200
     */
  name: string;
  type: DocumentType;
}

export interface RenamedDocument {
  id: string;
  file_name: string;
  type: DocumentType;
}

export interface DeleteDocumentRequest {
  type: DocumentType;
}

export interface DownloadUrl {
  /** Signed URL, valid for a few minutes. */
  url: string;
}

export interface AnalyzeMatchRequest {
  resumeId: string;
  jobId: string;
  /** Run the analysis again instead of answering the stored one. */
  reanalyze?: boolean;
}

export interface MatchedSkill {
  skill: string;
  /** The resume line that shows the skill. */
  evidence: string;
}

export interface MissingSkill {
  skill: string;
  /** The job description line that asks for the skill. */
  evidence?: string;
}

export interface MatchAnalysis {
  /** The analysis text (markdown) shown in 'Quick Analysis'. */
  analysis: string;
  /**
     * @minimum 0
     * @maximum 100
     */
  score: number;
  matchedSkills: MatchedSkill[];
  missingSkills: MissingSkill[];
  /** True when a stored analysis was answered. */
  cached: boolean;
}

export interface Application {
  id: string;
  application_name: string;
  resume_id: string;
  job_description_id: string;
  resume_name: string;
  job_name: string;
  /**
     * Average score (out of 10) of the sessions run for this pair; null until one exists.
     * @minimum 0
     * @maximum 10
     * @nullable
     */
  avg_score: number | null;
  created_at: string;
}

export interface CreateApplicationRequest {
  resume_id: string;
  job_description_id: string;
  /**
     * @minLength 1
     * @maxLength 200
     */
  application_name: string;
}

/**
 * Machine-readable error code of the envelope; the HTTP status follows from it.
 *
 * | code | status | meaning |
 * |---|---|---|
 * | `VALIDATION_FAILED` | 400 | The request does not match the contract (zod issues in `details`) or breaks a rule on its input. |
 * | `UNAUTHENTICATED` | 401 | Missing, invalid or expired credentials. The web app refreshes once, then signs out. |
 * | `UPGRADE_REQUIRED` | 402 | A Free plan limit was reached. Default 'Please upgrade your plan to continue.' |
 * | `FORBIDDEN` | 403 | Role or account state does not allow this (regular user on a staff endpoint, suspended account). |
 * | `EMAIL_NOT_VERIFIED` | 403 | AI action while e-mail verification is required. Default 'Please verify your email to access this.' |
 * | `TRIAL_EXPIRED` | 403 | Pro-only action after the Pro trial ended unpaid. Default 'Your trial has expired.' |
 * | `NOT_FOUND` | 404 | Unknown id, or one owned by someone else. |
 * | `CONFLICT` | 409 | Conflicts with the current state (e-mail taken, session finished, …). |
 * | `FILE_TOO_LARGE` | 413 | Upload over the limit ('File is larger than 100KB' for documents). |
 * | `UNSUPPORTED_FILE_TYPE` | 415 | 'Invalid file type. Only PDF, DOCX, and TXT files are allowed.' |
 * | `UNPROCESSABLE` | 422 | Well-formed but unusable input (no extractable text, no speech). |
 * | `RATE_LIMITED` | 429 | Too many attempts; see `Retry-After`. |
 * | `INTERNAL` | 500 | Unexpected failure; generic message, cause only in the logs under `requestId`. |
 * | `NOT_IMPLEMENTED` | 501 | The module owning the operation has not landed yet. |
 * | `PROVIDER_UNAVAILABLE` | 503 | An outside provider (AI, speech, payments, mail, Google) failed or is not configured. |
 */
export type ErrorCode = typeof ErrorCode[keyof typeof ErrorCode];


export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  TRIAL_EXPIRED: 'TRIAL_EXPIRED',
  UPGRADE_REQUIRED: 'UPGRADE_REQUIRED',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  UNSUPPORTED_FILE_TYPE: 'UNSUPPORTED_FILE_TYPE',
  UNPROCESSABLE: 'UNPROCESSABLE',
  RATE_LIMITED: 'RATE_LIMITED',
  PROVIDER_UNAVAILABLE: 'PROVIDER_UNAVAILABLE',
  NOT_IMPLEMENTED: 'NOT_IMPLEMENTED',
  INTERNAL: 'INTERNAL',
} as const;

/**
 * One validation issue (a zod issue), or the reason of a refusal: code
 * `account_suspended` on the 401 or 403 of a suspended account.
 */
export interface ErrorDetail {
  /** Where in the request the issue is (property names and array indexes). */
  path: (string | number)[];
  message: string;
  /** The zod issue code (e.g. `invalid_type`, `too_big`, `custom`), or `account_suspended`. */
  code: string;
}

/**
 * The body of every non-2xx answer.
 */
export interface ErrorEnvelope {
  error: ErrorCode;
  /** Human-readable text the web app may show as is. */
  message: string;
  /** The request's id, also in the server logs. */
  requestId: string;
  details?: ErrorDetail[];
}

/**
 * `UNAUTHENTICATED`: missing, invalid or expired credentials (for sign-in: wrong e-mail or password).
 */
export type UnauthenticatedResponse = ErrorEnvelope;

/**
 * `INTERNAL`: unexpected failure; generic message, the cause is only in the server logs under `requestId`.
 */
export type InternalResponse = ErrorEnvelope;

/**
 * `NOT_IMPLEMENTED`: the module owning this operation has not landed yet.
 */
export type NotImplementedResponse = ErrorEnvelope;

/**
 * `VALIDATION_FAILED`: the request does not match the contract or breaks a rule on its input; zod issues in `details`.
 */
export type ValidationFailedResponse = ErrorEnvelope;

/**
 * `UPGRADE_REQUIRED`: a Free plan limit was reached; the web app opens the upgrade modal with the message (default 'Please upgrade your plan to continue.').
 */
export type UpgradeRequiredResponse = ErrorEnvelope;

/**
 * `FILE_TOO_LARGE`: the upload is over the limit (documents: 102400 bytes, 'File is larger than 100KB').
 */
export type FileTooLargeResponse = ErrorEnvelope;

/**
 * `UNSUPPORTED_FILE_TYPE`: the content is not an accepted type.
 */
export type UnsupportedFileTypeResponse = ErrorEnvelope;

/**
 * `UNPROCESSABLE`: well-formed but unusable (a file with no extractable text or too large or complex to read, a recording with no speech, a document too long or complex to make into a file).
 */
export type UnprocessableResponse = ErrorEnvelope;

/**
 * `PROVIDER_UNAVAILABLE`: an outside provider (AI, speech-to-text, payments, mail, Google) failed or is not configured. Nothing the user sent is lost; retrying is safe.
 */
export type ProviderUnavailableResponse = ErrorEnvelope;

/**
 * `NOT_FOUND`: no such resource, or it belongs to someone else.
 */
export type NotFoundResponse = ErrorEnvelope;

/**
 * 403 with one of three codes: `FORBIDDEN` (role or account state does not allow it,
 * e.g. a regular user on a staff endpoint, a suspended account, a Google account
 * changing its password, a bad file signature), `EMAIL_NOT_VERIFIED` (AI action while
 * e-mail verification is required; default 'Please verify your email to access
 * this.'), `TRIAL_EXPIRED` (Pro-only action after the trial ended unpaid; default
 * 'Your trial has expired.').
 */
export type ForbiddenResponse = ErrorEnvelope;

export type GetDocumentDownloadUrlParams = {
/**
 * Which kind of document the id refers to.
 */
type: DocumentType;
};

export type DownloadFileParams = {
/**
 * Expiry of the signed URL, in seconds since the Unix epoch.
 * @minimum 0
 */
expires: number;
/**
 * HMAC-SHA256 of the key and expiry, base64url.
 * @minLength 1
 * @maxLength 256
 */
signature: string;
};

