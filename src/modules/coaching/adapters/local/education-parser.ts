import type { Education } from '../../domain/structured-resume.ts';
import { findDate, findDateRange } from './date-ranges.ts';
import { stripBullet } from './document-sections.ts';

const FIELD = '[A-Z][A-Za-z]{1,30}(?:\\s(?:of\\s|and\\s|&\\s)?[A-Z][A-Za-z]{1,30}){0,5}';
const DEGREE = new RegExp(
  [
    `Ph\\.?\\s?D\\.?`,
    `Doctor(?:ate)?\\s+of\\s+${FIELD}`,
    `M\\.?B\\.?A\\.?`,
    `Master(?:'s|’s|s)?(?:\\s+(?:of|in)\\s+(?:Science|Arts|Business Administration|Engineering|Fine Arts|Public Health|Education))?`,
    `Bachelor(?:'s|’s|s)?(?:\\s+(?:of|in)\\s+(?:Science|Arts|Business Administration|Engineering|Fine Arts|Applied Science|Technology|Commerce))?`,
    `Associate(?:'s|’s)?(?:\\s+of\\s+(?:Science|Arts|Applied Science))?(?=\\s+(?:degree|of|in)\\b)`,
    `(?:B|M)\\.?\\s?(?:S|A|Sc|Eng|Tech|Com|FA|SN|BA)\\.?(?![a-z])`,
    `A\\.?\\s?(?:S|A|SN)\\.?(?![a-z])`,
    `J\\.?D\\.?(?![a-z])`,
    `M\\.?D\\.?(?![a-z])`,
    `High School Diploma`,
    `Diploma`,
    `GED`,
  ].join('|'),
);
const DEGREE_AT_WORD = new RegExp(`(?<![A-Za-z])(?:${DEGREE.source})`);
const SCHOOL =
  /[A-Z][A-Za-z.&'’-]{0,30}(?:\s{1,3}(?:of|and|at|the|[A-Z][A-Za-z.&'’-]{0,30})){0,6}\s{0,3}(?:University|College|Institute|School|Academy|Polytechnic|Conservatory)(?:\s{1,3}(?:of|at)\s{1,3}[A-Z][A-Za-z]{1,30}(?:\s[A-Z][A-Za-z]{1,30}){0,4})?|(?:University|Universidad|Université|Institute|College)\s{1,3}(?:of|de|at)\s{1,3}[A-Z][A-Za-z]{1,30}(?:[\s,-]{1,3}[A-Z][A-Za-z]{1,30}){0,5}|\b(?:MIT|UCLA|NYU|USC|UC Berkeley|Caltech|ETH Zurich|Georgia Tech)\b/;

function major(line: string, degree: string): string | null {
  const after = line.slice(line.indexOf(degree) + degree.length);
  const m = after.match(
    new RegExp(`^\\s*(?:,\\s*|\\s+in\\s+|\\s+of\\s+|\\s*[-–—:]\\s*|\\s*\\(\\s*)(${FIELD})`),
  );
  if (!m) return null;
  const field = m[1]!.trim();
  return SCHOOL.test(field) ||
    /\b(?:University|College|Institute|School|Academy)\b/.test(field) ||
    field.length < 3
    ? null
    : field;
}

/** Whether a line names a degree ('B.S., Chemistry', 'Master of Arts in Teaching'). */
export function namesDegree(line: string): boolean {
  return DEGREE_AT_WORD.test(line.slice(0, 300));
}

/** Whether a line names a school; an employer can be one too. */
export function namesSchool(line: string): boolean {
  return SCHOOL.test(line.slice(0, 300));
}

/** Degrees with their school and graduation date; a degree and its school may sit on two lines. */
export function parseEducation(lines: string[]): Education[] {
  const out: Education[] = [];
  let open: Education | null = null;
  for (const raw of lines) {
    // a degree line is short: patterns see at most its first 300 characters
    const line = stripBullet(raw).slice(0, 300);
    const degree = line.match(DEGREE_AT_WORD)?.[0]?.trim() ?? null;
    // 'High School Diploma, Central High School': the longest school-like phrase is the school
    const school =
      [...line.matchAll(new RegExp(SCHOOL.source, 'g'))]
        .map((m) => m[0].trim())
        .sort((a, b) => b.length - a.length)[0] ?? null;
    const date = findDateRange(line)?.end ?? findDate(line);
    if (degree && (!open || open.degree)) {
      open = { degree, major: major(line, degree), university: school ?? '', graduationDate: date };
      out.push(open);
    } else if (school && (!open || open.university)) {
      open = { degree: degree ?? '', major: null, university: school, graduationDate: date };
      out.push(open);
    } else if (open) {
      if (degree && !open.degree) {
        open.degree = degree;
        open.major = major(line, degree);
      }
      if (school && !open.university) open.university = school;
      if (date && !open.graduationDate) open.graduationDate = date;
    }
  }
  return out.filter((e) => e.degree || e.university);
}
