import { getUploadJobDescriptionUrl, getUploadResumeUrl } from '../api/generated/documents/documents';
import type { DocumentType, UploadResult } from '../api/generated/model';
import { announceApiError } from './api-error-announcer';
import { readErrorAnswer } from './api-response';
import { getToken } from './auth-token';
import { expireSession, sessionEndOf } from './session-expiry';
import { tokenAfterUnauthorized } from './token-refresh';

/** Which upload: a resume (`POST /api/upload/resume`, field `resume`) or a job description (`/api/upload/job`, `job`). */
export type UploadKind = DocumentType;

/** Spec: upload rules and messages (product-core sections 5 and 8). */
export const uploadMessages = {
  tooLarge: 'File is larger than 100KB',
  invalidType: 'Invalid file type. Only PDF, DOCX, and TXT files are allowed.',
  rejected: 'File rejected',
  tokenMissing: 'Authentication token missing. Please log in.',
  network: 'Network error. Please try again.',
  failed: 'Upload failed',
  invalidResponse: 'Upload successful, but response format invalid.',
  sessionEnded: 'Your session has ended. Please sign in again.',
} as const;

/** Spec: at most 100 KB (102400 bytes), one file, PDF, DOCX or TXT. */
export const MAX_UPLOAD_BYTES = 102_400;

const ACCEPTED_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': '.pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'text/plain': '.txt',
};

/** For `<input type="file" accept>`: the browser's picker offers these; the checks below still run. */
export const UPLOAD_ACCEPT = [...Object.values(ACCEPTED_TYPES), ...Object.keys(ACCEPTED_TYPES)].join(',');

export type FileRejection = 'invalid-type' | 'too-large' | 'rejected';

function hasAcceptedType(file: File): boolean {
  const name = file.name.toLowerCase();
  const extensionOk = Object.values(ACCEPTED_TYPES).some((extension) => name.endsWith(extension));
  // Like a drop zone's accept rule: a known extension or a known media type is enough here; the
  // server decides from the content either way.
  return extensionOk || file.type in ACCEPTED_TYPES;
}

/** Client-side checks, in the order a drop zone reports them: count, type, then size. */
export function checkUploadFiles(files: readonly File[]): { file: File } | { rejection: FileRejection } {
  const [file] = files;
  if (!file || files.length !== 1) return { rejection: 'rejected' };
  if (!hasAcceptedType(file)) return { rejection: 'invalid-type' };
  if (file.size > MAX_UPLOAD_BYTES) return { rejection: 'too-large' };
  return { file };
}

/** A failed upload; `message` is the text to show. */
export class UploadError extends Error {
  readonly status: number;
  readonly code: string | null;

  constructor(message: string, status = 0, code: string | null = null) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
    this.code = code;
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

const endpoints: Record<UploadKind, { url: () => string; field: string }> = {
  resume: { url: getUploadResumeUrl, field: 'resume' },
  job: { url: getUploadJobDescriptionUrl, field: 'job' },
};

type Answer = { status: number; body: string; headers: Headers };

type UploadOptions = {
  /** Called with 0-100 as the browser reports upload progress. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * One multipart POST. XMLHttpRequest rather than fetch because only it reports upload progress.
 * Sends cookies and the access token like the API mutator does.
 */
function post(url: string, form: FormData, token: string, options: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('x-auth-token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, body: xhr.responseText, headers: responseHeaders(xhr) });
    };
    xhr.onerror = () => {
      done();
      reject(new UploadError(uploadMessages.network));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}

function asResponse(answer: Answer): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

function isUploadResult(value: unknown): value is UploadResult {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (['dbId', 'name', 'url', 'type'] as const).every(
    (key) => typeof record[key] === 'string' && record[key] !== '',
  );
}

function parseSuccess(answer: Answer): UploadResult {
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    body = null;
  }
  if (!isUploadResult(body)) throw new UploadError(uploadMessages.invalidResponse, answer.status);
  return body;
}

/**
 * Uploads one resume or job description with progress. Refreshes the session once on 401 (sharing
 * the API client's refresh), maps 402/403/5xx to the app-wide modals like the API client, and
 * checks the success body's shape. Rejects with an UploadError carrying the text to show, or an
 * AbortError when `signal` aborts.
 */
export async function uploadDocument(
  kind: UploadKind,
  file: File,
  options: UploadOptions = {},
): Promise<UploadResult> {
  const sentToken = getToken();
  if (!sentToken) throw new UploadError(uploadMessages.tokenMissing);

  const { url, field } = endpoints[kind];
  const form = () => {
    const data = new FormData();
    data.append(field, file, file.name);
    return data;
  };

  let answer = await post(url(), form(), sentToken, options);
  if (answer.status === 401) {
    const token = await tokenAfterUnauthorized(sentToken);
    if (token) {
      options.onProgress?.(0);
      answer = await post(url(), form(), token, options);
    }
    if (!token || answer.status === 401) {
      const answered = await readErrorAnswer(asResponse(answer));
      const { serverMessage, code } = answered;
      expireSession(sessionEndOf(answered));
      throw new UploadError(serverMessage ?? uploadMessages.sessionEnded, 401, code);
    }
  }

  if (answer.status < 200 || answer.status >= 300) {
    const answered = await readErrorAnswer(asResponse(answer));
    announceApiError(answered);
    let message: string = answered.serverMessage ?? uploadMessages.failed;
    if (answer.status === 413 && !answered.serverMessage) message = uploadMessages.tooLarge;
    throw new UploadError(message, answer.status, answered.code);
  }
  return parseSuccess(answer);
}
