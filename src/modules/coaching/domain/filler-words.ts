import { words } from './text.ts';

/**
 * Fillers that weaken a spoken or written answer. Words that often do real work ('like', 'kind
 * of') are only counted where they cannot ('like,' with a comma; 'kind of' not after 'what' or
 * 'this'), to keep the count honest.
 */
const SINGLE = new Set(['um', 'umm', 'uh', 'uhh', 'er', 'erm', 'hmm', 'basically', 'literally']);
const DETERMINER = '(?<!\\b(?:what|this|that|the|a|any|which|some|same|every|one|each)\\s)';
const PHRASES: [string, RegExp][] = [
  ['you know', /\byou know\b(?!\s+(?:how|what|why|when|where|that|if|the)\b)/g],
  ['i mean', /\bi mean\b/g],
  ['kind of', new RegExp(`${DETERMINER}\\bkind of\\b`, 'g')],
  ['sort of', new RegExp(`${DETERMINER}\\bsort of\\b`, 'g')],
  ['like', /\blike,/g],
];

export interface FillerWordCount {
  word: string;
  count: number;
}

export function countFillerWords(text: string): FillerWordCount[] {
  const counts = new Map<string, number>();
  const lower = text.toLowerCase();
  for (const w of words(lower)) if (SINGLE.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  for (const [word, pattern] of PHRASES) {
    const n = (lower.match(pattern) ?? []).length;
    if (n > 0) counts.set(word, n);
  }
  return [...counts.entries()]
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word));
}
