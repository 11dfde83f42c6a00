import { findDateRange } from './date-ranges.ts';
import { namesSchool } from './education-parser.ts';
import { isTitleLike } from './job-titles.ts';
import { RESUME_HEADINGS } from './resume-headings.ts';
import { isCapitals, type ResumeLine } from './resume-lines.ts';

export type ResumeSectionKind = keyof typeof RESUME_HEADINGS;

export interface ResumeSection {
  kind: ResumeSectionKind | 'preamble';
  heading: string | null;
  lines: ResumeLine[];
}

function normalise(label: string): string {
  return label
    .replace(/[’]/g, "'")
    .replace(/\s{0,3}&\s{0,3}/g, ' and ')
    .replace(/[^\p{L}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const EXACT = new Map<string, ResumeSectionKind>();
for (const [kind, labels] of Object.entries(RESUME_HEADINGS) as [ResumeSectionKind, string[]][])
  for (const label of labels) EXACT.set(normalise(label), kind);

/**
 * Headings nobody listed still name their section with one of these words ('RELEVANT HR
 * EXPERIENCE', 'Nursing Licensure', 'Technical Toolkit'); checked in this order, so 'Volunteer
 * Experience' is not work and 'Summary of Skills' is a summary.
 */
const KEYWORDS: [RegExp, ResumeSectionKind][] = [
  [/\b(?:summary|profile|objective|about me|overview)\b/, 'summary'],
  [
    /\b(?:volunteer\w*|community|awards?|honou?rs|publications?|interests|references|languages|activities|affiliations|memberships)\b/,
    'other',
  ],
  [/\b(?:experience|employment|work history|career history|positions)\b/, 'experience'],
  [/\b(?:education|academic\w*|schooling|degrees?)\b/, 'education'],
  [/\b(?:certifications?|certificates?|licen[cs]es?|licensure|credentials)\b/, 'certifications'],
  [/\b(?:skills?|competenc\w*|expertise|proficienc\w*|technolog\w*|tools|toolkit|strengths)\b/, 'skills'],
  [/\bprojects?\b/, 'projects'],
];

/** A company's legal form ('Inc.', 'LLC', 'P.C.'): the line is an employer's name. */
const LEGAL_FORM = /(?:^|[\s,])(?:inc|llc|llp|ltd|plc|pllc|corp|gmbh|p\.c|l\.p)\.?(?:$|[\s,])/i;

/**
 * The section a line opens, if it is a heading: a label people use for one, or a short line set
 * apart by its typography (larger, bold, in capitals, ending in a colon) whose words name a
 * section. A line with a date on it is a role, never a heading; so is a job title ('Project
 * Engineer') or the name of a school or a company ('Granite Institute of Technology', 'Summit
 * Tools, Inc.'), whatever words it holds.
 */
export function headingKind(line: ResumeLine): ResumeSectionKind | null {
  if (line.bullet || line.cells.length > 1) return null;
  // '(within retail management)' qualifies a heading; it does not change what it heads
  const label = line.text.replace(/\s{0,3}\([^)]{0,80}\)\s{0,3}/g, ' ').trim();
  if (label.length > 60 || label.length < 3) return null;
  const words = normalise(label);
  const exact = EXACT.get(words);
  if (exact) return exact;
  // a heading underlined or set apart only by space reads as a short line of its own
  const alone = line.blankBefore && words.split(' ').length <= 4 && !isTitleLike(label);
  const setApart = line.large || line.bold || isCapitals(label) || /[:：]$/.test(label) || alone;
  if (!setApart || words.split(' ').length > 5 || findDateRange(label) || /[.!?]$/.test(label)) return null;
  if (namesSchool(label) || LEGAL_FORM.test(label) || isTitleLike(label)) return null;
  return KEYWORDS.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}

/** The resume split at its headings; what comes before the first one is the preamble. */
export function resumeSections(lines: ResumeLine[]): ResumeSection[] {
  const sections: ResumeSection[] = [{ kind: 'preamble', heading: null, lines: [] }];
  for (const line of lines) {
    const kind = headingKind(line);
    if (kind) sections.push({ kind, heading: line.text, lines: [] });
    else {
      // 'Skills: Python, SQL': a heading with its content on the same line
      const inline = line.bullet
        ? null
        : line.text.match(/^([\p{L} '’&/]{3,40}?)\s{0,3}[:：]\s{1,3}(\S.*)$/u);
      const inlineKind = inline ? EXACT.get(normalise(inline[1]!)) : undefined;
      const current = sections.at(-1)!.kind;
      if (inline && inlineKind && current !== 'skills' && current !== 'experience') {
        sections.push({
          kind: inlineKind,
          heading: inline[1]!.trim(),
          lines: [
            { ...line, text: inline[2]!.trim(), cells: [inline[2]!.trim()], parts: [inline[2]!.trim()] },
          ],
        });
      } else sections.at(-1)!.lines.push(line);
    }
  }
  return sections;
}

export function sectionLines(sections: ResumeSection[], kind: ResumeSection['kind']): ResumeLine[] {
  return sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
}
