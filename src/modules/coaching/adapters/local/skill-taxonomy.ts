import data from './data/skill-taxonomy.json' with { type: 'json' };

export interface SkillDefinition {
  /** Canonical display name, e.g. 'PostgreSQL'. */
  name: string;
  /** 'Databases', 'Healthcare', … or 'Soft Skills'. */
  category: string;
  soft: boolean;
}

interface Term {
  tokens: string[];
  caseSensitive: boolean;
  skill: SkillDefinition;
}

interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
}

/** A skill as the text names it: 'sales pipeline' for Pipeline Management. */
export interface SkillMention {
  skill: SkillDefinition;
  text: string;
}

export const SOFT_SKILLS = 'Soft Skills';
const TOKEN = /\.?[A-Za-z0-9](?:[A-Za-z0-9+#./&'’-]*[A-Za-z0-9+#])?/g;

/**
 * The skill taxonomy shipped as data (`data/skill-taxonomy.json`): each entry's first string is the
 * canonical name, the rest are aliases. A leading '=' makes a term case-sensitive ('Go', 'R',
 * 'React' are common English words in lower case); a leading '!' keeps a name for display only.
 * Recognition takes the longest term at each position, so 'Ruby on Rails' wins over 'Ruby'.
 */
export class SkillTaxonomy {
  readonly #byFirst = new Map<string, Term[]>();
  readonly #known = new Set<string>();
  readonly #byName = new Map<string, SkillDefinition>();
  readonly skills: SkillDefinition[] = [];

  constructor(source: { hard: Record<string, string[][]>; soft: string[][] }) {
    for (const [category, entries] of Object.entries(source.hard)) {
      for (const entry of entries) this.#add(entry, category, false);
    }
    for (const entry of source.soft) this.#add(entry, SOFT_SKILLS, true);
  }

  #add(entry: string[], category: string, soft: boolean): void {
    const name = (entry[0] ?? '').replace(/^[=!]/, '');
    const skill: SkillDefinition = { name, category, soft };
    this.skills.push(skill);
    for (const raw of entry) {
      this.#byName.set(raw.replace(/^[=!]/, '').toLowerCase(), skill);
      if (raw.startsWith('!')) continue;
      const caseSensitive = raw.startsWith('=');
      const tokens = this.#tokenize(raw.replace(/^=/, ''), false).map((t) =>
        caseSensitive ? t.text : t.lower,
      );
      const first = tokens[0]?.toLowerCase();
      if (!first) continue;
      for (const t of tokens) this.#known.add(t.toLowerCase());
      const list = this.#byFirst.get(first) ?? [];
      list.push({ tokens, caseSensitive, skill });
      list.sort((a, b) => b.tokens.length - a.tokens.length);
      this.#byFirst.set(first, list);
    }
  }

  #tokenize(text: string, split = true): Token[] {
    const out: Token[] = [];
    for (const match of text.matchAll(TOKEN)) {
      const word = match[0].replace(/['’]s$/i, '');
      const lower = word.toLowerCase();
      const start = match.index;
      if (split && /[/-]/.test(word) && !this.#known.has(lower)) {
        let offset = start;
        for (const part of word.split(/([/-]+)/)) {
          if (part && !/^[/-]+$/.test(part)) {
            out.push({ text: part, lower: part.toLowerCase(), start: offset, end: offset + part.length });
          }
          offset += part.length;
        }
      } else {
        out.push({ text: word, lower, start, end: start + word.length });
      }
    }
    return out;
  }

  /** Every skill the text mentions, in order of first mention, each once. */
  detect(text: string): SkillDefinition[] {
    const found = new Map<string, SkillDefinition>();
    for (const m of this.mentions(text)) if (!found.has(m.skill.name)) found.set(m.skill.name, m.skill);
    return [...found.values()];
  }

  /** Every mention of a skill, in order, with the words the text uses for it. */
  mentions(text: string): SkillMention[] {
    const tokens = this.#tokenize(text);
    const out: SkillMention[] = [];
    let i = 0;
    while (i < tokens.length) {
      const term = this.#termAt(tokens, i);
      if (term) {
        const last = tokens[i + term.tokens.length - 1]!;
        out.push({ skill: term.skill, text: text.slice(tokens[i]!.start, last.end) });
        i += term.tokens.length;
      } else {
        i += 1;
      }
    }
    return out;
  }

  #termAt(tokens: Token[], i: number): Term | undefined {
    const first = tokens[i]!.lower;
    const candidates = [
      ...(this.#byFirst.get(first) ?? []),
      ...(first.length > 3 && first.endsWith('s') ? (this.#byFirst.get(first.slice(0, -1)) ?? []) : []),
    ];
    return candidates.find((term) => this.#matches(term, tokens, i));
  }

  #matches(term: Term, tokens: Token[], at: number): boolean {
    if (at + term.tokens.length > tokens.length) return false;
    return term.tokens.every((want, k) => {
      const token = tokens[at + k]!;
      const got = term.caseSensitive ? token.text : token.lower;
      if (got === want) return true;
      // plurals: 'APIs', 'dashboards', 'unit tests'
      return got.length > 3 && (got === `${want}s` || got === `${want}es`);
    });
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
