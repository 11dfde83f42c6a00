import { lemma } from './word-forms.ts';

/**
 * Small text helpers the local engine shares. Keyword overlap uses a light stemmer on purpose:
 * it must relate 'migrated' to 'migration' without a dictionary, and stay fast and predictable.
 */
const STOPWORDS = new Set(
  (
    'a an and are as at be been being but by can could did do does doing for from had has have having he ' +
    'her here hers him his how i if in into is it its itself just me more most my no nor not of off on ' +
    'once only or other our ours out over own same she should so some such than that the their theirs ' +
    'them then there these they this those through to too under until up very was we were what when ' +
    'where which while who whom why will with would you your yours also about across after again all ' +
    'any because before below between both each few further get got make made many much must new one ' +
    'really so still take last tell thing things time us use used using well way within work worked working ' +
    'years year able via etc like lot lots kind sort describe example walk give us you’re i’m it’s'
  ).split(' '),
);

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s?$/, '');
  if (w.length > 5 && /(ies|ied)$/.test(w)) return `${w.slice(0, -3)}y`;
  // adverbs only when long enough that the root survives ('quickly', not 'family')
  if (w.length > 6 && w.endsWith('ly') && !w.endsWith('ily')) w = w.slice(0, -2);
  for (const suffix of ['ations', 'ation', 'ments', 'ment', 'ing', 'ed', 'es', 's']) {
    if (w.length - suffix.length >= 4 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w.endsWith('e') && w.length > 4 ? w.slice(0, -1) : w;
}

/** Stemmed content words of a text, without stopwords or numbers. */
export function keywords(text: string): Set<string> {
  const out = new Set<string>();
  for (const raw of text.toLowerCase().match(/[a-z][a-z0-9+#'’-]{0,40}/g) ?? []) {
    if (raw.length < 3 || STOPWORDS.has(raw)) continue;
    out.add(stem(raw));
  }
  return out;
}

/** Roots of the content words of a text ('migrated' and 'migrates' -> 'migrate'), for overlap. */
export function contentRoots(text: string): Set<string> {
  const out = new Set<string>();
  for (const raw of text.toLowerCase().match(/[a-z][a-z0-9+#]{0,30}/g) ?? []) {
    if (raw.length < 3 || STOPWORDS.has(raw)) continue;
    out.add(lemma(raw));
  }
  return out;
}

/** Share of `wanted` found in `have` (0 when nothing is wanted). */
export function coverage(wanted: Set<string>, have: Set<string>): number {
  if (wanted.size === 0) return 0;
  let hit = 0;
  for (const w of wanted) if (have.has(w)) hit += 1;
  return hit / wanted.size;
}

/** FNV-1a: a stable seed from text, so the same inputs always pick the same questions. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A deterministic pseudo-random sequence (mulberry32) for ordering question banks. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/**
 * At most `max` characters of `text` around `focus` (an index), cut at spaces, with no marks added:
 * a quote that is still a run of the original text.
 */
export function excerpt(text: string, max: number, focus = 0): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  // the sentence that holds the focus reads better than a window cut across two of them
  const from = Math.max(clean.lastIndexOf('. ', focus), clean.lastIndexOf('; ', focus)) + 2;
  const stops = [clean.indexOf('. ', focus), clean.indexOf('; ', focus)].filter((i) => i >= 0);
  const to = stops.length > 0 ? Math.min(...stops) + 1 : clean.length;
  const sentence = clean
    .slice(from >= 2 ? from : 0, to)
    .replace(/;$/, '')
    .trim();
  if (sentence.length >= 20 && sentence.length <= max) return sentence;
  let start = Math.max(0, Math.min(focus - Math.floor(max / 3), clean.length - max));
  let end = start + max;
  if (start > 0) start = clean.indexOf(' ', start) + 1 || start;
  if (end < clean.length) end = clean.lastIndexOf(' ', end) > start ? clean.lastIndexOf(' ', end) : end;
  return clean.slice(start, end).trim();
}

export function titleCase(text: string): string {
  return text.replace(/\b([a-z])([a-z]*)/g, (_, first: string, rest: string) => first.toUpperCase() + rest);
}

/** 'A, B and C' */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
