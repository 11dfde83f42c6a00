import { bulletLines, sentences } from '../../domain/text.ts';
import { taxonomy } from './skill-taxonomy.ts';

/**
 * Rewrites that only remove or re-word, never add: a weak opener becomes a strong verb, a pronoun
 * or a filler adverb goes, and bullets that show the job's skills move up. The verbs used are all
 * in the shared vocabulary, so the no-invention rule can tell them from facts.
 */
const OPENERS: [RegExp, string][] = [
  [/^(?:i|we)\s+(?:was|were)\s+responsible\s+for\s+/i, 'Owned '],
  [/^responsible\s+for\s+/i, 'Owned '],
  [/^(?:i\s+|we\s+)?(?:was|were)\s+(?:involved|engaged)\s+in\s+/i, 'Contributed to '],
  [/^involved\s+in\s+/i, 'Contributed to '],
  [/^(?:i\s+)?worked\s+on\s+/i, 'Contributed to '],
  [/^(?:i\s+)?worked\s+(?=with\b)/i, 'Collaborated '],
  [/^(?:my\s+)?duties\s+included\s+/i, 'Handled '],
  [/^tasked\s+with\s+/i, 'Owned '],
  [/^in\s+charge\s+of\s+/i, 'Owned '],
  [/^(?:i|we)\s+(?=[a-z]+ed\b|led\b|built\b|ran\b|wrote\b|drove\b|made\b|took\b|won\b|cut\b)/i, ''],
];
const FILLER = /\b(successfully|effectively|various|very|really|basically|actually)\s+/gi;

export interface BulletChange {
  strongerOpeners: number;
  fillersRemoved: number;
  movedUp: string[];
}

function rewriteLine(line: string, change: BulletChange): string {
  const trimmed = line.trim().replace(/(?<![.;])[.;]+$/, '');
  // fillers first, so 'I successfully migrated' still loses its pronoun
  let out = trimmed.replace(FILLER, '');
  if (out !== trimmed) change.fillersRemoved += 1;
  for (const [pattern, replacement] of OPENERS) {
    if (pattern.test(out)) {
      out = out.replace(pattern, replacement);
      change.strongerOpeners += 1;
      break;
    }
  }
  const capitalised = out.charAt(0).toUpperCase() + out.slice(1);
  // 'go to market' must not become the language Go: keep the case when it would name a new skill
  const before = new Set(taxonomy.hardNames(out));
  return taxonomy.hardNames(capitalised).every((s) => before.has(s)) ? capitalised : out;
}

/** A description as bullets; a paragraph is split into one bullet per sentence. */
function asBullets(description: string): string[] {
  const lines = bulletLines(description);
  if (lines.length === 1 && sentences(lines[0]!).length > 1) return sentences(lines[0]!);
  return lines;
}

/** The description rewritten for the job, with what changed (for the reasoning). */
export function rewriteDescription(
  description: string,
  jobSkills: string[],
): { text: string; change: BulletChange } {
  const change: BulletChange = { strongerOpeners: 0, fillersRemoved: 0, movedUp: [] };
  const wanted = new Set(jobSkills);
  const bullets = asBullets(description).map((line, i) => {
    const skills = taxonomy.names(line).filter((s) => wanted.has(s));
    return { text: rewriteLine(line, change), skills, i };
  });
  const ranked = [...bullets].sort((a, b) => b.skills.length - a.skills.length || a.i - b.i);
  ranked.forEach((b, position) => {
    if (position < b.i && b.skills.length > 0) change.movedUp.push(...b.skills);
  });
  change.movedUp = [...new Set(change.movedUp)];
  return { text: ranked.map((b) => `- ${b.text}`).join('\n'), change };
}
