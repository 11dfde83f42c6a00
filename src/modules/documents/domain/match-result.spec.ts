import { describe, expect, it } from 'vitest';
import { settledMatch } from './match-result.ts';

describe('settledMatch', () => {
  it('rounds the score and keeps it within 0-100', () => {
    const result = { matchedSkills: [], missingSkills: [], analysis: 'ok' };
    expect(settledMatch({ ...result, score: 71.6 }).score).toBe(72);
    expect(settledMatch({ ...result, score: 140 }).score).toBe(100);
    expect(settledMatch({ ...result, score: -3 }).score).toBe(0);
  });

  it('keeps only the fields of a result, and no evidence key where there is no evidence', () => {
    const stored = {
      score: 50,
      matchedSkills: [{ skill: 'SQL', evidence: 'Wrote SQL', weight: 2 }],
      missingSkills: [{ skill: 'Go' }, { skill: 'Rust', evidence: 'Rust required' }],
      analysis: 'ok',
      resumeId: 'r',
      jobId: 'j',
    };
    const settled = settledMatch(stored);
    expect(settled).toStrictEqual({
      score: 50,
      matchedSkills: [{ skill: 'SQL', evidence: 'Wrote SQL' }],
      missingSkills: [{ skill: 'Go' }, { skill: 'Rust', evidence: 'Rust required' }],
      analysis: 'ok',
    });
    expect('evidence' in (settled.missingSkills[0] ?? {})).toBe(false);
  });
});
