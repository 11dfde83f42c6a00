import { isActionVerb, ROLE_WORDS } from './resume-vocabulary.ts';
import { words } from './text.ts';

export interface InventedFact {
  kind: 'number' | 'skill' | 'name' | 'title';
  value: string;
}

/** Opening words a rewrite may use that are wording, not facts. */
const NEUTRAL_OPENERS = new Set([
  'skilled',
  'experienced',
  'proven',
  'focused',
  'with',
  'known',
  'brings',
  'and',
]);

function numbers(text: string): Set<string> {
  return new Set((text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/,/g, '')));
}

/** Capitalised words a reader takes for names (employers, products, places, months) with position. */
function capitalised(text: string): { word: string; sentenceStart: boolean }[] {
  const out: { word: string; sentenceStart: boolean }[] = [];
  for (const line of text.split(/\r?\n/)) {
    const body = line.replace(/^\s*(?:[-•*▪◦●‣–—]|\d{1,2}[.)])\s+/, '');
    for (const sentence of body.split(/(?<=[.!?;:])\s+/)) {
      words(sentence).forEach((word, i) => {
        if (/^[A-Z]/.test(word) && word !== 'I') out.push({ word, sentenceStart: i === 0 });
      });
    }
  }
  return out;
}

/**
 * The facts a suggestion states that the original resume does not: numbers, skills, names
 * (employers, products, places, months) and title words. The polisher's promise is that this list
 * is empty; `detectSkills` is the engine's skill recogniser, passed in to keep this rule pure.
 */
export function findInventedFacts(
  original: string,
  suggested: string,
  detectSkills: (text: string) => string[],
): InventedFact[] {
  const found: InventedFact[] = [];
  const originalNumbers = numbers(original);
  for (const n of numbers(suggested)) if (!originalNumbers.has(n)) found.push({ kind: 'number', value: n });

  const originalSkills = new Set(detectSkills(original));
  for (const skill of new Set(detectSkills(suggested))) {
    if (!originalSkills.has(skill)) found.push({ kind: 'skill', value: skill });
  }

  const originalWords = new Set(words(original.toLowerCase()));
  const seen = new Set<string>();
  for (const { word, sentenceStart } of capitalised(suggested)) {
    const lower = word.toLowerCase();
    if (originalWords.has(lower) || seen.has(lower)) continue;
    if (sentenceStart && (isActionVerb(word) || NEUTRAL_OPENERS.has(lower))) continue;
    seen.add(lower);
    found.push({ kind: 'name', value: word });
  }
  for (const word of new Set(words(suggested.toLowerCase()))) {
    if (ROLE_WORDS.has(word) && !originalWords.has(word)) found.push({ kind: 'title', value: word });
  }
  return found;
}
