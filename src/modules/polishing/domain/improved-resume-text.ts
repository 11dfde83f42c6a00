/**
 * The resume's own text with suggestions put in place of the passages they rewrite, so the
 * improved resume is scored exactly as the original is (Quick Analysis reads the uploaded text).
 * Passages are found by their words in order, ignoring bullets, wrapping and spacing; null when a
 * passage cannot be found (a model restructured it), and the caller scores structured text instead.
 */
export interface Replacement {
  original: string;
  suggested: string;
}

interface Word {
  lower: string;
  start: number;
  end: number;
}

const WORD = /[A-Za-z0-9]+(?:['’][A-Za-z0-9]+)*/g;

function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((m) => ({
    lower: m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** Index in `haystack` where the words of `needle` start, or -1 (Knuth-Morris-Pratt: linear). */
function findRun(haystack: Word[], needle: string[]): number {
  if (needle.length === 0) return -1;
  const fallback = new Array<number>(needle.length).fill(0);
  for (let i = 1, k = 0; i < needle.length; i += 1) {
    while (k > 0 && needle[i] !== needle[k]) k = fallback[k - 1]!;
    if (needle[i] === needle[k]) k += 1;
    fallback[i] = k;
  }
  for (let i = 0, k = 0; i < haystack.length; i += 1) {
    while (k > 0 && haystack[i]!.lower !== needle[k]) k = fallback[k - 1]!;
    if (haystack[i]!.lower === needle[k]) k += 1;
    if (k === needle.length) return i - needle.length + 1;
  }
  return -1;
}

export function improvedResumeText(text: string, replacements: readonly Replacement[]): string | null {
  const words = wordsOf(text);
  const spans: { start: number; end: number; suggested: string }[] = [];
  for (const r of replacements) {
    if (r.original.trim() === r.suggested.trim()) continue;
    const needle = wordsOf(r.original).map((w) => w.lower);
    if (needle.length === 0) return null;
    const at = findRun(words, needle);
    if (at < 0) return null;
    // from the start of the passage's first line (its bullet goes too) to the end of its last word
    const firstStart = words[at]!.start;
    const lineStart = text.lastIndexOf('\n', firstStart - 1) + 1;
    const start = /^[\s\-•*▪◦●‣–—\d.)]*$/.test(text.slice(lineStart, firstStart)) ? lineStart : firstStart;
    let end = words[at + needle.length - 1]!.end;
    // and its closing punctuation, when nothing else follows on that line
    const tail = text.slice(end).match(/^[.;,:!?]{1,3}(?=[ \t]*(?:\r?\n|$))/);
    if (tail) end += tail[0].length;
    spans.push({ start, end, suggested: r.suggested.trim() });
  }
  spans.sort((a, b) => a.start - b.start);
  for (let i = 1; i < spans.length; i += 1) if (spans[i]!.start < spans[i - 1]!.end) return null;
  let out = '';
  let at = 0;
  for (const s of spans) {
    out += text.slice(at, s.start) + s.suggested;
    at = s.end;
  }
  return out + text.slice(at);
}
