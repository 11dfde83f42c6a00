import type { MatchRule } from '../../domain/match-analysis.ts';
import data from './data/skill-taxonomy.json' with { type: 'json' };
import { lemma } from './word-forms.ts';

export interface SkillDefinition {
  /** Canonical display name, e.g. 'PostgreSQL'. */
  name: string;
  /** 'Databases', 'Healthcare', … or 'Soft Skills'. */
  category: string;
  soft: boolean;
}

export type { MatchRule };

interface TermToken {
  form: string;
  root: string;
  /**
   * An inflected term word ('presented', 'led', and gerund nouns like 'marketing') matches only as
   * written; a base form ('strategy', 'develop') matches every inflection of its root.
   */
  asWritten: boolean;
}

interface Term {
  tokens: TermToken[];
  caseSensitive: boolean;
  skill: SkillDefinition;
  canonical: boolean;
}

/** A phrase pattern: roots in order, `null` for a gap of up to GAP words. */
interface Phrase {
  parts: (string | null)[];
  skill: SkillDefinition;
}

export interface Token {
  text: string;
  lower: string;
  root: string;
  start: number;
  end: number;
}

/** A skill as the text names or shows it: 'sales pipeline' for Pipeline Management. */
export interface SkillMention {
  skill: SkillDefinition;
  text: string;
  start: number;
  end: number;
  rule: 'exact' | 'alias' | 'phrase';
}

interface TaxonomySource {
  hard: Record<string, string[][]>;
  soft: string[][];
  broader?: Record<string, string[]>;
  phrases?: Record<string, string[]>;
  unless?: Record<string, string[]>;
}

export const SOFT_SKILLS = 'Soft Skills';
/** Words with letters, digits and '+#.&'' inside; '-' and '/' separate words. Bounded: linear. */
const TOKEN = /\.?[A-Za-z0-9](?:[A-Za-z0-9+#.&'’]{0,48}[A-Za-z0-9+#])?/g;
const GAP = 3;
/** Words either side of a mention that a disqualifying context word may sit in. */
const CONTEXT = 5;
const CLAUSE_BREAK = /[,;|•·.!?()]/;
const TERM_BREAK = /[,;:|•·.!?()\n]/;

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const word = match[0].replace(/['’]s$/i, '');
    const lower = word.toLowerCase();
    out.push({ text: word, lower, root: lemma(lower), start: match.index, end: match.index + word.length });
  }
  return out;
}

/**
 * The skill taxonomy shipped as data (`data/skill-taxonomy.json`): each entry's first string is the
 * canonical name, the rest are aliases. A leading '=' makes a term case-sensitive ('Go', 'R',
 * 'React' are common English words in lower case); a leading '!' keeps a name for display only.
 * Terms match on word roots, so 'product strategies' names Product Strategy. Recognition takes the
 * longest term at each position, so 'Ruby on Rails' wins over 'Ruby'. `broader` says which skills
 * a skill shows (PostgreSQL -> Relational Databases); `phrases` are wordings that show a skill in
 * a resume without naming it; `unless` lists context words that make a mention mean something
 * else ('communication between services').
 */
export class SkillTaxonomy {
  readonly #byFirst = new Map<string, Term[]>();
  readonly #byName = new Map<string, SkillDefinition>();
  readonly #phrasesByFirst = new Map<string, Phrase[]>();
  readonly #broader = new Map<string, string[]>();
  readonly #ancestors = new Map<string, Set<string>>();
  readonly #unless = new Map<string, Set<string>>();
  readonly skills: SkillDefinition[] = [];

  constructor(source: TaxonomySource) {
    for (const [category, entries] of Object.entries(source.hard)) {
      for (const entry of entries) this.#add(entry, category, false);
    }
    for (const entry of source.soft) this.#add(entry, SOFT_SKILLS, true);
    for (const [name, parents] of Object.entries(source.broader ?? {})) {
      const skill = this.#require(name);
      this.#broader.set(
        skill.name,
        parents.map((p) => this.#require(p).name),
      );
    }
    for (const [name, patterns] of Object.entries(source.phrases ?? {})) {
      const skill = this.#require(name);
      for (const pattern of patterns) {
        const parts = pattern
          .split(/\s+/)
          .flatMap((w) => (w === '*' ? [null] : tokenize(w).map((t) => t.root)));
        const first = parts[0];
        if (typeof first !== 'string') throw new Error(`phrase "${pattern}" must start with a word`);
        this.#phrasesByFirst.set(first, [...(this.#phrasesByFirst.get(first) ?? []), { parts, skill }]);
      }
    }
    for (const [name, words] of Object.entries(source.unless ?? {})) {
      this.#unless.set(this.#require(name).name, new Set(words.map((w) => lemma(w.toLowerCase()))));
    }
  }

  #require(name: string): SkillDefinition {
    const skill = this.#byName.get(name.toLowerCase());
    if (!skill) throw new Error(`skill taxonomy: unknown skill "${name}"`);
    return skill;
  }

  #add(entry: string[], category: string, soft: boolean): void {
    const name = (entry[0] ?? '').replace(/^[=!]/, '');
    const skill: SkillDefinition = { name, category, soft };
    this.skills.push(skill);
    entry.forEach((raw, index) => {
      this.#byName.set(raw.replace(/^[=!]/, '').toLowerCase(), skill);
      if (raw.startsWith('!')) return;
      const caseSensitive = raw.startsWith('=');
      const tokens = tokenize(raw.replace(/^=/, '')).map((t) => ({
        form: caseSensitive ? t.text : t.lower,
        root: t.root,
        asWritten: caseSensitive || t.root !== t.lower,
      }));
      const first = tokens[0];
      if (!first) return;
      for (const key of new Set([first.form.toLowerCase(), first.root])) {
        const list = this.#byFirst.get(key) ?? [];
        list.push({ tokens, caseSensitive, skill, canonical: index === 0 });
        list.sort((a, b) => b.tokens.length - a.tokens.length);
        this.#byFirst.set(key, list);
      }
    });
  }

  /** Every skill the text mentions, in order of first mention, each once. */
  detect(text: string): SkillDefinition[] {
    const found = new Map<string, SkillDefinition>();
    for (const m of this.mentions(text)) if (!found.has(m.skill.name)) found.set(m.skill.name, m.skill);
    return [...found.values()];
  }

  /** Every mention of a skill by name or alias, in order, with the words the text uses for it. */
  mentions(text: string, tokens: Token[] = tokenize(text)): SkillMention[] {
    const out: SkillMention[] = [];
    let i = 0;
    while (i < tokens.length) {
      const term = this.#termAt(tokens, i, text);
      if (term) {
        const last = tokens[i + term.tokens.length - 1]!;
        if (!this.#excluded(term.skill, tokens, i, i + term.tokens.length, text)) {
          const start = tokens[i]!.start;
          out.push({
            skill: term.skill,
            text: text.slice(start, last.end),
            start,
            end: last.end,
            rule: term.canonical ? 'exact' : 'alias',
          });
        }
        i += term.tokens.length;
      } else {
        i += 1;
      }
    }
    return out;
  }

  /**
   * What a line of a resume shows: the skills it names plus those its wording shows ('led
   * cross-functional teams' shows Collaboration and Leadership), each with the rule that found it.
   */
  evidence(text: string): SkillMention[] {
    const tokens = tokenize(text);
    const named = this.mentions(text, tokens);
    const out = [...named];
    const seen = new Set(named.map((m) => m.skill.name));
    for (let i = 0; i < tokens.length; i += 1) {
      for (const phrase of this.#phrasesByFirst.get(tokens[i]!.root) ?? []) {
        if (seen.has(phrase.skill.name)) continue;
        const end = this.#phraseEnd(phrase.parts, tokens, i);
        if (end < 0 || this.#excluded(phrase.skill, tokens, i, end, text)) continue;
        seen.add(phrase.skill.name);
        const start = tokens[i]!.start;
        const stop = tokens[end - 1]!.end;
        out.push({ skill: phrase.skill, text: text.slice(start, stop), start, end: stop, rule: 'phrase' });
      }
    }
    return out;
  }

  /** Index after the phrase's last word when it matches at `at`, else -1. */
  #phraseEnd(parts: (string | null)[], tokens: Token[], at: number): number {
    let i = at;
    let gap = 0;
    for (const part of parts) {
      if (part === null) {
        gap = GAP;
        continue;
      }
      let k = i;
      while (k < tokens.length && k <= i + gap && tokens[k]!.root !== part) k += 1;
      if (k >= tokens.length || k > i + gap) return -1;
      i = k + 1;
      gap = 0;
    }
    return i;
  }

  /** A context word in the same clause as the mention ('communication between services'). */
  #excluded(skill: SkillDefinition, tokens: Token[], from: number, to: number, text: string): boolean {
    const words = this.#unless.get(skill.name);
    if (!words) return false;
    const joined = (a: number, b: number) => !CLAUSE_BREAK.test(text.slice(tokens[a]!.end, tokens[b]!.start));
    for (let k = from - 1; k >= Math.max(0, from - CONTEXT) && joined(k, k + 1); k -= 1) {
      if (words.has(tokens[k]!.root)) return true;
    }
    for (let k = to; k < Math.min(tokens.length, to + CONTEXT) && joined(k - 1, k); k += 1) {
      if (words.has(tokens[k]!.root)) return true;
    }
    return false;
  }

  #termAt(tokens: Token[], i: number, text: string): Term | undefined {
    const token = tokens[i]!;
    const candidates = [
      ...(this.#byFirst.get(token.lower) ?? []),
      ...(token.root === token.lower ? [] : (this.#byFirst.get(token.root) ?? [])),
    ].sort((a, b) => b.tokens.length - a.tokens.length);
    return candidates.find((term) => this.#matches(term, tokens, i, text));
  }

  #matches(term: Term, tokens: Token[], at: number, text: string): boolean {
    if (at + term.tokens.length > tokens.length) return false;
    return term.tokens.every((want, k) => {
      const token = tokens[at + k]!;
      // a term never spans a sentence or list break ('Acme Systems. Designed …')
      if (k > 0 && TERM_BREAK.test(text.slice(tokens[at + k - 1]!.end, token.start))) return false;
      const got = term.caseSensitive ? token.text : token.lower;
      if (got === want.form || got === `${want.form}s` || got === `${want.form}es`) return true;
      return !want.asWritten && token.root === want.root;
    });
  }

  /** The skills a skill shows, transitively: PostgreSQL -> Relational Databases, SQL, Databases. */
  broaderThan(name: string): Set<string> {
    const cached = this.#ancestors.get(name);
    if (cached) return cached;
    const out = new Set<string>();
    const queue = [...(this.#broader.get(name) ?? [])];
    while (queue.length > 0) {
      const next = queue.shift()!;
      if (out.has(next) || next === name) continue;
      out.add(next);
      queue.push(...(this.#broader.get(next) ?? []));
    }
    this.#ancestors.set(name, out);
    return out;
  }

  /** The skill a name or alias denotes, case-insensitively ('postgres' -> PostgreSQL). */
  lookup(name: string): SkillDefinition | undefined {
    return this.#byName.get(name.trim().toLowerCase()) ?? this.detect(name)[0];
  }

  /** Names of the skills the text mentions. */
  readonly names = (text: string): string[] => this.detect(text).map((s) => s.name);

  /**
   * Names of the tools and hard skills the text mentions: the facts the no-invention rule checks.
   * Soft skills are left out because a stronger verb ('Owned', 'Led') is wording, not a new claim.
   */
  readonly hardNames = (text: string): string[] =>
    this.detect(text)
      .filter((s) => !s.soft)
      .map((s) => s.name);
}

/** The shipped taxonomy, built once per process. */
export const taxonomy = new SkillTaxonomy(data);
