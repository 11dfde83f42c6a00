import { describe, expect, it } from 'vitest';
import { activityMetadata } from './activity.ts';

describe('activity metadata', () => {
  it('drops anything that could name a secret and cuts long text short', () => {
    const kept = activityMetadata({
      email: 'ada@example.com',
      password: 'hunter2',
      newPassword: 'x',
      refreshToken: 't',
      note: 'x'.repeat(600),
      kind: 'resume',
      size: 10,
    });
    expect(kept).toEqual({ email: 'ada@example.com', note: `${'x'.repeat(500)}…`, kind: 'resume', size: 10 });
    expect(activityMetadata(undefined)).toEqual({});
  });
});
