import { saysPresent } from '../../domain/structured-resume.ts';
import { ROLE_WORDS } from '../../domain/resume-vocabulary.ts';
import { bulletLines, sentences } from '../../domain/text.ts';
import { actionVerbForms } from './action-verbs.ts';
import { taxonomy } from './skill-taxonomy.ts';

/**
 * Rewrites that only remove or re-word, never add: a weak opener becomes a strong verb, a pronoun,
 * a filler adverb or a wordy phrase goes, a role the person has left is told in the past tense, and
 * bullets that show the job's skills move up. The verbs used are all in the shared vocabulary, so
 * the no-invention rule can tell them from facts; digits are never touched.
 */
type Opener = [pattern: RegExp, replacement: string | ((current: boolean) => string)];

/** 'Responsible for managing X' -> 'Managed X' (or 'Manage X' while the role goes on). */
const DUTY_WITH_GERUND =
  /^(?:(?:i|we)\s+(?:was|were)\s+)?(?:responsible\s+for|tasked\s+with|in\s+charge\s+of|(?:my\s+)?duties\s+included)\s+([a-z]+ing)\b\s*/i;

const OPENERS: Opener[] = [
  [/^(?:i|we)\s+(?:was|were)\s+responsible\s+for\s+/i, 'Owned '],
  [/^responsible\s+for\s+/i, 'Owned '],
  [/^(?:i\s+|we\s+)?(?:was|were)\s+(?:involved|engaged)\s+in\s+/i, 'Contributed to '],
  [/^involved\s+in\s+/i, 'Contributed to '],
  [/^(?:i\s+|we\s+)?(?:participated|took\s+part)\s+in\s+/i, 'Contributed to '],
  [
    /^(?:i\s+|we\s+)?played\s+an?\s+(?:key\s+|important\s+|major\s+|active\s+)?(?:role|part)\s+in\s+/i,
    'Contributed to ',
  ],
  [/^(?:i\s+)?worked\s+on\s+/i, 'Contributed to '],
  [/^(?:i\s+)?worked\s+(?=with\b)/i, 'Collaborated '],
  [/^(?:i\s+)?(?:assisted|helped)\s+(?:with|in)\s+/i, 'Supported '],
  [/^(?:my\s+)?duties\s+included\s+/i, 'Handled '],
  [/^tasked\s+with\s+/i, 'Owned '],
  [/^in\s+charge\s+of\s+/i, 'Owned '],
  [/^(?:i|we)\s+(?=[a-z]+ed\b|led\b|built\b|ran\b|wrote\b|drove\b|made\b|took\b|won\b|cut\b)/i, ''],
];
const FILLER = /\b(successfully|effectively|various|very|really|basically|actually|extremely)\s+/gi;

/** Wordy phrases and their plain equivalents; none of them touches a number or a name. */
const WORDY: [RegExp, string][] = [
  [/\bin order to\b/gi, 'to'],
  [/\b(?:was|were) able to\s+/gi, ''],
  [/\butili[sz]ed\b/gi, 'used'],
  [/\butili[sz]ing\b/gi, 'using'],
  [/\butili[sz]es\b/gi, 'uses'],
  [/\butili[sz]e\b/gi, 'use'],
  [/\bon an? (daily|weekly|monthly|quarterly|yearly|annual) basis\b/gi, '$1'],
  [/\bon a regular basis\b/gi, 'regularly'],
  [/\bdue to the fact that\b/gi, 'because'],
  [/\bfor the purpose of\b/gi, 'for'],
  [/\bin a timely manner\b/gi, 'promptly'],
  [/\bwith regard to\b/gi, 'on'],
  [/\ba large number of\b/gi, 'many'],
];

export interface BulletChange {
  strongerOpeners: number;
  fillersRemoved: number;
  tightened: number;
  /** The wordy phrases replaced, as the reasoning names them ("'utilized' becomes 'used'"). */
  phrases: Set<string>;
  pastTense: number;
  movedUp: string[];
}

export interface RewriteOptions {
  /** The role goes on ('Present'): its bullets may stay in the present tense. */
  current: boolean;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Words after a bare verb that make it an order with an object ('Manage the budget'), not a noun. */
const OBJECT_START = /^(?:the|a|an|our|my|their|all|every|each|both|new|and|\d)\b/i;
/** Bare verbs that open a noun phrase just as often ('Lead developer', 'Test plans', 'Design system'). */
const NOUN_TOO = new Set(
  'lead test document plan design review monitor present support secure train scale cut ship own partner direct guide coach engineer launch champion handle mentor architect process report'.split(
    ' ',
  ),
);

/**
 * The opening verb in the role's tense when it is one of ours: 'Manages', 'Managing' or 'Manage'
 * -> 'Managed' for a role the person has left. A bare form that is just as often a noun only
 * counts before an object, because 'Lead developer' and 'Test plans' open with nouns.
 */
function inTense(line: string, current: boolean): { text: string; changed: boolean } {
  const first = line.match(/^[A-Za-z]+/)?.[0];
  if (!first || current) return { text: line, changed: false };
  const forms = actionVerbForms(first);
  if (!forms || forms.past.toLowerCase() === first.toLowerCase()) return { text: line, changed: false };
  const rest = line.slice(first.length);
  const bare = first.toLowerCase() === forms.base.toLowerCase();
  if (bare && NOUN_TOO.has(first.toLowerCase()) && !OBJECT_START.test(rest.trimStart()))
    return { text: line, changed: false };
  return { text: forms.past + rest, changed: true };
}

function rewriteLine(line: string, change: BulletChange, options: RewriteOptions): string {
  const trimmed = line.trim().replace(/(?<![.;])[.;]+$/, '');
  // fillers first, so 'I successfully migrated' still loses its pronoun
  let out = trimmed.replace(FILLER, '');
  if (out !== trimmed) change.fillersRemoved += 1;
  const wordy = out;
  for (const [pattern, plain] of WORDY) {
    out = out.replace(pattern, (found: string, ...groups: unknown[]) => {
      const replacement = plain.replace('$1', String(groups[0] ?? ''));
      change.phrases.add(
        replacement
          ? `'${found.toLowerCase().trim()}' becomes '${replacement}'`
          : `'${found.toLowerCase().trim()}' goes`,
      );
      return replacement;
    });
  }
  out = out.replace(/\s{2,}/g, ' ').trim();
  if (out !== wordy) change.tightened += 1;
  const duty = out.match(DUTY_WITH_GERUND);
  const dutyVerb = duty ? actionVerbForms(duty[1]!) : undefined;
  if (duty && dutyVerb) {
    // 'Lead' would read as a title word the resume may not use: the past form says the same
    const present = options.current && !ROLE_WORDS.has(dutyVerb.base.toLowerCase());
    out = `${present ? dutyVerb.base : dutyVerb.past} ${out.slice(duty[0].length)}`.trim();
    change.strongerOpeners += 1;
  } else {
    for (const [pattern, replacement] of OPENERS) {
      if (pattern.test(out)) {
        const text = typeof replacement === 'string' ? replacement : replacement(options.current);
        out = out.replace(pattern, text);
        change.strongerOpeners += 1;
        break;
      }
    }
  }
  const tensed = inTense(capitalise(out), options.current);
  if (tensed.changed) {
    out = tensed.text;
    change.pastTense += 1;
  }
  const capitalised = capitalise(out);
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
  options: RewriteOptions = { current: true },
): { text: string; change: BulletChange } {
  const change: BulletChange = {
    strongerOpeners: 0,
    fillersRemoved: 0,
    tightened: 0,
    phrases: new Set<string>(),
    pastTense: 0,
    movedUp: [],
  };
  const wanted = new Set(jobSkills);
  const bullets = asBullets(description).map((line, i) => {
    const skills = taxonomy.names(line).filter((s) => wanted.has(s));
    return { text: rewriteLine(line, change, options), skills, i };
  });
  const ranked = [...bullets].sort((a, b) => b.skills.length - a.skills.length || a.i - b.i);
  ranked.forEach((b, position) => {
    if (position < b.i && b.skills.length > 0) change.movedUp.push(...b.skills);
  });
  change.movedUp = [...new Set(change.movedUp)];
  return { text: ranked.map((b) => `- ${b.text}`).join('\n'), change };
}

/** Whether a role's end date says it goes on. */
export function isCurrentRole(endDate: string | null): boolean {
  return !endDate || saysPresent(endDate);
}
