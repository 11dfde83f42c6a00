import { tagsOf, toInfinitive, toSingular } from '../compromise-lexicon.ts';
import { stem } from '../text-tools.ts';

/**
 * Word normalisation for the evaluator: 'led' and 'leading' both become 'lead', 'queries' becomes
 * 'query', so a concept is recognised however the answer inflects it. compromise's lexicon and
 * conjugation tables do the irregular forms (no sentence tagging: that costs milliseconds per
 * answer); the light stemmer then folds what is left ('caching', 'cache'). Each word is worked
 * out once and cached, so evaluation stays well under a millisecond per answer once warm.
 */
const VERB_FORMS = ['PastTense', 'Participle', 'PresentTense', 'Gerund'] as const;

/** Longest token the evaluator looks at; anything longer is not a word a person would say. */
export const MAX_TOKEN = 40;
const CACHE_LIMIT = 50_000;
const cache = new Map<string, string>();

function lemmaOf(word: string): string {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return word;
  const tags = tagsOf(word);
  const form = VERB_FORMS.find((t) => tags.includes(t));
  try {
    if (form) return toInfinitive(word, form) || word;
    if (tags.includes('Plural')) return toSingular(word) || word;
    if (tags.length === 0) {
      if (word.endsWith('ed') && word.length > 4) return toInfinitive(word, 'PastTense') || word;
      if (word.endsWith('ing') && word.length > 5) return toInfinitive(word, 'Gerund') || word;
    }
  } catch {
    return word;
  }
  return word;
}

/** The comparison key of a word: lemma, then the shared stemmer, lower case. */
export function conceptKey(raw: string): string {
  const word = raw.toLowerCase().replace(/['’]s$/, '');
  const known = cache.get(word);
  if (known !== undefined) return known;
  const key = word.length > MAX_TOKEN ? word.slice(0, MAX_TOKEN) : stem(lemmaOf(word));
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, key);
  return key;
}

/** Whether compromise knows the word as a past-tense verb ('led', 'took'); regular '-ed' words count too. */
export function isPastTense(raw: string): boolean {
  const word = raw.toLowerCase();
  const tags = tagsOf(word);
  if (tags.includes('PastTense') || tags.includes('Participle')) return true;
  // 'rewrote', 'rebuilt', 'undid': a prefix on an irregular past
  for (const prefix of ['re', 'un', 'over', 'out'])
    if (word.startsWith(prefix) && word.length > prefix.length + 2) {
      const rest = tagsOf(word.slice(prefix.length));
      if (rest.includes('PastTense') || rest.includes('Participle')) return true;
    }
  return tags.length === 0 && word.length > 4 && word.endsWith('ed');
}

/**
 * Word tokens of a text in order, lower case. The pattern has a single bounded character class,
 * so it stays linear however long or strange the input; tokens are clipped to MAX_TOKEN.
 */
export function tokens(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(/[a-z0-9][a-z0-9'’+#-]{0,39}/g)) {
    out.push(m[0].replace(/['’-]+$/, ''));
  }
  return out;
}

/** Concept keys of a text, in order (for phrases) and as a set. */
export function keysOf(text: string): { sequence: string[]; set: Set<string> } {
  const sequence = tokens(text).map(conceptKey);
  return { sequence, set: new Set(sequence) };
}
