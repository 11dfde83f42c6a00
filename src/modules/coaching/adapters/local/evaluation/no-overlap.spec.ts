import { describe, expect, it } from 'vitest';
import { answerFeatures } from '../answer-features.ts';
import { rateAnswer } from '../rubric.ts';
import { questionProfile } from './question-profile.ts';

describe('a question no intent covers, answered with another story', () => {
  const question = 'Tell me about a time you picked up a new programming language to deliver a feature.';
  it('is off topic when the story names nothing of the question or its vocabulary', () => {
    const story =
      'At my last company I redesigned the onboarding of our mobile app. The old flow asked for eleven fields before a user could see anything, and half of the new users dropped off on the second screen. I interviewed six users, mapped their journey and found the identity check worried them most. I proposed moving it later and built the new screens with the engineers. As a result completion rose from 40% to 68% within a month.';
    const s = rateAnswer('Behavioral', answerFeatures(story), questionProfile(question), []);
    expect(s.offTopic).toBe(true);
  });
});
