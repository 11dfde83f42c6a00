import { describe, expect, it } from 'vitest';
import { lastPairingOf } from './last-pairing.ts';

const resumeId = '0b8f6c52-1d2e-4a6b-9c1f-0a2b3c4d5e6f';
const jobId = '7e1a2b3c-4d5e-4f60-8a1b-2c3d4e5f6a7b';

describe('the last pairing offered on the dashboard', () => {
  it('is the most recent interview’s resume and job while both exist', () => {
    expect(lastPairingOf({ resumeId, jobId })).toEqual({ resumeId, jobId });
  });

  it('is none before the first interview', () => {
    expect(lastPairingOf(null)).toBeNull();
  });

  it('is none once either document of that interview has been deleted', () => {
    expect(lastPairingOf({ resumeId: null, jobId })).toBeNull();
    expect(lastPairingOf({ resumeId, jobId: null })).toBeNull();
    expect(lastPairingOf({ resumeId: null, jobId: null })).toBeNull();
  });
});
