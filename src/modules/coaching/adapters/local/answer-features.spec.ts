import { describe, expect, it } from 'vitest';
import { answerFeatures } from './answer-features.ts';

describe('answer features', () => {
  it("reads a field's own terms the skill map does not know, and leaves plain English alone", () => {
    const f = answerFeatures(
      'I would link each hint with aria-describedby, test with VoiceOver and NVDA, and run the WCAG checks in CI as a long-term follow-up.',
    );
    expect(f.terms).toEqual(expect.arrayContaining(['VoiceOver', 'NVDA', 'WCAG', 'CI']));
    expect(f.terms).not.toContain('I');
    expect(f.terms.some((t) => t.includes('-'))).toBe(false);
  });

  it('takes one thing the candidate did, placed in time, as their own experience', () => {
    expect(
      answerFeatures('On a checkout form I fixed last year, errors fell to zero.').ownExperience,
    ).toBeDefined();
    expect(
      answerFeatures('One would fix the form and test it with a screen reader.').ownExperience,
    ).toBeUndefined();
  });
});
