import { describe, expect, it } from 'vitest';
import { ResumeFacts, type WorkExperience } from '../../coaching/index.ts';
import { factVocabulary } from '../../../../test/support/polishing.ts';
import {
  experienceText,
  KEPT_ORIGINAL_REASONING,
  NEUTRAL_REASONING,
  NO_SUMMARY_REASONING,
  sameWords,
  truthfulExperience,
  truthfulSummary,
  UNCHANGED_REASONING,
} from './truthful-suggestions.ts';

const experience: WorkExperience = {
  standardizedJobTitle: 'Support Engineer',
  company: 'Acme Corp',
  location: 'Austin, TX',
  startDate: 'Jan 2021',
  endDate: 'Present',
  description: '- Fixed billing bugs for 40 clinics\n- Wrote the on-call runbook',
};
const resumeText = `Ana Ruiz\nSupport Engineer | Acme Corp | Austin, TX | Jan 2021 - Present\n${experience.description}`;
const resume = ResumeFacts.of(resumeText, factVocabulary);
const job = ResumeFacts.of('Senior Support Engineer. Kafka and Zendesk. 5+ years.', factVocabulary);
const inPlay = {
  facts: ResumeFacts.of(experienceText(experience), factVocabulary).confirmedBy(resume),
  reasoningFacts: resume.and(job),
};

describe('the suggestion a person sees', () => {
  it('carries the resume’s own heading facts and original, whatever the writer sent', () => {
    const s = truthfulExperience(
      experience,
      2,
      {
        suggested: '- Resolved billing bugs for 40 clinics',
        reasoning: 'Opens with a result verb; the job asks for Kafka.',
      },
      inPlay,
    );
    expect(s).toEqual({
      original: experience.description,
      suggested: '- Resolved billing bugs for 40 clinics',
      reasoning: 'Opens with a result verb; the job asks for Kafka.',
      index: 2,
      jobTitle: 'Support Engineer',
      company: 'Acme Corp',
      location: 'Austin, TX',
      duration: 'Jan 2021 - Present',
    });
  });

  it('replaces the writer’s reasoning when it went with invented lines, without naming them', () => {
    const s = truthfulExperience(
      experience,
      0,
      {
        suggested: '- Fixed billing bugs for 400 clinics at Globex\n- Authored the on-call runbook',
        reasoning: 'Adds the 400 clinics you served at Globex.',
      },
      inPlay,
    );
    expect(s.suggested).toBe('- Fixed billing bugs for 40 clinics\n- Authored the on-call runbook');
    expect(s.reasoning).not.toMatch(/400|Globex/);
    expect(s.reasoning).toContain('1 line went back to your original wording');
  });

  it('keeps the original when nothing honest is left', () => {
    const s = truthfulSummary(
      'Support engineer.',
      { suggested: 'Kafka expert with an MBA from Stanford.', reasoning: 'r' },
      { facts: resume, reasoningFacts: resume },
    );
    expect(s).toEqual({
      original: 'Support engineer.',
      suggested: 'Support engineer.',
      reasoning: KEPT_ORIGINAL_REASONING,
    });
  });

  it('writes no summary for a resume without one, so accepting it adds no section', () => {
    for (const original of ['', ' \n ']) {
      const s = truthfulSummary(
        original,
        { suggested: 'Support Engineer with experience at Acme Corp.', reasoning: 'Opens with your title.' },
        { facts: resume, reasoningFacts: resume },
      );
      expect(s).toEqual({ original, suggested: original, reasoning: NO_SUMMARY_REASONING });
    }
  });

  it('offers no rewrite that changes only spacing, punctuation or bullet marks', () => {
    for (const suggested of [
      '• Fixed billing bugs for 40 clinics.\n• Wrote the on-call runbook.',
      'Fixed billing bugs for 40 clinics; Wrote the on-call runbook',
      '-  Fixed  billing bugs for 40 clinics\n\n- Wrote the on-call runbook!',
    ]) {
      const s = truthfulExperience(experience, 0, { suggested, reasoning: 'Tidies the bullets.' }, inPlay);
      expect(s).toMatchObject({ suggested: experience.description, reasoning: UNCHANGED_REASONING });
    }
    // a word changed, or the bullets in another order, is a suggestion
    const reordered = '- Wrote the on-call runbook\n- Fixed billing bugs for 40 clinics';
    expect(
      truthfulExperience(experience, 0, { suggested: reordered, reasoning: 'r' }, inPlay).suggested,
    ).toBe(reordered);
    const cased = '- fixed billing bugs for 40 clinics\n- Wrote the on-call runbook';
    expect(truthfulExperience(experience, 0, { suggested: cased, reasoning: 'r' }, inPlay).suggested).toBe(
      cased,
    );
  });

  it('gives a neutral reasoning when the writer’s states facts neither the resume nor the job has', () => {
    const s = truthfulSummary(
      'Support engineer.',
      {
        suggested: 'Support engineer at Acme Corp.',
        reasoning: 'Mentions the $10K bonus you won at Globex.',
      },
      { facts: resume, reasoningFacts: resume.and(job) },
    );
    expect(s.reasoning).toBe(NEUTRAL_REASONING);
  });
});

describe('a rewrite with the same words', () => {
  it('is one whose words and numbers, in order, are the original’s', () => {
    expect(sameWords('Cut costs by 40%.', '- Cut costs by 40 %')).toBe(true);
    expect(sameWords('Cut costs by 40%.', 'Cut costs by 4.0%')).toBe(false);
    expect(sameWords('Led 3 teams. Shipped v2.', 'Led 3 teams\nShipped v2')).toBe(true);
    expect(sameWords('Led 3 teams', 'Led three teams')).toBe(false);
  });
});
