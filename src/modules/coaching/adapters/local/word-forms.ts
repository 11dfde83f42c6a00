import { tagsOf, toInfinitive, toSingular } from './compromise-lexicon.ts';

/**
 * Word normalisation for matching: 'strategies' -> 'strategy', 'led' -> 'lead', 'developing' ->
 * 'develop', 'children' -> 'child'. compromise's rule tables and irregular lexicon do the work;
 * its tagger is not run (a tagged pass costs ~0.2 ms a word), so a word is read by its lexicon tag
 * and suffix alone. Both sides of a comparison go through the same function, so an imperfect root
 * ('kubernete') still compares equal to itself. Results are cached per word.
 */

/** Tags that mean the word is not an inflected content word. */
const FUNCTION_TAGS = new Set([
  'Determiner',
  'Preposition',
  'Possessive',
  'Copula',
  'Pronoun',
  'Conjunction',
]);
const CACHE_LIMIT = 50_000;
const cache = new Map<string, string>();

function compute(word: string): string {
  if (word.length < 3 || word.length > 30 || !/^[a-z]+$/.test(word)) return word;
  const tags = tagsOf(word);
  if (tags.some((t) => FUNCTION_TAGS.has(t)) || tags.includes('Uncountable')) return word;
  if (
    tags.includes('PastTense') ||
    tags.includes('Participle') ||
    (word.endsWith('ed') && !word.endsWith('eed'))
  )
    return toInfinitive(word, 'PastTense') || word;
  if (word.endsWith('ing') && word.length > 5) return toInfinitive(word, 'Gerund') || word;
  if (tags.includes('PresentTense') && word.endsWith('s')) return toInfinitive(word, 'PresentTense') || word;
  // plurals; '-ss', '-us', '-is' and '-ics' words are singular already ('business', 'analytics')
  if (
    word.length > 3 &&
    (tags.includes('Plural') || (word.endsWith('s') && !/(?:ss|us|is|ics|ys)$/.test(word)))
  )
    return toSingular(word) || word;
  return word;
}

/** The root of a lower-case word; anything that is not a plain word comes back as it is. */
export function lemma(word: string): string {
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  const root = compute(word);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, root);
  return root;
}
