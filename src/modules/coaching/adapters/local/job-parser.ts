import type { StructuredJobDescription } from '../../domain/structured-job.ts';
import { isBullet, linesOf, splitSections, stripBullet } from './document-sections.ts';
import { isTitleLike, levelOf, standardizeTitle } from './job-titles.ts';
import { alternativesOf, skillsOfLines } from './job-skills.ts';
import { taxonomy } from './skill-taxonomy.ts';

const JOB_HEADINGS = {
  responsibilities: (
    "responsibilities|key responsibilities|what you will do|what you’ll do|what you'll do|duties|" +
    "the role|your role|job duties|day to day|day-to-day|what you'll be doing|what you will be doing|" +
    'your impact|in this role you will|in this role, you will|role responsibilities|essential duties|' +
    'essential functions|main responsibilities|your responsibilities|what the job involves'
  ).split('|'),
  required: (
    'requirements|qualifications|required qualifications|minimum qualifications|basic qualifications|' +
    "what you bring|what we are looking for|what we're looking for|must have|must-haves|must haves|" +
    'you have|who you are|skills and experience|required skills|what you need|about you|' +
    'you should have|skills|required experience|experience|the ideal candidate|ideal candidate|' +
    "what you'll need|what you will need|key requirements|essential skills|job requirements"
  ).split('|'),
  preferred: (
    'preferred qualifications|nice to have|nice-to-have|nice to haves|bonus|bonus points|preferred skills|' +
    'pluses|desired qualifications|preferred|extra credit|it would be great if|desirable|' +
    'additional qualifications|preferred experience|good to have|bonus if you have'
  ).split('|'),
  about: (
    'about us|about the company|who we are|benefits|perks|what we offer|compensation|' +
    'equal opportunity|our culture|why join us|salary|location|how to apply|about the team|company overview'
  ).split('|'),
};

const PREFERRED_HINT =
  /\b(preferred|nice to have|a plus|is a plus|are a plus|bonus|ideally|desirable|advantageous)\b/i;
const YEARS = /(\d{1,2})\s{0,2}\+?\s{0,2}(?:[-–]\s{0,2}\d{1,2}\s{0,2})?(?:years?|yrs?)/i;

/** The title: an explicit 'Job title:' line, else the first short line that reads like a title. */
function findTitle(lines: string[]): string {
  const explicit = lines
    .map(
      (l) =>
        l.slice(0, 300).match(/^\s{0,6}(?:job\s{1,3})?(?:title|position|role)\s{0,3}:\s{0,3}(.+)$/i)?.[1],
    )
    .find(Boolean);
  const candidate =
    explicit ??
    lines.slice(0, 6).find((l) => !isBullet(l) && l.split(/\s+/).length <= 12 && isTitleLike(l)) ??
    '';
  const cleaned = candidate
    .replace(/^#{1,6}\s{0,3}/, '')
    .replace(/^(?:job description|we(?:'|’)re hiring|hiring|now hiring|position)\s{0,3}[:\-–—]\s{0,3}/i, '');
  const part =
    cleaned.split(/\s{1,3}(?:-|–|—|\||at|@)\s{1,3}|\s{0,3}\(/).find((p) => isTitleLike(p)) ?? cleaned;
  return standardizeTitle(part.replace(/[*_]/g, ''));
}

function seniorityOf(title: string, text: string): string | null {
  const fromTitle = levelOf(title);
  if (fromTitle) return fromTitle;
  const years = Number(text.match(YEARS)?.[1] ?? Number.NaN);
  if (Number.isNaN(years)) return null;
  if (years <= 1) return 'Junior';
  if (years <= 4) return 'Mid';
  if (years <= 7) return 'Senior';
  return 'Lead';
}

/** Job description text -> title, seniority, required and preferred skills, responsibilities. */
export function parseJob(text: string): StructuredJobDescription {
  const sections = splitSections(text, JOB_HEADINGS);
  const all = sections.flatMap((s) => s.lines);
  const title = findTitle(linesOf(sections, 'preamble').length > 0 ? linesOf(sections, 'preamble') : all);
  const requirementLines = linesOf(sections, 'required');
  const preferredLines = [
    ...linesOf(sections, 'preferred'),
    ...requirementLines.filter((l) => PREFERRED_HINT.test(l)),
  ];
  const strictRequired = requirementLines.filter((l) => !PREFERRED_HINT.test(l));
  let responsibilities = linesOf(sections, 'responsibilities').map(stripBullet);
  if (responsibilities.length === 0) {
    // no heading: the preamble's bullets are the duties
    responsibilities = linesOf(sections, 'preamble').filter(isBullet).map(stripBullet);
  }
  const hasSections = strictRequired.length > 0 || preferredLines.length > 0;
  const requiredSource = hasSections
    ? [...strictRequired, ...responsibilities, title]
    : sections.filter((s) => s.kind !== 'about').flatMap((s) => s.lines);
  const preferredFound = skillsOfLines(preferredLines);
  const requiredFound = skillsOfLines(requiredSource);
  const preferred = new Set(preferredFound.skills);
  const required = requiredFound.skills.filter((s) => !preferred.has(s));
  const alternatives = [...requiredFound.groups, ...preferredFound.groups].filter(
    (g, i, all) => all.findIndex((o) => o.join('|') === g.join('|')) === i,
  );
  return {
    title,
    seniority: seniorityOf(title, [...strictRequired, ...all].join('\n')),
    requiredSkills: required,
    preferredSkills: [...preferred].filter((s) => !required.includes(s)),
    responsibilities: responsibilities.filter((r) => r.split(/\s+/).length >= 3).slice(0, 15),
    ...(alternatives.length > 0 ? { alternatives } : {}),
  };
}

/** The job line that asks for a skill, quoted as the evidence of a missing skill. */
export function jobLineFor(skill: string, jobText: string): string | undefined {
  const members = alternativesOf(skill);
  const lines = jobText.split(/\r?\n/).map(stripBullet);
  const names = (line: string) => new Set(taxonomy.names(line.slice(0, 1000)));
  return (
    lines.find((line) => line.length > 0 && members.every((m) => names(line).has(m))) ??
    lines.find((line) => line.length > 0 && members.some((m) => names(line).has(m)))
  );
}
