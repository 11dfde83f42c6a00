import { describe, expect, it } from 'vitest';
import { LocalFactVocabulary } from './local-fact-vocabulary.ts';

const vocabulary = new LocalFactVocabulary();

describe('the fact vocabulary', () => {
  it('names the tools and hard skills a text mentions, not its soft skills', () => {
    expect(vocabulary.skillsIn('Led the team building Kafka pipelines on postgres')).toEqual([
      'Kafka',
      'PostgreSQL',
    ]);
  });

  it('reads verbs and adjectives opening a sentence as wording, in any tense', () => {
    for (const word of [
      'Spearheaded',
      'Built',
      'Lead',
      'Manage',
      'Streamlining',
      'Orchestrated',
      'Grew',
      'Seasoned',
      'Results-driven',
      'Dynamic',
      'Versatile',
    ])
      expect(vocabulary.isWording(word), word).toBe(true);
  });

  it('reads names opening a sentence as names, unknown words included', () => {
    for (const word of [
      'Boeing',
      'Google',
      'Microsoft',
      'June',
      'Austin',
      'Globex',
      'Acme',
      'Kafka',
      'Chase',
    ])
      expect(vocabulary.isWording(word), word).toBe(false);
  });
});
