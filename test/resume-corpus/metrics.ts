import type { EducationTruth, ResumeTruth, RoleTruth } from './truth.ts';

/**
 * Field metrics of a parsed resume against its truth. Every comparison forgives what a reader
 * forgives (case and punctuation in names, dash styles in dates, wrapped and hyphenated lines in
 * bullets) and nothing else.
 */

/** The part of the product's structured resume the metrics read. */
export interface ParsedRole {
  standardizedJobTitle: string;
  company: string;
  startDate: string | null;
  endDate: string | null;
  description: string;
}

export interface ParsedResume {
  summary: string;
  workExperience: ParsedRole[];
  education: { degree: string; major: string | null; university: string }[];
}

export const FIELDS = ['company', 'title', 'dates', 'bullets', 'summary', 'education'] as const;
export type Field = (typeof FIELDS)[number];

export interface Tally {
  hit: number;
  of: number;
}

export interface Miss {
  field: Field;
  expected: string;
  got: string;
}

export interface ResumeScore {
  tallies: Record<Field, Tally>;
  misses: Miss[];
}

/** A name compared without case, punctuation, accents or spacing: 'Huge, Inc.' = 'HUGE INC'. */
export function nameKey(name: string | null | undefined): string {
  return (name ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const PRESENT = /^(present|current|currently|now|today|to date|till date|ongoing)$/;

/** A date as written, with dashes, case, spacing and the words for 'now' made alike. */
export function dateKey(date: string | null | undefined): string {
  const key = (date ?? '')
    .toLowerCase()
    .replace(/[‐‑‒–—―]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.;:-]+|[\s,.;:-]+$/g, '');
  return PRESENT.test(key) ? 'present' : key;
}

export function datesMatch(truth: Pick<RoleTruth, 'start' | 'end'>, parsed: ParsedRole | undefined): boolean {
  if (!parsed) return false;
  const start = dateKey(parsed.startDate);
  const end = dateKey(parsed.endDate);
  if (start !== dateKey(truth.start)) return false;
  // a role with one date: no end, or the same date again
  if (truth.end === '') return end === '' || end === start;
  return end === dateKey(truth.end);
}

/** Text with wrapped lines, hyphenated line breaks ('Devel- oping') and typographic quotes undone. */
export function textKey(text: string): string {
  return text
    .replace(/(\p{L})-\s*\n\s*(\p{Ll})/gu, '$1$2')
    .replace(/(\p{L})-\s+(\p{Ll})/gu, '$1$2')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

// a bullet glyph, a symbol-font glyph from a private-use area, or a lone 'o' used as a bullet
const GLYPH = /^\s*(?:[•▪◦‣●■○□◆◇➢➤►▶»·*–—-]|o(?=\s)|[\uF000-\uF0FF])\s*/u;

/** A description line without the bullet glyph it starts with. */
export function withoutGlyph(line: string): string {
  return line.replace(GLYPH, '');
}

export function descriptionLines(description: string): string[] {
  return description
    .split('\n')
    .map((line) => textKey(withoutGlyph(line)))
    .filter(Boolean);
}

/** Exact bullet matches, and the larger of the two counts: a split or a merged bullet costs both. */
export function bulletTally(truth: readonly string[], description: string | undefined): Tally {
  const expected = truth.map(textKey).filter(Boolean);
  const got = description === undefined ? [] : descriptionLines(description);
  const left = [...got];
  let hit = 0;
  for (const bullet of expected) {
    const at = left.indexOf(bullet);
    if (at >= 0) {
      hit += 1;
      left.splice(at, 1);
    }
  }
  return { hit, of: Math.max(expected.length, got.length) };
}

function words(text: string): string[] {
  return textKey(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(\p{L})\.(?=\p{L})/gu, '$1')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function dice(a: string, b: string): number {
  const x = new Set(words(a));
  const y = new Set(words(b));
  if (x.size + y.size === 0) return 0;
  let both = 0;
  for (const w of x) if (y.has(w)) both += 1;
  return (2 * both) / (x.size + y.size);
}

/** How alike a truth role and a parsed one are: the evidence the alignment weighs. */
export function roleSimilarity(truth: RoleTruth, parsed: ParsedRole): number {
  return (
    3 * dice(truth.company, parsed.company) +
    2 * dice(truth.title, parsed.standardizedJobTitle) +
    (datesMatch(truth, parsed) ? 2 : 0) +
    3 * dice(truth.bullets.join(' '), parsed.description)
  );
}

/** Below this, a parsed role shares too little with a truth role to be taken for it. */
const ALIGNABLE = 0.75;

/**
 * Each truth role's parsed role (or undefined), best pairs first, each parsed role used once: a
 * bogus extra role, or one missing, does not shift the others.
 */
export function alignRoles(
  truth: readonly RoleTruth[],
  parsed: readonly ParsedRole[],
): (ParsedRole | undefined)[] {
  const pairs: { t: number; p: number; score: number }[] = [];
  truth.forEach((role, t) => {
    parsed.forEach((candidate, p) => {
      const score = roleSimilarity(role, candidate);
      if (score >= ALIGNABLE) pairs.push({ t, p, score });
    });
  });
  pairs.sort((a, b) => b.score - a.score || Math.abs(a.t - a.p) - Math.abs(b.t - b.p));
  const aligned: (ParsedRole | undefined)[] = truth.map(() => undefined);
  const used = new Set<number>();
  for (const { t, p } of pairs) {
    if (aligned[t] || used.has(p)) continue;
    aligned[t] = parsed[p];
    used.add(p);
  }
  return aligned;
}

/** The parsed summary holds at least 90% of the truth's words and is not half as long again. */
export function summaryFound(truth: string, parsed: string): boolean {
  const expected = words(truth);
  if (expected.length === 0) return true;
  const got = new Set(words(parsed));
  const covered = expected.filter((w) => got.has(w)).length;
  return covered / expected.length >= 0.9 && textKey(parsed).length < 1.5 * textKey(truth).length;
}

const CONNECTORS = new Set(['in', 'of', 'and', 'the']);

/** The school matches, and the truth degree's words (with its field) are in the parsed degree and major. */
export function educationMatches(truth: EducationTruth, parsed: ParsedResume['education']): boolean {
  // 'in' and 'of' join a degree to its field as it is written: 'Bachelor of Science in Nursing' is
  // the degree 'Bachelor of Science' and the major 'Nursing'
  const content = (text: string) => words(text).filter((w) => !CONNECTORS.has(w));
  const needed = content(`${truth.degree} ${truth.field ?? ''}`);
  return parsed.some((e) => {
    if (nameKey(e.university) !== nameKey(truth.school)) return false;
    const have = new Set(content(`${e.degree} ${e.major ?? ''}`));
    return needed.every((w) => have.has(w));
  });
}

const tally = (): Tally => ({ hit: 0, of: 0 });

/** Every field's tally for one document of a resume, and what it missed. */
export function scoreResume(truth: ResumeTruth, parsed: ParsedResume): ResumeScore {
  const tallies = Object.fromEntries(FIELDS.map((f) => [f, tally()])) as Record<Field, Tally>;
  const misses: Miss[] = [];
  const count = (field: Field, ok: boolean, expected: string, got: string) => {
    tallies[field].of += 1;
    if (ok) tallies[field].hit += 1;
    else misses.push({ field, expected, got });
  };
  const aligned = alignRoles(truth.roles, parsed.workExperience);
  truth.roles.forEach((role, i) => {
    const match = aligned[i];
    const where = `role ${i + 1}`;
    count(
      'company',
      Boolean(match) && nameKey(match!.company) === nameKey(role.company),
      `${where} ${role.company}`,
      match ? match.company : '(no role)',
    );
    count(
      'title',
      Boolean(match) && nameKey(match!.standardizedJobTitle) === nameKey(role.title),
      `${where} ${role.title}`,
      match ? match.standardizedJobTitle : '(no role)',
    );
    count(
      'dates',
      datesMatch(role, match),
      `${where} ${role.start} | ${role.end}`,
      match ? `${match.startDate ?? ''} | ${match.endDate ?? ''}` : '(no role)',
    );
    const bullets = bulletTally(role.bullets, match?.description);
    tallies.bullets.hit += bullets.hit;
    tallies.bullets.of += bullets.of;
    if (bullets.hit < bullets.of)
      misses.push({
        field: 'bullets',
        expected: `${where} ${role.bullets.length} bullets: ${role.bullets.map((b) => textKey(b)).join(' ¶ ')}`,
        got: match ? `${descriptionLines(match.description).join(' ¶ ')}` : '(no role)',
      });
  });
  if (truth.summary)
    count('summary', summaryFound(truth.summary, parsed.summary), truth.summary, parsed.summary);
  for (const e of truth.education)
    count(
      'education',
      educationMatches(e, parsed.education),
      `${e.school}: ${e.degree}${e.field ? `, ${e.field}` : ''}`,
      parsed.education
        .map((p) => `${p.university}: ${p.degree}${p.major ? `, ${p.major}` : ''}`)
        .join(' ; ') || '(none)',
    );
  return { tallies, misses };
}

/** A tally as a percentage, or null when there was nothing to count. */
export function percent(t: Tally): number | null {
  return t.of === 0 ? null : Math.round((1000 * t.hit) / t.of) / 10;
}

/** How the fields a reading doubts line up with the fields it got wrong. */
export interface DoubtTally {
  /** Misread fields: `hit` of them were doubted. */
  misread: Tally;
  /** Fields read right: `hit` of them were doubted all the same. */
  wellRead: Tally;
}

/**
 * For the company, title and dates of every role that was read (aligned to a truth role): was it
 * right, and was it doubted ('workExperience.<index>.company', '….standardizedJobTitle',
 * '….startDate' among `doubted`)? A doubt is worth showing when it falls on misread fields and
 * rarely on the others.
 */
export function doubtTally(
  truth: ResumeTruth,
  parsed: ParsedResume,
  doubted: ReadonlySet<string>,
): DoubtTally {
  const result: DoubtTally = { misread: tally(), wellRead: tally() };
  const aligned = alignRoles(truth.roles, parsed.workExperience);
  truth.roles.forEach((role, i) => {
    const match = aligned[i];
    if (!match) return;
    const at = `workExperience.${parsed.workExperience.indexOf(match)}`;
    const checks: [boolean, string][] = [
      [nameKey(match.company) === nameKey(role.company), `${at}.company`],
      [nameKey(match.standardizedJobTitle) === nameKey(role.title), `${at}.standardizedJobTitle`],
      [datesMatch(role, match), `${at}.startDate`],
    ];
    for (const [right, field] of checks) {
      const bucket = right ? result.wellRead : result.misread;
      bucket.of += 1;
      if (doubted.has(field)) bucket.hit += 1;
    }
  });
  return result;
}
