import { type Quantity, quantitiesIn, statesQuantity } from './quantities.ts';
import { isActionVerb, ROLE_WORDS } from './resume-vocabulary.ts';
import { words as wordsOf } from './text.ts';

/**
 * What the rule knows about words, passed in to keep it pure: the engine's fact vocabulary, or a
 * skill recogniser with the polisher's own wording ({@link isPlainWording}).
 */
export interface WordJudge {
  /** Canonical names of the tools and hard skills a text names. */
  skillsIn(text: string): string[];
  /** Whether a capitalised word opening a sentence is wording rather than a name. */
  isWording(word: string): boolean;
}

export type FactKind =
  | 'number'
  | 'percentage'
  | 'money'
  | 'multiplier'
  | 'skill'
  | 'tool'
  | 'name'
  | 'title'
  | 'credential';

export interface InventedFact {
  kind: FactKind;
  value: string;
}

/** Words that state a qualification; a suggestion may only repeat them. */
const CREDENTIAL_WORDS = new Set(
  'bachelor bachelors master masters mba phd doctorate doctoral degree degrees diploma certified certification certifications certificate licensed license licence accredited'.split(
    ' ',
  ),
);
/** Product-like tokens: letters with digits ('S3', 'Q3'), inner capitals ('iOS') or inner '.+#' ('node.js'). */
const TOKEN = /[A-Za-z0-9][A-Za-z0-9.+#/]{0,40}[A-Za-z0-9+#]/g;
const QUANTITY_TOKEN = /^\d[\d.,]*(?:k|mm|m|bn|b|x)?$/i;
const ABBREVIATIONS = new Set(['e.g', 'i.e', 'etc', 'vs', 'a.m', 'p.m']);
const BULLET = /^\s*(?:[-•*▪◦●‣–—]|\d{1,2}[.)])\s+/;

function toolLike(token: string): boolean {
  if (QUANTITY_TOKEN.test(token) || ABBREVIATIONS.has(token.toLowerCase())) return false;
  const letters = /[A-Za-z]/.test(token);
  return (
    (letters && /\d/.test(token)) ||
    /[a-z][A-Z]/.test(token) ||
    (letters && /[A-Za-z0-9][.+#][A-Za-z0-9+#]/.test(token)) ||
    /[A-Za-z][+#]$/.test(token)
  );
}

function toolTokens(text: string): string[] {
  return (text.match(TOKEN) ?? []).filter(toolLike);
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

/**
 * The wording the polisher itself writes: its action verbs ('Built', 'Manage') and neutral openers
 * ('Skilled', 'With'). Every other capitalised word counts as a name, so with only this (and no
 * vocabulary of ordinary words) the rule errs on the side of catching too much.
 */
export function isPlainWording(word: string): boolean {
  return isActionVerb(word) || NEUTRAL_OPENERS.has(word.toLowerCase());
}

/** Capitalised words with whether they open a sentence (where capitals are only grammar). */
function capitalised(text: string): { word: string; opensSentence: boolean }[] {
  const out: { word: string; opensSentence: boolean }[] = [];
  for (const line of text.split(/\r?\n/)) {
    const body = line.replace(BULLET, '').replace(/^\s*#{1,6}\s+/, '');
    for (const sentence of body.split(/(?<=[.!?;:])\s+|\s+[–—|]\s+/)) {
      wordsOf(sentence).forEach((word, i) => {
        if (/^[A-Z]/.test(word) && word !== 'I') out.push({ word, opensSentence: i === 0 });
      });
    }
  }
  return out;
}

/** 'lead' opening a bullet repeats 'led' or 'leading' when the resume has those. */
const VERB_FORMS_OF_ROLE_WORDS: Record<string, string[]> = {
  lead: ['lead', 'led', 'leads', 'leading'],
  partner: ['partner', 'partnered', 'partnering', 'partners'],
  head: ['head', 'headed', 'heads', 'heading'],
  staff: ['staff', 'staffed', 'staffing'],
  own: ['own', 'owned', 'owns', 'owning'],
  owner: ['owner', 'owned', 'owns', 'owning'],
};

/**
 * The no-invention rule, one for every polisher and for the server's check of what they wrote:
 * the facts a text states, kept as sets a suggestion is checked against: quantities (numbers,
 * percentages, money, multipliers), skills and tools, and the words it uses (for names, title
 * words and qualifications). Built once per resume; every check is then a look-up.
 */
export class ResumeFacts {
  readonly #quantities: Quantity[];
  readonly #skills: Set<string>;
  readonly #words: Set<string>;
  readonly #tools: Set<string>;
  readonly #judge: WordJudge;

  private constructor(
    judge: WordJudge,
    quantities: Quantity[],
    skills: Set<string>,
    words: Set<string>,
    tools: Set<string>,
  ) {
    this.#judge = judge;
    this.#quantities = quantities;
    this.#skills = skills;
    this.#words = words;
    this.#tools = tools;
  }

  /** The facts of a text (a resume, one of its roles, a job description). */
  static of(text: string, judge: WordJudge): ResumeFacts {
    return new ResumeFacts(
      judge,
      quantitiesIn(text),
      new Set(judge.skillsIn(text)),
      new Set(wordsOf(text).map((w) => w.toLowerCase())),
      new Set(toolTokens(text).map((t) => t.toLowerCase())),
    );
  }

  /** Only the facts both state: a role's facts that the resume's own text confirms. */
  confirmedBy(other: ResumeFacts): ResumeFacts {
    return new ResumeFacts(
      this.#judge,
      this.#quantities.filter((q) => statesQuantity(other.#quantities, q)),
      new Set([...this.#skills].filter((s) => other.#skills.has(s))),
      new Set([...this.#words].filter((w) => other.#words.has(w))),
      new Set([...this.#tools].filter((t) => other.#tools.has(t))),
    );
  }

  /** The facts of either: what a reasoning may mention (the resume and the job). */
  and(other: ResumeFacts): ResumeFacts {
    return new ResumeFacts(
      this.#judge,
      [...this.#quantities, ...other.#quantities],
      new Set([...this.#skills, ...other.#skills]),
      new Set([...this.#words, ...other.#words]),
      new Set([...this.#tools, ...other.#tools]),
    );
  }

  /**
   * Everything `text` states that these facts do not: quantities, skills, tools, names (employers,
   * products, places, months), title words and qualifications. Empty when the text keeps to them.
   */
  inventedIn(text: string): InventedFact[] {
    const found: InventedFact[] = [];
    const seen = new Set<string>();
    const add = (kind: FactKind, value: string) => {
      const key = `${kind}:${value.toLowerCase()}`;
      if (seen.has(key)) return;
      seen.add(key);
      found.push({ kind, value });
    };
    for (const q of quantitiesIn(text)) if (!statesQuantity(this.#quantities, q)) add(q.kind, q.text);
    const skills = this.#judge.skillsIn(text);
    for (const skill of skills) if (!this.#skills.has(skill)) add('skill', skill);
    for (const token of toolTokens(text)) {
      const lower = token.toLowerCase();
      if (this.#tools.has(lower) || this.#words.has(lower)) continue;
      // the same tool written another way ('NodeJS' for 'Node.js') is the same fact
      const named = this.#judge.skillsIn(token);
      if (named.length > 0 && named.every((s) => this.#skills.has(s))) continue;
      add('tool', token);
    }
    for (const { word, opensSentence } of capitalised(text)) {
      const lower = word.toLowerCase();
      if (this.#words.has(lower)) continue;
      if (opensSentence && this.#judge.isWording(word)) continue;
      if (skills.some((s) => s.toLowerCase() === lower)) continue;
      add('name', word);
    }
    const lines = text.split(/\r?\n/).map((l) => l.replace(BULLET, '').trim());
    const openers = new Set(lines.map((l) => wordsOf(l)[0]?.toLowerCase()).filter(Boolean));
    for (const raw of new Set(wordsOf(text).map((w) => w.toLowerCase()))) {
      if (this.#words.has(raw)) continue;
      if (ROLE_WORDS.has(raw)) {
        const forms = VERB_FORMS_OF_ROLE_WORDS[raw];
        if (openers.has(raw) && forms?.some((f) => this.#words.has(f))) continue;
        add('title', raw);
      }
      if (CREDENTIAL_WORDS.has(raw.replace(/['’]s$/, ''))) add('credential', raw);
    }
    return found;
  }
}

/**
 * The facts `suggested` states that `original` does not (see {@link ResumeFacts.inventedIn}). A
 * polisher promises that this list is empty.
 */
export function findInventedFacts(original: string, suggested: string, judge: WordJudge): InventedFact[] {
  return ResumeFacts.of(original, judge).inventedIn(suggested);
}
