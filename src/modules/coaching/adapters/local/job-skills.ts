import { type SkillMention, taxonomy } from './skill-taxonomy.ts';

/**
 * Skills as a job line asks for them: each on its own ('React and TypeScript'), or one of several
 * ('Python, Ruby, Java, PHP or .NET'; 'databases such as MySQL, Oracle and MongoDB'; 'e.g. Jira or
 * Asana'). A one-of group travels as one string, 'Python, Ruby, Java, PHP or .NET', so the
 * structured job keeps its contract shape; `alternativesOf` reads it back.
 */

/** What may sit between two items of one list: a comma, slash, 'or', 'and', 'and/or'. */
const LIST_GAP = /^\s{0,3}[,;/]?\s{0,3}(?:(?:and\/or|or|and|&|nor)\s{1,3})?$/i;
const OR_GAP = /\bor\b|\//i;
/** Words that introduce examples: whatever follows is one of several ways to meet the need. */
const EXAMPLES =
  /(?:such as|e\.g\.?|eg\.|for example|for instance|like|one of(?: the following)?|any of|either|including|\()[\s,:]{0,3}$/i;

export function alternativeGroup(names: string[]): string {
  const unique = [...new Set(names)];
  if (unique.length <= 1) return unique[0] ?? '';
  return `${unique.slice(0, -1).join(', ')} or ${unique.at(-1)}`;
}

/** The skills a wanted-skill string accepts: itself, or each member of a one-of group. */
export function alternativesOf(skill: string): string[] {
  if (!skill.includes(' or ')) return [skill];
  return skill
    .split(/,\s|\sor\s/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The skills one job line asks for, one-of groups as single entries, in order. */
export function skillsOfLine(line: string): string[] {
  const mentions = taxonomy.mentions(line.slice(0, 1000));
  const out: string[] = [];
  let i = 0;
  while (i < mentions.length) {
    // the run of mentions joined only by list separators
    let j = i;
    let hasOr = false;
    while (j + 1 < mentions.length) {
      const gap = line.slice(mentions[j]!.end, mentions[j + 1]!.start);
      if (gap.length > 12 || !LIST_GAP.test(gap)) break;
      if (OR_GAP.test(gap)) hasOr = true;
      j += 1;
    }
    const run = mentions.slice(i, j + 1);
    const before = line.slice(Math.max(0, run[0]!.start - 40), run[0]!.start);
    const examples = EXAMPLES.test(before);
    if (run.length > 1 && (hasOr || examples)) {
      const head = examples ? headOf(line, mentions[i - 1], run[0]!) : undefined;
      if (head && out.at(-1) === head.skill.name) out.pop();
      out.push(alternativeGroup([...(head ? [head.skill.name] : []), ...run.map((m) => m.skill.name)]));
    } else if (run.length === 1 && examples && headOf(line, mentions[i - 1], run[0]!)) {
      // 'relational databases such as PostgreSQL': either shows the need
      const head = headOf(line, mentions[i - 1], run[0]!)!;
      if (out.at(-1) === head.skill.name) out.pop();
      out.push(alternativeGroup([head.skill.name, run[0]!.skill.name]));
    } else {
      out.push(...run.map((m) => m.skill.name));
    }
    i = j + 1;
  }
  return [...new Set(out)];
}

/** The mention right before an examples marker: 'databases' in 'databases such as MySQL'. */
function headOf(
  line: string,
  previous: SkillMention | undefined,
  first: SkillMention,
): SkillMention | undefined {
  if (!previous) return undefined;
  const between = line.slice(previous.end, first.start);
  const words = between.trim().split(/\s+/).filter(Boolean).length;
  return between.length <= 30 && words <= 4 && EXAMPLES.test(between) ? previous : undefined;
}

/** Wanted skills from a job's lines, without repeats, and the one-of groups among them. */
export function skillsOfLines(lines: string[]): { skills: string[]; groups: string[][] } {
  const entries = [...new Set(lines.flatMap(skillsOfLine))];
  const single = new Set(entries.filter((s) => !s.includes(' or ')));
  // a skill asked for on its own is needed either way: its groups add nothing
  const groups = entries
    .filter((s) => s.includes(' or '))
    .map(alternativesOf)
    .filter((g) => !g.some((m) => single.has(m)));
  const skills = [...new Set(entries.flatMap((s) => (s.includes(' or ') ? alternativesOf(s) : [s])))];
  return { skills, groups };
}
