import type { Education } from '../../domain/structured-resume.ts';
import { LOCATION } from './contact-parser.ts';
import { findDate, findDateRange } from './date-ranges.ts';
import { type ResumeLine, readResumeLines } from './resume-lines.ts';

/**
 * Education as people write it: a school and a degree (or another credential: a certificate, an
 * apprenticeship, a diploma), with a date, on one line or stacked, in either order. Degrees are
 * known by their names and abbreviations; the school is the part that names an institution, or
 * else the part that is not the degree.
 */
const FIELD = '[A-Z][A-Za-z]{1,30}(?:\\s(?:of\\s|and\\s|&\\s)?[A-Z][A-Za-z]{1,30}){0,5}';
/** Degree abbreviations, longest first so 'B.B.A.' is not read as 'B.A.'. */
const ABBREVIATIONS = [
  'Pharm.D',
  'Psy.D',
  'Ph.D',
  'Ed.D',
  'M.B.A',
  'M.F.A',
  'M.S.N',
  'M.S.W',
  'M.P.H',
  'M.P.A',
  'M.P.P',
  'M.Eng',
  'M.Acc',
  'M.Ed',
  'M.Sc',
  'M.S',
  'M.A',
  'B.B.A',
  'B.F.A',
  'B.S.N',
  'B.Arch',
  'B.Eng',
  'B.Com',
  'B.Ed',
  'B.Sc',
  'B.S',
  'B.A',
  'A.A.S',
  'A.S',
  'A.A',
  'D.P.T',
  'D.N.P',
  'D.D.S',
  'D.M.D',
  'LL.B',
  'LL.M',
  'J.D',
  'M.D',
  'D.O',
]
  // the dots are optional ('BBA', 'B.B.A.', 'MSc', 'BA'), except in two letters that are also
  // states or words ('MA', 'MD', 'MS', 'AS', 'DO'): those are degrees only with their dots
  .map((a) =>
    a.replace(/\./g, '').length > 2 || /^B\.[AS]$/.test(a)
      ? a.replace(/\./g, '\\.?')
      : a.replace(/\./g, '\\.\\s?'),
  )
  .join('|');
const DEGREE = new RegExp(
  [
    `(?:Bachelor|Master|Associate|Doctor(?:ate)?)(?:'s|’s|s)?(?:\\s+(?:of|in)\\s+${FIELD})?`,
    `Juris Doctor`,
    `(?:${ABBREVIATIONS})\\.?(?![A-Za-z])`,
    `High School Diploma`,
    `Diploma`,
    `GED`,
  ].join('|'),
);
const DEGREE_AT_WORD = new RegExp(`(?<![A-Za-z])(?:${DEGREE.source})`);
const INSTITUTION =
  /\b(?:University|Universidad|Université|Universität|College|Institute|School|Academy|Polytechnic|Conservatory|Seminary|Law Center|Community College)\b|\b(?:MIT|UCLA|NYU|USC|UC Berkeley|Caltech|ETH Zurich|Georgia Tech)\b/;
/** What else an education line says: grades and honours, not the school or the degree. */
const EXTRA =
  /\b(?:GPA|Grade|Honou?rs|cum laude|Dean'?s List|Relevant coursework|Coursework|Thesis|Minor)\b/i;
const BARS = /\s{1,3}[|•·◆]\s{1,3}|\t/;
/** Words that name a credential other than a degree ('Inside Wireman Apprenticeship'). */
const CREDENTIAL =
  /\b(?:Apprenticeship|Certificate|Certification|Diploma|Program(?:me)?|Bootcamp|Licen[cs]e|Fellowship|Residency)\b/i;

/** Whether a line names a degree ('B.S., Chemistry', 'Master of Arts in Teaching'). */
export function namesDegree(line: string): boolean {
  return DEGREE_AT_WORD.test(line.slice(0, 300));
}

/** Whether a line names a school; an employer can be one too. */
export function namesSchool(line: string): boolean {
  return INSTITUTION.test(line.slice(0, 300));
}

function clean(part: string): string {
  return part.replace(/^[\s,;:|()–—-]+|[\s,;:|(–—-]+$/g, '').trim();
}

/** 'B.S., Computer Science' / 'Bachelor of Science in Nursing' / 'MBA – Marketing'. */
function degreeOf(part: string): { degree: string; major: string | null; rest: string } | null {
  const m = part.match(DEGREE_AT_WORD);
  if (!m) return null;
  const degree = m[0].trim().replace(/\s+/g, ' ');
  const after = part.slice((m.index ?? 0) + m[0].length);
  const field = after.match(
    new RegExp(`^\\s*(?:,\\s*|\\s+in\\s+|\\s+of\\s+|\\s*[-–—:]\\s*|\\s*\\(\\s*|\\s+)(${FIELD})`),
  );
  let major = field && !INSTITUTION.test(field[1]!) ? field[1]!.trim() : null;
  let rest = clean(after.slice(major ? field![0].length : 0).replace(/^\s*\)/, ''));
  // 'in Engineering, Mechanical Engineering': the rest of the field, not a school
  if (major && rest && !INSTITUTION.test(rest) && !EXTRA.test(rest)) {
    major = `${major}, ${rest}`;
    rest = '';
  }
  return { degree, major, rest };
}

const DASH = /\s{1,3}[–—-]{1,2}\s{1,3}/;
/** A short capitalised name with no degree in it: the place in 'University of California, Davis'. */
const NAME_TAIL = /^\p{Lu}[\p{L}.'’-]{1,24}(?:\s\p{Lu}[\p{L}.'’-]{1,24}){0,2}$/u;

/**
 * A typed line holds school, degree and date apart by dashes and commas: the pieces, with a
 * degree kept whole with its field and a school whole with what belongs to its name (a second
 * institution after a dash, 'Northwestern University – Kellogg School of Management'; a place
 * after a comma, 'California State University, Sacramento').
 */
type PieceKind = 'degree' | 'school' | 'other';

function piecesOf(part: string): string[] {
  const out: string[] = [];
  let last: PieceKind | null = null;
  for (const dashed of part.split(DASH)) {
    const piece = clean(dashed);
    if (!piece) continue;
    const institution = INSTITUTION.test(piece) && !namesDegree(piece);
    if (institution && last === 'school' && !piece.includes(',')) {
      out[out.length - 1] += ` – ${piece}`;
      continue;
    }
    let bitLast: PieceKind | null = null;
    for (const comma of piece.split(/,\s{1,3}/)) {
      const bit = clean(comma);
      if (!bit) continue;
      const plainName = !INSTITUTION.test(bit) && !EXTRA.test(bit) && !namesDegree(bit);
      if (bitLast === 'degree' && plainName) {
        // 'B.S., Civil Engineering': the field after a degree's comma
        out[out.length - 1] += `, ${bit}`;
        continue;
      }
      if (bitLast === 'school' && plainName && NAME_TAIL.test(bit)) {
        out[out.length - 1] += `, ${bit}`;
        bitLast = 'other';
        continue;
      }
      out.push(bit);
      bitLast = namesDegree(bit) ? 'degree' : INSTITUTION.test(bit) ? 'school' : 'other';
    }
    last = bitLast;
  }
  return out;
}

interface Entry {
  lines: ResumeLine[];
  degree: boolean;
  school: boolean;
  dated: boolean;
  /** Opened by a bullet: the section lists its schools as bullets. */
  listed: boolean;
}

/**
 * Entries: a blank line, a second degree or a second school starts the next one. A bullet is a
 * detail of the entry above it (honours, coursework), unless the section lists its entries as
 * bullets: a bullet with no entry above it, or under another such bullet, is an entry of its own.
 */
function entriesOf(lines: ResumeLine[]): Entry[] {
  const out: Entry[] = [];
  for (const line of lines) {
    const current = out.at(-1);
    if (line.bullet) {
      if (!current || current.listed)
        out.push({
          lines: [{ ...line, bullet: false }],
          degree: namesDegree(line.text),
          school: namesSchool(line.text),
          dated: findDate(line.text) !== null,
          listed: true,
        });
      else current.lines.push(line);
      continue;
    }
    const degree = namesDegree(line.text);
    const school = namesSchool(line.text);
    const dated = findDate(line.text) !== null;
    const next =
      !current ||
      (line.blankBefore && current.lines.length > 0) ||
      (degree && current.degree) ||
      (school && !degree && current.school) ||
      (dated && current.dated && (degree || school || line.text.includes(',')));
    if (next) out.push({ lines: [line], degree, school, dated, listed: false });
    else {
      current.lines.push(line);
      current.degree ||= degree;
      current.school ||= school;
      current.dated ||= dated;
    }
  }
  return out;
}

function readEntry(entry: Entry): Education | null {
  let graduationDate: string | null = null;
  const parts: string[] = [];
  for (const line of entry.lines) {
    if (line.bullet) continue;
    for (const cell of line.parts.length > 0 ? line.parts : [line.text]) {
      for (const raw of cell.slice(0, 300).split(BARS)) {
        let text = raw;
        const range = findDateRange(text);
        const date = range?.end ?? findDate(text);
        if (date) graduationDate = date;
        if (range) text = text.replace(range.text, ' ');
        else if (date)
          text = text.replace(
            new RegExp(`(?:(?:Expected|Graduated|Class of)\\s+)?${literal(date)}`, 'i'),
            ' ',
          );
        // a place closes a part ('…, Hyde Park, NY — Associate'); one that runs on into more words
        // is the start of a name ('Engineering, California State University')
        const place = text.match(LOCATION);
        const after = place ? text.slice((place.index ?? 0) + place[0].length) : '';
        if (place && !INSTITUTION.test(place[0]) && /^\s*(?:$|[–—|-]|,\s*\d)/.test(after))
          text = text.replace(place[0], ' ');
        const part = clean(text);
        if (part && /\p{L}/u.test(part)) parts.push(part);
      }
    }
  }
  let degree = '';
  let major: string | null = null;
  let school = '';
  const others: string[] = [];
  for (const piece of parts.flatMap(piecesOf)) {
    const found = degree ? null : degreeOf(piece);
    if (found) {
      degree = found.degree;
      major = found.major;
      // 'B.S. in Computer Science, University of Washington'
      if (found.rest && INSTITUTION.test(found.rest) && !school) school = found.rest;
      continue;
    }
    if (!school && INSTITUTION.test(piece) && !EXTRA.test(piece)) school = piece;
    else if (!EXTRA.test(piece)) others.push(piece);
  }
  // of two names neither a degree nor a school, the one naming a credential is the credential
  const credentials = others.filter((o) => CREDENTIAL.test(o));
  if (!degree && credentials.length === 1 && others.length > 1) {
    degree = credentials[0]!;
    others.splice(others.indexOf(degree), 1);
  }
  // a credential that is not a degree ('Paralegal Certificate'), or a school that does not say so
  if (!school && others.length > 0 && (degree || others.length > 1)) school = others.shift()!;
  if (!degree && others.length > 0) degree = others.shift()!;
  if (!degree && !school) return null;
  return { degree, major, university: school, graduationDate };
}

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The education section's entries. */
export function parseSchooling(lines: ResumeLine[]): Education[] {
  return entriesOf(lines)
    .map(readEntry)
    .filter((e): e is Education => e !== null);
}

/** Education from lines of text (a section without its typography). */
export function parseEducation(lines: string[]): Education[] {
  return parseSchooling(readResumeLines(lines.join('\n')));
}
