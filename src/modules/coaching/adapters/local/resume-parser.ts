import type { ResumeSkills, StructuredResume } from '../../domain/structured-resume.ts';
import { parseContact } from './contact-parser.ts';
import { stripBullet, unglueHeadings } from './document-sections.ts';
import { namesDegree, namesSchool, parseSchooling } from './education-parser.ts';
import { type ResumeLine, readResumeLines } from './resume-lines.ts';
import { type ResumeSection, resumeSections, sectionLines } from './resume-sections.ts';
import { parseRoles } from './role-parser.ts';
import { RESUME_HEADINGS } from './resume-headings.ts';
import { SOFT_SKILLS, taxonomy } from './skill-taxonomy.ts';
import { titleCase } from './text-tools.ts';

function skillItems(lines: string[]): { label: string | null; item: string }[] {
  const out: { label: string | null; item: string }[] = [];
  for (const raw of lines) {
    const line = stripBullet(raw).slice(0, 2000);
    const labelled = line.match(/^([A-Za-z][A-Za-z &/'’-]{1,40}):\s{0,3}(.+)$/);
    const label = labelled ? titleCase(labelled[1]!.trim()) : null;
    for (const piece of (labelled ? labelled[2]! : line).split(/\s{0,3}[,;|•·()]\s{0,3}|\s{2,}/)) {
      const item = piece.replace(/\.{1,5}$/, '').trim();
      if (item.length > 0 && item.length <= 40) out.push({ label, item });
    }
  }
  return out;
}

/**
 * The skills block by category: listed items keep the resume's own label when it gave one, known
 * skills use the taxonomy's canonical name; skills shown only in the experience are added under
 * their taxonomy category, because the resume evidences them.
 */
function parseSkills(skillLines: string[], evidence: string): ResumeSkills {
  const categorized = new Map<string, string[]>();
  const soft = new Set<string>();
  const seen = new Set<string>();
  const put = (category: string, name: string) => {
    if (seen.has(name.toLowerCase())) return;
    seen.add(name.toLowerCase());
    categorized.set(category, [...(categorized.get(category) ?? []), name]);
  };
  for (const { label, item } of skillItems(skillLines)) {
    const known = taxonomy.lookup(item);
    const exact = known && known.name.toLowerCase() === item.toLowerCase() ? known : taxonomy.detect(item)[0];
    const skill = exact && item.split(/\s+/).length <= 4 ? exact : undefined;
    if (skill?.soft || (label && /soft/i.test(label))) soft.add(skill?.name ?? item);
    else
      put(
        label && !/^(skills?|other)$/i.test(label) ? label : (skill?.category ?? 'Other'),
        skill?.name ?? item,
      );
  }
  for (const skill of taxonomy.detect(evidence)) {
    if (skill.soft) soft.add(skill.name);
    else put(skill.category, skill.name);
  }
  soft.delete(SOFT_SKILLS);
  return { categorized: Object.fromEntries(categorized), softSkills: [...soft] };
}

/** A line's words with its cells apart, as the field readers expect them. */
const plain = (line: ResumeLine) => line.cells.join(' | ');

/** Lines run together as one paragraph. */
const joined = (lines: readonly ResumeLine[]) =>
  lines
    .map((l) => l.text)
    .join(' ')
    .trim();

/** A line of running prose: a sentence or more, no bullet, no contact details. */
const isProse = (l: ResumeLine) =>
  !l.bullet &&
  l.text.length >= 40 &&
  l.text.slice(0, 400).split(/\s+/).length >= 12 &&
  !/@|\d{3}/.test(l.text);

/** A paragraph of prose in the lines before the first heading: a summary nobody titled. */
function untitledSummary(preamble: ResumeLine[]): string {
  return joined(preamble.filter(isProse));
}

/** Without a heading, a degree and the school named beside it are the education. */
function untitledEducation(lines: ResumeLine[]): ResumeLine[] {
  const keep = new Set<number>();
  lines.forEach((line, i) => {
    if (line.bullet || !namesDegree(line.text)) return;
    keep.add(i);
    for (const j of [i - 1, i + 1])
      if (lines[j] && !lines[j]!.bullet && namesSchool(lines[j]!.text)) keep.add(j);
  });
  return lines.filter((_, i) => keep.has(i));
}

/**
 * A summary nobody titled that stands right before the experience, apart from the section above
 * it: where a side column (skills, education) is read before the main one, the untitled summary
 * under the name ends up after the side column's last section. Taken out of that section.
 */
function summaryBeforeExperience(sections: ResumeSection[]): string {
  const at = sections.findIndex((s) => s.kind === 'experience');
  const above = sections[at - 1];
  if (at < 1 || !above || above.kind === 'preamble' || above.kind === 'summary') return '';
  const start = above.lines.findLastIndex((l) => l.blankBefore);
  const block = start > 0 ? above.lines.slice(start) : [];
  if (block.length === 0 || !block.every(isProse)) return '';
  above.lines.splice(start);
  return joined(block);
}

/** Resume text (the layout text of a PDF or DOCX, or a TXT as written) -> the structured resume. */
export function parseResume(source: string): StructuredResume {
  const lines = readResumeLines(unglueHeadings(source, RESUME_HEADINGS));
  const sections = resumeSections(lines);
  const preamble = sectionLines(sections, 'preamble').map(plain);
  const allLines = lines.map(plain);
  const contactInfo = parseContact(
    preamble.length > 0 ? preamble : allLines.slice(0, 6),
    allLines,
    lines.filter((l) => l.large).map(plain),
  );
  // the name belongs to no section, wherever the reading order put it
  if (contactInfo.name)
    for (const section of sections)
      section.lines = section.lines.filter((l) => !(l.large && plain(l).includes(contactInfo.name!)));
  const summary =
    joined(sectionLines(sections, 'summary')) ||
    untitledSummary(sectionLines(sections, 'preamble')) ||
    // read before the sections below, as it takes its lines out of the one it ended up in
    summaryBeforeExperience(sections);
  const certifications = sectionLines(sections, 'certifications')
    .flatMap((l) => plain(l).split(/\s{0,3}[;|•]\s{0,3}/))
    .map((c) => c.trim())
    .filter(Boolean);
  const experienceLines = sectionLines(sections, 'experience');
  const preambleLines = sectionLines(sections, 'preamble');
  // a resume without headings still dates its roles: read them where they stand
  const workExperience =
    experienceLines.length > 0
      ? parseRoles(experienceLines)
      : parseRoles(preambleLines).filter(
          (r) => r.startDate && !namesDegree(`${r.standardizedJobTitle} | ${r.company}`),
        );
  const educationLines = sectionLines(sections, 'education');
  const education = parseSchooling(
    educationLines.length > 0 ? educationLines : untitledEducation(preambleLines),
  );
  return {
    contactInfo,
    summary,
    skills: parseSkills(
      sectionLines(sections, 'skills').map(plain),
      [summary, ...workExperience.map((e) => e.description)].join('\n'),
    ),
    workExperience,
    education,
    certifications,
  };
}
