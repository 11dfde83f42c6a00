import { describe, expect, it } from 'vitest';
import { scrubClientError } from './client-error.ts';

describe('client error reports', () => {
  it('never carries a reset token, an OAuth code or an access token into the log', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJlLXZhbHVl';
    const scrubbed = scrubClientError({
      message: `Request failed with token ${jwt}`,
      stack: 'at https://app.example/reset-password?token=abc123&x=1',
      url: 'https://app.example/auth/callback?code=4%2F0Ad&state=xyz#access_token=secret',
      errorId: 'err-1',
    });
    const all = JSON.stringify(scrubbed);
    for (const secret of [jwt, 'abc123', '4%2F0Ad', 'xyz', 'secret']) expect(all).not.toContain(secret);
    expect(scrubbed.stack).toContain('token=[redacted]&x=1');
    expect(scrubbed.errorId).toBe('err-1');
  });

  it('leaves an ordinary error as it was', () => {
    const report = {
      message: "Cannot read properties of undefined (reading 'map')",
      url: 'https://app.example/history?page=2',
    };
    expect(scrubClientError(report)).toEqual({
      ...report,
      stack: undefined,
      errorId: undefined,
      userAgent: undefined,
    });
  });
});
