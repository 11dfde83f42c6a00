/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
export type PolishStreamEventName = typeof PolishStreamEventName[keyof typeof PolishStreamEventName];


export const PolishStreamEventName = {
  status_update: 'status_update',
  parsing_complete: 'parsing_complete',
  summary_suggestion: 'summary_suggestion',
  work_experience_suggestion: 'work_experience_suggestion',
  work_experience_error: 'work_experience_error',
  scores_complete: 'scores_complete',
  done: 'done',
  error: 'error',
} as const;

/**
 * Data of `status_update`.
 */
export interface PolishStatusUpdate {
  message: string;
  /**
     * Index of the work experience being polished; null for other steps.
     * @minimum 0
     * @nullable
     */
  processingIndex: number | null;
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

export interface StructuredJobDescription {
  title: string;
  /**
     * e.g. 'Junior', 'Mid', 'Senior', 'Lead'; null when the job description does not say.
     * @nullable
     */
  seniority: string | null;
  requiredSkills: string[];
  preferredSkills: string[];
  responsibilities: string[];
}

/**
 * Data of `parsing_complete`.
 */
export interface PolishParsingComplete {
  structuredResume: StructuredResume;
  structuredJd: StructuredJobDescription;
}

export interface SummarySuggestion {
  original: string;
  suggested: string;
  reasoning: string;
}

export interface ExperienceSuggestion {
  original: string;
  suggested: string;
  reasoning: string;
  /**
     * Index of the experience in `structuredResume.workExperience`.
     * @minimum 0
     */
  index: number;
  jobTitle: string;
  company: string;
  /** @nullable */
  location: string | null;
  /** e.g. 'Jan 2020 - Present'. */
  duration: string;
  /** The role was not read with confidence (the resume's reading has doubts about it that the person has not corrected under 'Review what we read'): it is not rewritten, `suggested` equals `original`, the reasoning says why, and the polished resume keeps it exactly as written (its `heading` lines and its description). */
  keptAsWritten?: boolean;
}

/**
 * Data of `work_experience_error`.
 */
export interface PolishWorkExperienceError {
  /** @minimum 0 */
  index: number;
  message: string;
}

export interface PolishScores {
  /**
     * @minimum 0
     * @maximum 100
     */
  originalMatchScore: number;
  /**
     * @minimum 0
     * @maximum 100
     */
  improvedMatchScore: number;
}

/**
 * Data of `scores_complete`.
 */
export interface PolishScoresComplete {
  scores: PolishScores;
}

/**
 * Data of `done` (an empty object).
 */
export interface PolishDone { [key: string]: unknown }

/**
 * Data of `error`.
 */
export interface PolishStreamError {
  message: string;
}

/**
 * One server-sent event of the polish stream: `event` is the SSE event name and
 * `data` the JSON payload on its `data:` line. The payload schema follows from the
 * name: status_update → PolishStatusUpdate, parsing_complete → PolishParsingComplete,
 * summary_suggestion → SummarySuggestion, work_experience_suggestion →
 * ExperienceSuggestion, work_experience_error → PolishWorkExperienceError,
 * scores_complete → PolishScoresComplete, done → PolishDone, error → PolishStreamError.
 */
export interface PolishStreamEvent {
  event: PolishStreamEventName;
  data: PolishStatusUpdate | PolishParsingComplete | SummarySuggestion | ExperienceSuggestion | PolishWorkExperienceError | PolishScoresComplete | PolishDone | PolishStreamError;
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

export interface PolishExperienceRequest {
  experienceToPolish: WorkExperienceInput;
  /**
     * The job description text (or its structured summary) to polish against.
     * @maxLength 20000
     */
  jobDescriptionContext: string;
  /**
     * @minimum 0
     * @maximum 100
     */
  experienceIndex: number;
}

export interface SavePolishedRequest {
  /**
     * File name of the new resume, e.g. 'Jane Doe Resume - Polished.pdf'.
     * @minLength 1
     * @maxLength 200
     */
  newName: string;
  /**
     * The polished resume as markdown.
     * @minLength 1
     * @maxLength 100000
     */
  content: string;
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

export type ExportPolishedRequestFormat = typeof ExportPolishedRequestFormat[keyof typeof ExportPolishedRequestFormat];


export const ExportPolishedRequestFormat = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'txt',
} as const;

export interface ExportPolishedRequest {
  /**
     * Name of the download; its extension is replaced by the format's.
     * @minLength 1
     * @maxLength 200
     */
  fileName: string;
  /**
     * The polished resume as markdown.
     * @minLength 1
     * @maxLength 100000
     */
  content: string;
  format: ExportPolishedRequestFormat;
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
 * `VALIDATION_FAILED`: the request does not match the contract or breaks a rule on its input; zod issues in `details`.
 */
export type ValidationFailedResponse = ErrorEnvelope;

/**
 * `UNAUTHENTICATED`: missing, invalid or expired credentials (for sign-in: wrong e-mail or password).
 */
export type UnauthenticatedResponse = ErrorEnvelope;

/**
 * `UPGRADE_REQUIRED`: a Free plan limit was reached; the web app opens the upgrade modal with the message (default 'Please upgrade your plan to continue.').
 */
export type UpgradeRequiredResponse = ErrorEnvelope;

/**
 * 403 with one of three codes: `FORBIDDEN` (role or account state does not allow it,
 * e.g. a regular user on a staff endpoint, a suspended account, a Google account
 * changing its password, a bad file signature), `EMAIL_NOT_VERIFIED` (AI action while
 * e-mail verification is required; default 'Please verify your email to access
 * this.'), `TRIAL_EXPIRED` (Pro-only action after the trial ended unpaid; default
 * 'Your trial has expired.').
 */
export type ForbiddenResponse = ErrorEnvelope;

/**
 * `NOT_FOUND`: no such resource, or it belongs to someone else.
 */
export type NotFoundResponse = ErrorEnvelope;

/**
 * `RATE_LIMITED`: too many attempts from this client (limits are kept in the database and hold across server instances).
 */
export type RateLimitedResponse = ErrorEnvelope;

/**
 * `INTERNAL`: unexpected failure; generic message, the cause is only in the server logs under `requestId`.
 */
export type InternalResponse = ErrorEnvelope;

/**
 * `NOT_IMPLEMENTED`: the module owning this operation has not landed yet.
 */
export type NotImplementedResponse = ErrorEnvelope;

/**
 * `PROVIDER_UNAVAILABLE`: an outside provider (AI, speech-to-text, payments, mail, Google) failed or is not configured. Nothing the user sent is lost; retrying is safe.
 */
export type ProviderUnavailableResponse = ErrorEnvelope;

/**
 * `UNPROCESSABLE`: well-formed but unusable (a file with no extractable text or too large or complex to read, a recording with no speech, a document too long or complex to make into a file).
 */
export type UnprocessableResponse = ErrorEnvelope;

export type StreamResumePolishParams = {
/**
 * The resume to polish.
 */
resumeId: string;
/**
 * The job description to polish against.
 */
jobDescriptionId: string;
};

