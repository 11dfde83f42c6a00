/** Response headers as name and value pairs, in the order they are set. */
export type HeaderList = readonly (readonly [name: string, value: string])[];

export interface SecurityHeaderOptions {
  /** HSTS over plain http would be ignored at best and pin a broken host at worst: https only. */
  https: boolean;
  /** sha256 sources of the web app's inline scripts (index.html), the only inline code allowed. */
  scriptHashes: readonly string[];
  /** The API reference boots Scalar with an inline configuration script. */
  docs: boolean;
}

function contentSecurityPolicy({ scriptHashes, docs }: SecurityHeaderOptions): string {
  const scriptSrc = docs ? ["'self'", "'unsafe-inline'"] : ["'self'", ...scriptHashes];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The security headers of every answer, computed once per kind of page: Hono's secure-headers
 * defaults (which these are, value for value), framing refused both ways (X-Frame-Options for old
 * browsers, frame-ancestors for the rest), no Cross-Origin-Embedder-Policy, and a content security
 * policy that allows our own scripts only.
 */
export function securityHeaders(options: SecurityHeaderOptions): HeaderList {
  return [
    ['cross-origin-resource-policy', 'same-origin'],
    ['cross-origin-opener-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'no-referrer'],
    ...(options.https
      ? ([['strict-transport-security', 'max-age=15552000; includeSubDomains']] as const)
      : []),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'DENY'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
    ['content-security-policy', contentSecurityPolicy(options)],
  ];
}
