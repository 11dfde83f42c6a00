/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
/**
 * The resume and job description of the person's most recent interview. Absent when they
 * have not interviewed yet, or when either document of that interview has since been
 * deleted (an older interview's pairing is not offered instead).
 */
export interface LastPairing {
  resumeId: string;
  jobId: string;
}

export interface DashboardStats {
  /** @minimum 0 */
  totalSessions: number;
  /**
     * Average session score out of 10 with one decimal (a half away from zero), '0.0' when none.
     * @pattern ^\d+\.\d$
     */
  averageScore: string;
  lastPairing?: LastPairing;
}

export type InterviewType = typeof InterviewType[keyof typeof InterviewType];


export const InterviewType = {
  Behavioral: 'Behavioral',
  Technical: 'Technical',
  Coding: 'Coding',
} as const;

export interface SessionHistoryItem {
  id: string;
  title: string;
  created_at: string;
  /**
     * @minimum 0
     * @maximum 10
     * @nullable
     */
  score: number | null;
  interview_type: InterviewType;
}

export interface SessionHistoryPage {
  sessions: SessionHistoryItem[];
  /** @minimum 1 */
  currentPage: number;
  /** @minimum 0 */
  totalPages: number;
  /** @minimum 0 */
  totalSessions: number;
}

export type Persona = typeof Persona[keyof typeof Persona];


export const Persona = {
  'Friendly_&_Encouraging': 'Friendly & Encouraging',
  'Strict_&_Professional': 'Strict & Professional',
} as const;

/**
 * Interview mode: Voice & Text (`both`), Voice Only (`voice`), Text Only (`text`).
 */
export type InterviewFormat = typeof InterviewFormat[keyof typeof InterviewFormat];


export const InterviewFormat = {
  both: 'both',
  voice: 'voice',
  text: 'text',
} as const;

export interface StartInterviewRequest {
  resumeId: string;
  jobId: string;
  interviewType: InterviewType;
  persona: Persona;
  /**
     * Minutes.
     * @minimum 10
     * @maximum 45
     */
  duration: number;
  /**
     * Number of main questions.
     * @minimum 2
     * @maximum 10
     */
  numQuestions: number;
  format: InterviewFormat;
}

/**
 * `complete` means the session is finished; go to the report.
 */
export type QuestionType = typeof QuestionType[keyof typeof QuestionType];


export const QuestionType = {
  main: 'main',
  'follow-up': 'follow-up',
  complete: 'complete',
} as const;

export interface SessionQuestion {
  /**
     * Null when `questionType` is `complete`.
     * @nullable
     */
  questionId: string | null;
  text: string;
  /**
     * Spoken question when a text-to-speech provider is configured (a signed URL), else null and the browser speaks the text.
     * @nullable
     */
  audioUrl: string | null;
  questionType: QuestionType;
}

export interface StartInterviewResponse {
  sessionId: string;
  nextQuestion: SessionQuestion;
}

export interface SubmitAnswerRequest {
  sessionId: string;
  questionId: string;
  /**
     * @minLength 1
     * @maxLength 5000
     */
  answerText: string;
  format: InterviewFormat;
}

export interface NextQuestionResponse {
  nextQuestion: SessionQuestion;
}

export interface AudioAnswerForm {
  sessionId: string;
  questionId: string;
  format?: InterviewFormat;
  /** The recording (audio/webm, at most 10 MB). */
  audio: Blob | File;
}

export interface AudioAnswerResponse {
  nextQuestion: SessionQuestion;
  /** What the speech-to-text provider heard; stored as the answer. */
  transcript: string;
}

/**
 * `pending` while the evaluation runs, `error` when it failed (show 'Evaluation Failed' and offer re-evaluation).
 */
export type EvaluationResultStatus = typeof EvaluationResultStatus[keyof typeof EvaluationResultStatus];


export const EvaluationResultStatus = {
  ok: 'ok',
  pending: 'pending',
  error: 'error',
} as const;

export type CriterionName = typeof CriterionName[keyof typeof CriterionName];


export const CriterionName = {
  Technical_Depth: 'Technical Depth',
  'Clarity_&_Structure': 'Clarity & Structure',
  'Relevance_&_Examples': 'Relevance & Examples',
} as const;

export type CriterionRating = typeof CriterionRating[keyof typeof CriterionRating];


export const CriterionRating = {
  Excellent: 'Excellent',
  Good: 'Good',
  Needs_Improvement: 'Needs Improvement',
  Error: 'Error',
} as const;

export interface EvaluationCriterion {
  criterion: CriterionName;
  rating: CriterionRating;
  /** What the answer did and what it lacked. */
  feedback: string;
}

/**
 * The evaluation of one answer. In the report it is delivered JSON-encoded in `evaluation_result`.
 */
export interface EvaluationResult {
  /** `pending` while the evaluation runs, `error` when it failed (show 'Evaluation Failed' and offer re-evaluation). */
  status: EvaluationResultStatus;
  /**
     * Score out of 10; null unless `status` is `ok`.
     * @minimum 0
     * @maximum 10
     * @nullable
     */
  score: number | null;
  evaluation_criteria: EvaluationCriterion[];
  /** Overall feedback, or why the evaluation failed. */
  feedback?: string;
}

export interface ReevaluateAnswerResponse {
  answer_id: string;
  evaluation: EvaluationResult;
  /**
     * The recomputed score of the main question's thread.
     * @minimum 0
     * @maximum 10
     * @nullable
     */
  thread_score: number | null;
}

export type SessionStatus = typeof SessionStatus[keyof typeof SessionStatus];


export const SessionStatus = {
  in_progress: 'in_progress',
  completed: 'completed',
} as const;

export interface EndInterviewResponse {
  sessionId: string;
  status: SessionStatus;
}

export interface ReportSession {
  id: string;
  title: string;
  /**
     * Out of 10 with one decimal (the mean of the threads' unrounded means, rounded once, a half away from zero); null until the session is scored, and for good when it ended without answers.
     * @minimum 0
     * @maximum 10
     * @nullable
     */
  score: number | null;
  /**
     * Null when the resume was deleted since.
     * @nullable
     */
  resume_id: string | null;
  /**
     * Null when the job description was deleted since.
     * @nullable
     */
  job_id: string | null;
  interview_type: InterviewType;
  status: SessionStatus;
  created_at: string;
  /** @nullable */
  ended_at: string | null;
}

export interface SkillScore {
  /** e.g. 'Technical Skills', 'Communication'. */
  skill: string;
  /**
     * @minimum 0
     * @maximum 10
     */
  score: number;
}

export interface FollowUpItem {
  question_text: string;
  answer_text: string;
  answer_id: string;
  /** JSON-encoded `EvaluationResult`. */
  evaluation_result: string;
}

export interface FillerWordCount {
  word: string;
  /** @minimum 1 */
  count: number;
}

/**
 * Delivery analytics of a spoken answer.
 */
export interface DeliveryMetrics {
  /** @minimum 0 */
  wordsPerMinute: number;
  fillerWords: FillerWordCount[];
}

export interface BreakdownItem {
  answer_id: string;
  question_text: string;
  answer_text: string;
  /**
     * Score of the main answer with its follow-ups, out of 10 with one decimal (the mean of their scores, rounded once, a half away from zero); it differs from the main answer's own score when a follow-up was answered.
     * @minimum 0
     * @maximum 10
     * @nullable
     */
  thread_score: number | null;
  /** JSON-encoded `EvaluationResult`. */
  evaluation_result: string;
  follow_ups: FollowUpItem[];
  delivery?: DeliveryMetrics;
}

export interface SessionSummary {
  session: ReportSession;
  /** True when the session ended before any answer was recorded; then there is nothing to score (score null, no skill scores, empty roadmap and breakdown), no report-ready notification was sent, and the session does not count toward the Free plan's sessions. */
  endedWithoutAnswers: boolean;
  skillScores: SkillScore[];
  /** Markdown; ordered actions, each tied to the answers that showed the gap. */
  improvementRoadmap: string;
  /** One entry per answered main question, in order. */
  breakdown: BreakdownItem[];
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
 * `PROVIDER_UNAVAILABLE`: an outside provider (AI, speech-to-text, payments, mail, Google) failed or is not configured. Nothing the user sent is lost; retrying is safe.
 */
export type ProviderUnavailableResponse = ErrorEnvelope;

/**
 * `CONFLICT`: the request conflicts with the current state (e.g. the e-mail is taken, the session is finished, the e-mail is already verified).
 */
export type ConflictResponse = ErrorEnvelope;

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

export type ListSessionHistoryParams = {
/**
 * Page number, from 1.
 * @minimum 1
 */
page?: number;
/**
 * Page size.
 * @minimum 1
 * @maximum 50
 */
limit?: number;
/**
 * Only sessions created within this range.
 */
dateRange?: ListSessionHistoryDateRange;
/**
 * Only sessions of this interview type.
 */
type?: InterviewType;
/**
 * Case-insensitive substring of the session title.
 * @maxLength 200
 */
search?: string;
};

export type ListSessionHistoryDateRange = typeof ListSessionHistoryDateRange[keyof typeof ListSessionHistoryDateRange];


export const ListSessionHistoryDateRange = {
  all: 'all',
  '7d': '7d',
  '30d': '30d',
  '90d': '90d',
} as const;

