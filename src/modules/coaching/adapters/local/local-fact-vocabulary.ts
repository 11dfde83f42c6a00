import { isActionVerb } from '../../domain/resume-vocabulary.ts';
import type { FactVocabulary } from '../../ports/fact-vocabulary.ts';
import { tagsOf } from './compromise-lexicon.ts';
import { taxonomy } from './skill-taxonomy.ts';
import { lemma } from './word-forms.ts';

/** Lexicon tags of names: a word carrying one is a name even where it could be wording ('Boeing'). */
const NAME_TAGS = new Set([
  'Person',
  'FirstName',
  'LastName',
  'MaleName',
  'FemaleName',
  'Place',
  'City',
  'Country',
  'Region',
  'Organization',
  'Month',
  'WeekDay',
  'Holiday',
]);
/** The shapes of verbs, adjectives and adverbs that names hardly ever have. */
const WORDING_SHAPE = /^[a-z]{3,}(?:ed|ing|ive|ful|ous|ly|able|ible)$/;
/** Common openers of a summary the lexicon does not list. */
const COMMON = new Set(
  'data strategic analytical dynamic technical clinical financial operational professional pragmatic energetic enthusiastic methodical collaborative customer client team cross functional hands bilingual award'.split(
    ' ',
  ),
);

function isWordingPart(part: string): boolean {
  if (isActionVerb(part) || COMMON.has(part)) return true;
  const tags = tagsOf(part);
  if (tags.some((t) => NAME_TAGS.has(t))) return false;
  if (tags.length > 0) return true;
  const rootTags = tagsOf(lemma(part));
  if (rootTags.some((t) => NAME_TAGS.has(t))) return false;
  return rootTags.length > 0 || WORDING_SHAPE.test(part);
}

/** The skill taxonomy and compromise's word tables: offline, the same judge for every engine. */
export class LocalFactVocabulary implements FactVocabulary {
  skillsIn(text: string): string[] {
    return taxonomy.hardNames(text);
  }

  isWording(word: string): boolean {
    const parts = word.toLowerCase().split(/[-‐]/);
    return parts.every((p) => /^[a-z]{1,30}$/.test(p)) && parts.every(isWordingPart);
  }
}
