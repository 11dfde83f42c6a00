/** What the browser reports of an error (after analytics consent). */
export interface ClientErrorReport {
  message: string;
  stack?: string | undefined;
  url: string;
  errorId?: string | undefined;
  userAgent?: string | undefined;
}

const REDACTED = '[redacted]';
// a JWT (three base64url parts), or a secret-bearing query parameter's value
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}/g;
const SECRET_PARAMS =
  /([?&#](?:token|code|access_token|refresh_token|password|key|signature|state)=)[^&#\s"']*/gi;

/**
 * The report as it may be written to the log: secrets a page address or an error text can carry
 * (reset and verification tokens, OAuth codes, access tokens) are replaced, so a log reader never
 * sees one.
 */
export function scrubClientError(report: ClientErrorReport): ClientErrorReport {
  const scrub = (text: string) => text.replace(JWT, REDACTED).replace(SECRET_PARAMS, `$1${REDACTED}`);
  return {
    message: scrub(report.message),
    stack: report.stack === undefined ? undefined : scrub(report.stack),
    url: scrub(report.url),
    errorId: report.errorId,
    userAgent: report.userAgent,
  };
}
