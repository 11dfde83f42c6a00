import { TITLE_NOUNS } from '../../domain/resume-vocabulary.ts';
import { titleCase } from './text-tools.ts';

/** Levels and titles that say little about the role itself when comparing two titles. */
const LEVEL_WORDS = new Set(
  'senior sr junior jr lead staff principal head chief intern associate assistant entry level mid i ii iii iv'.split(
    ' ',
  ),
);

const EXPANSIONS: [RegExp, string][] = [
  [/\bSr\.?(?=\s|$)/gi, 'Senior'],
  [/\bJr\.?(?=\s|$)/gi, 'Junior'],
  [/\bMgr\.?(?=\s|$)/gi, 'Manager'],
  [/\bEngr?\.?(?=\s|$)/gi, 'Engineer'],
  [/\bDev\.?(?=\s|$)/gi, 'Developer'],
  [/\bAssoc\.?(?=\s|$)/gi, 'Associate'],
  [/\bAsst\.?(?=\s|$)/gi, 'Assistant'],
  [/\bSWE\b/g, 'Software Engineer'],
  [/\bSDE\b/g, 'Software Development Engineer'],
];

export function isTitleLike(text: string): boolean {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.length > 0 && words.length <= 8 && words.some((w) => TITLE_NOUNS.has(w));
}

/** 'Sr. software eng.' -> 'Senior Software Engineer'; acronyms and roman numerals stay as written. */
export function standardizeTitle(title: string): string {
  let t = title
    .replace(/\s+/g, ' ')
    .replace(/[,;.:]{1,5}$/, '')
    .trim();
  for (const [pattern, replacement] of EXPANSIONS) t = t.replace(pattern, replacement);
  return t
    .split(' ')
    .map((w) => (/^[A-Z0-9&/+.#-]{2,}$/.test(w) ? w : titleCase(w.toLowerCase())))
    .join(' ')
    .replace(/\b(Of|And|The|For|In|At|To)\b/g, (m) => m.toLowerCase());
}

/** The words of a title that name the role, without level ('Senior Data Analyst' -> data, analyst). */
export function roleWords(title: string): string[] {
  const synonyms: Record<string, string> = { developer: 'engineer', programmer: 'engineer', swe: 'engineer' };
  return (title.toLowerCase().match(/[a-z]+/g) ?? [])
    .filter((w) => !LEVEL_WORDS.has(w) && w.length > 1 && !['of', 'and', 'the', 'for', 'in'].includes(w))
    .map((w) => synonyms[w] ?? w);
}

const LEVELS: [RegExp, string][] = [
  [/\b(intern|internship|co-?op|trainee|apprentice)\b/i, 'Intern'],
  [/\b(junior|jr\.?|entry[- ]level|graduate|new grad)\b/i, 'Junior'],
  [/\b(principal|distinguished|architect)\b/i, 'Principal'],
  [/\b(director|vp|vice president|head of|chief|cto|ceo|cfo|coo)\b/i, 'Executive'],
  [/\b(lead|staff|manager|supervisor)\b/i, 'Lead'],
  [/\b(senior|sr\.?)\b/i, 'Senior'],
  [/\b(mid[- ]level|intermediate|ii|iii)\b/i, 'Mid'],
];

/** The level a title states, if any. */
export function levelOf(title: string): string | null {
  for (const [pattern, level] of LEVELS) if (pattern.test(title)) return level;
  return null;
}
