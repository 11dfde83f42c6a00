import { isActionVerb } from '../../domain/resume-vocabulary.ts';
import type { FactVocabulary } from '../../ports/fact-vocabulary.ts';
import { tagsOf } from './compromise-lexicon.ts';
import { taxonomy } from './skill-taxonomy.ts';
import { lemma } from './word-forms.ts';

const VERB_TAGS = new Set(['Infinitive', 'PastTense', 'PresentTense', 'Gerund', 'Participle', 'Verb']);
/** Lexicon tags of names: a word carrying one is a name even where it could be a verb ('Boeing'). */
const NAME_TAGS = new Set(['Person', 'Place', 'Organization', 'Month', 'WeekDay', 'City', 'Country']);

/** The skill taxonomy and compromise's word tables: offline, the same judge for every engine. */
export class LocalFactVocabulary implements FactVocabulary {
  skillsIn(text: string): string[] {
    return taxonomy.hardNames(text);
  }

  opensAsVerb(word: string): boolean {
    if (isActionVerb(word)) return true;
    const lower = word.toLowerCase();
    if (!/^[a-z]{2,30}$/.test(lower)) return false;
    const tags = tagsOf(lower);
    if (tags.some((t) => NAME_TAGS.has(t))) return false;
    if (tags.some((t) => VERB_TAGS.has(t))) return true;
    const root = lemma(lower);
    if (root !== lower && tagsOf(root).some((t) => VERB_TAGS.has(t) || t === 'Actor')) return true;
    // the shape of a past tense or gerund the lexicon does not list ('spearheaded', 'orchestrating')
    return /^[a-z]{3,}(?:ed|ing)$/.test(lower) && tagsOf(root).every((t) => !NAME_TAGS.has(t));
  }
}
