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

  it('reads verbs opening a sentence as verbs, in any tense', () => {
    for (const word of ['Spearheaded', 'Built', 'Lead', 'Manage', 'Streamlining', 'Orchestrated', 'Grew'])
      expect(vocabulary.opensAsVerb(word), word).toBe(true);
  });

  it('reads names opening a sentence as names', () => {
    for (const word of ['Boeing', 'Google', 'June', 'Austin', 'Globex', 'Acme', 'Kafka'])
      expect(vocabulary.opensAsVerb(word), word).toBe(false);
  });
});
