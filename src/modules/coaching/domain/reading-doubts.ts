import { PRESENT_WORDS, type StructuredResume } from './structured-resume.ts';
import { isActionVerb, PERSON_NOUNS } from './resume-vocabulary.ts';
import { bulletLines, words } from './text.ts';

/** A field of a structured resume read with low confidence, and what is doubtful about it. */
export interface ReadingDoubt {
  /** A path into the structure: 'contactInfo.name', 'workExperience.2.company', 'education.0.degree'. */
  field: string;
  /** What is doubtful, in the words shown to the person. */
  message: string;
}

export const DOUBT_MESSAGES = {
  noName: 'We could not find your name.',
  noCompany: 'We could not read the employer of this role.',
  noTitle: 'We could not read the job title of this role.',
  companyIsDate: 'This looks like a date, not an employer.',
  titleIsDate: 'This looks like a date, not a job title.',
  companyIsSentence: 'This looks like part of a sentence, not an employer.',
  titleIsSentence: 'This looks like part of a sentence, not a job title.',
  sameAsTitle: 'The employer reads the same as the job title.',
  companyIsTitle: 'This looks like a job title, not an employer.',
  titleIsCompany: 'This looks like an employer, not a job title.',
  companyIsName: 'This is your name, not an employer.',
  noEnd: 'We could not read when this role ended.',
  notInResume: 'This is not written this way in your resume.',
  noStart: 'We could not read when this role started.',
  noBullets: 'We found no bullets or description for this role.',
  cutBullet: 'A line of this role looks cut off mid-sentence.',
  noSchool: 'We could not read the school.',
  noDegree: 'We could not read the degree.',
} as const;

const MONTH = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?/gi;
const NOW = new RegExp(PRESENT_WORDS.source, 'gi');
/** Words that join two parts of a sentence: a line ending on one was cut before its end. */
const JOINING = new Set(
  'and or but to of the a an with for in on at by from into as than that which who while including such'.split(
    ' ',
  ),
);
/** More words than any employer's or job title's name runs to. */
const NAME_WORDS = 10;

/** Nothing but months, years, numbers, words for 'now' and separators: '2017', 'Jan 2019 – Present'. */
function isDate(value: string): boolean {
  if (!/\d/.test(value) && value.replace(NOW, '').trim() !== '') return false;
  return (
    value
      .replace(MONTH, '')
      .replace(NOW, '')
      .replace(/[\d\s,./'’–—-]+/g, '') === ''
  );
}

/**
 * Reads as part of a sentence, not a name: ends as a sentence ends (not on an abbreviation such as
 * 'Inc.' or 'L.P.'), runs on in lower case for several words (a name such as 'eBay' or
 * 'example.com' is one word), runs longer than names do, or opens with an action verb in the past
 * tense ('Managed a team of four'; 'Lead' opens job titles).
 */
function isSentence(value: string): boolean {
  const text = value.trim();
  const all = words(text);
  if (/[.!?;,:]$/.test(text) && !/\b[A-Z][a-z]{0,3}\.$|\b(?:[A-Z]\.){2,}$/.test(text)) return true;
  if (/^\p{Ll}/u.test(text) && all.length >= 3) return true;
  if (all.length > NAME_WORDS) return true;
  const first = all[0];
  return all.length >= 3 && first !== undefined && /ed$/i.test(first) && isActionVerb(first);
}

/** Case, accents and everything but letters and digits set aside: how a name is looked up in text. */
function key(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Whether a value can be an employer's or a job title's name as written: not blank, not a date,
 * not part of a sentence. What a question may say after 'at' or 'your … role'.
 */
export function isNameLike(value: string): boolean {
  const text = value.trim();
  return text !== '' && !isDate(text) && !isSentence(text);
}

/**
 * Ends on the noun a job title is built around, the person ('Logistics Supervisor', 'Senior
 * Engineer'); an employer's name ends on the business ('Pioneer Engineering').
 */
function endsAsTitle(value: string): boolean {
  const last = words(value).at(-1)?.toLowerCase();
  return last !== undefined && PERSON_NOUNS.has(last);
}

/** The employer reads as a job title while the title does not: the two were likely read the wrong way round. */
function swapped(company: string, title: string): boolean {
  return endsAsTitle(company) && !endsAsTitle(title);
}

/**
 * The same month given as the start and the end ('Sep 2020 – Sep 2020'): a reading that found
 * one date where the resume gives two.
 */
function endedWhenStarted(start: string, end: string | null): boolean {
  if (!end || key(start) !== key(end)) return false;
  // a month as a name or a number ('Sep 2020', '09/2020'); a season or a year is a span as written
  return new RegExp(MONTH.source, 'i').test(start) || /\b\d{1,2}[/.-](?:19|20)\d{2}\b/.test(start);
}

/** The line stops on a joining word, a comma or a hyphen, where a sentence cannot end. */
export function isCutOff(line: string): boolean {
  const text = line.trim();
  if (/[,\-–]$/.test(text)) return true;
  const last = words(text).at(-1)?.toLowerCase();
  return last !== undefined && JOINING.has(last) && words(text).length > 1;
}

function doubtOfName(
  value: string,
  empty: string,
  asDate: string,
  asSentence: string,
  source: string | null,
): string | null {
  const text = value.trim();
  if (text === '') return empty;
  if (isDate(text)) return asDate;
  if (isSentence(text)) return asSentence;
  if (source !== null && !` ${source} `.includes(` ${key(text)} `)) return DOUBT_MESSAGES.notInResume;
  return null;
}

/**
 * The fields of a structured resume a person should check: what is missing, what has the shape
 * of something else (a date or a sentence fragment where a name belongs), a line cut off
 * mid-sentence, and, when the resume's text is given, a name that is not written in it. The
 * rules look at the shape of each value only, so they hold for any reader of the resume (the
 * offline parser or a model). Without the text (a structure the person corrected) the names are
 * not looked up.
 */
export function doubtsAbout(resume: StructuredResume, text: string | null): ReadingDoubt[] {
  const source = text === null ? null : key(text);
  const ownName = key(resume.contactInfo.name ?? '');
  const doubts: ReadingDoubt[] = [];
  const doubt = (field: string, message: string | null) => {
    if (message !== null) doubts.push({ field, message });
  };
  if (!resume.contactInfo.name?.trim()) doubt('contactInfo.name', DOUBT_MESSAGES.noName);
  resume.workExperience.forEach((role, i) => {
    const at = `workExperience.${i}`;
    const company = doubtOfName(
      role.company,
      DOUBT_MESSAGES.noCompany,
      DOUBT_MESSAGES.companyIsDate,
      DOUBT_MESSAGES.companyIsSentence,
      source,
    );
    const named = role.company.trim() !== '';
    const same = named && key(role.company) === key(role.standardizedJobTitle);
    const swap = named && !same && swapped(role.company, role.standardizedJobTitle);
    const yours = named && ownName !== '' && key(role.company) === ownName;
    doubt(
      `${at}.company`,
      company ??
        (yours
          ? DOUBT_MESSAGES.companyIsName
          : same
            ? DOUBT_MESSAGES.sameAsTitle
            : swap
              ? DOUBT_MESSAGES.companyIsTitle
              : null),
    );
    const title = doubtOfName(
      role.standardizedJobTitle,
      DOUBT_MESSAGES.noTitle,
      DOUBT_MESSAGES.titleIsDate,
      DOUBT_MESSAGES.titleIsSentence,
      null,
    );
    doubt(`${at}.standardizedJobTitle`, title ?? (swap ? DOUBT_MESSAGES.titleIsCompany : null));
    if (!role.startDate?.trim()) doubt(`${at}.startDate`, DOUBT_MESSAGES.noStart);
    else if (endedWhenStarted(role.startDate, role.endDate)) doubt(`${at}.endDate`, DOUBT_MESSAGES.noEnd);
    const lines = bulletLines(role.description);
    if (lines.length === 0) doubt(`${at}.description`, DOUBT_MESSAGES.noBullets);
    else if (lines.some(isCutOff)) doubt(`${at}.description`, DOUBT_MESSAGES.cutBullet);
  });
  resume.education.forEach((school, i) => {
    if (!school.university.trim()) doubt(`education.${i}.university`, DOUBT_MESSAGES.noSchool);
    if (!school.degree.trim()) doubt(`education.${i}.degree`, DOUBT_MESSAGES.noDegree);
  });
  return doubts;
}

/** The roles (their indexes in `workExperience`) that have a doubtful field. */
export function rolesInDoubt(doubts: readonly ReadingDoubt[]): Set<number> {
  const roles = new Set<number>();
  for (const { field } of doubts) {
    const match = /^workExperience\.(\d+)\./.exec(field);
    if (match) roles.add(Number(match[1]));
  }
  return roles;
}
