import { conceptKey } from './lemmas.ts';

/**
 * Quotes of an answer for feedback, in the answer's own words and case: never a markdown fence,
 * emphasis or heading markup, nor the label of a STAR part ('Situation:'), and clipped at a word.
 */
const MARKUP = /```[a-z0-9+#-]{0,20}|`{1,3}|\*{1,3}|_{2,3}|^[\s#>•*-]{1,8}/gi;
const LABEL =
  /^(?:situation|context|background|task|goal|challenge|problem|action|actions|result|results|outcome|impact|learning|lesson|reflection)\s{0,3}[:–—-]\s{0,3}/i;
const MAX_QUOTE = 80;

export function cleanQuote(text: string, max = MAX_QUOTE): string {
  const plain = text
    .slice(0, 2000)
    .replace(MARKUP, '')
    .replace(/\s{1,2000}/g, ' ')
    .trim()
    .replace(LABEL, '');
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,;:.\s]{1,5}$/, '')} …`;
}

/** The words of the answer as they were written, with their concept keys, for finding a term's own wording. */
function wordsOf(text: string): { word: string; key: string }[] {
  const out: { word: string; key: string }[] = [];
  for (const m of text.slice(0, 20_000).matchAll(/[A-Za-z0-9][A-Za-z0-9'’+#-]{0,39}/g)) {
    const word = m[0].replace(/['’-]+$/, '');
    out.push({ word, key: conceptKey(word) });
  }
  return out;
}

const cache = new WeakMap<object, { word: string; key: string }[]>();

/**
 * How the answer wrote a concept ('privat' -> 'privately', 'push back' -> 'pushed back'); the key
 * itself when the answer cannot be searched.
 */
export function surfaceOf(owner: object, text: string, term: string): string {
  let words = cache.get(owner);
  if (!words) {
    words = wordsOf(text);
    cache.set(owner, words);
  }
  const keys = term.split(' ');
  for (let i = 0; i + keys.length <= words.length; i += 1) {
    let all = true;
    for (let j = 0; j < keys.length && all; j += 1) all = words[i + j]!.key === keys[j];
    if (all)
      return words
        .slice(i, i + keys.length)
        .map((w) => w.word)
        .join(' ');
  }
  return term;
}
