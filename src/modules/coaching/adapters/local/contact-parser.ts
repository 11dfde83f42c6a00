import type { ContactInfo } from '../../domain/structured-resume.ts';
import { isTitleLike } from './job-titles.ts';

// Every quantifier below is bounded, so each pattern does a fixed amount of work per position.
const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,6}/;
const PHONE = /(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)|\d{2,4})[\s.-]?\d{3,4}[\s.-]?\d{3,4}\b/;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/[^\s|,;)]{1,100}/i;
const URL =
  /(?:https?:\/\/)?(?:www\.)?[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,4}\.(?:com|io|dev|me|net|org|co|app|ai|tech|site|page|design|xyz)(?![a-z0-9-])(?:\/[^\s|,;)]{0,100})?/i;
const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';
const STATE_NAMES =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|' +
  'Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|' +
  'Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|' +
  'North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|' +
  'Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming';
const COUNTRIES =
  'USA|US|U\\.S\\.|UK|U\\.K\\.|United States|United Kingdom|England|Scotland|Wales|Ireland|Canada|Germany|France|' +
  'India|Australia|Netherlands|Spain|Italy|Sweden|Norway|Denmark|Finland|Switzerland|Austria|Belgium|Poland|' +
  'Portugal|Singapore|Japan|China|Brazil|Mexico|Argentina|Chile|Colombia|Israel|UAE|Nigeria|Kenya|' +
  'South Africa|New Zealand|Philippines|Egypt|Ontario|Quebec|British Columbia|ON|BC|QC|NSW|Victoria';
const PLACE_WORD = "\\p{Lu}[\\p{L}.'-]{1,24}";
/** 'Austin, TX', 'Boston, Massachusetts', 'Kraków, Poland', 'Remote'. */
export const LOCATION = new RegExp(
  `(?<![\\p{L}])(?:${PLACE_WORD}(?: ${PLACE_WORD}){0,2}, ?(?:${US_STATES}|${STATE_NAMES}|${COUNTRIES})(?![\\p{L}])|Remote|Hybrid)(?![\\p{L}])`,
  'u',
);
/** Separators people put between contact details on one line. */
const FIELD_SEPARATOR = /\s{0,3}(?:[|•·,;]|\t| {2,6})\s{0,3}/;
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’.-]{0,24}|de|da|del|della|der|di|la|le|van|von|bin|al|dos|du|y)$/u;
/** Words that make a short capitalised line a heading or a document label rather than a name. */
const NOT_NAME =
  /\b(?:resume|curriculum|vitae|cv|summary|profile|experience|education|skills|contact|objective|references|portfolio|about|background|history|employment|training|expertise|qualifications|achievements|certifications|licenses|credentials|projects|languages|interests)\b/i;
/** Words that name an organisation, never a person: 'Northgate College', 'Summit Holdings, Inc.'. */
const ORGANISATION =
  /\b(?:University|College|Institute|School|Academy|Inc|LLC|LLP|Ltd|Corp|Corporation|Company|Group|Holdings|Hospital|Clinic|Center|Centre|Bank|Agency|Department|District)\b/;

const CONTACT_VALUES = new RegExp([EMAIL, PHONE, LINKEDIN, URL].map((r) => r.source).join('|'), 'giu');

/**
 * A line of contact details and nothing else: an e-mail, a phone number or a web address, with
 * perhaps a place, apart by the separators people use. Such a line is never part of a role.
 */
export function isContactLine(line: string): boolean {
  const text = line.slice(0, 500);
  const rest = text.replace(CONTACT_VALUES, '\t');
  if (rest === text) return false;
  return !/\p{L}/u.test(
    rest.replace(LOCATION, ' ').replace(/\b(?:e-?mail|phone|tel|mobile|cell)\b:?/gi, ' '),
  );
}

/** A line that names a place and nothing else: 'Columbus, OH'. */
export function isPlaceLine(line: string): boolean {
  const text = line.slice(0, 200);
  return LOCATION.test(text) && !/\p{L}/u.test(text.replace(LOCATION, ' '));
}

function pick(lines: string[], pattern: RegExp, not?: RegExp): string | null {
  const global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
  for (const line of lines) {
    for (const m of line.slice(0, 500).matchAll(global)) {
      if (!not?.test(m[0])) return m[0].trim();
    }
  }
  return null;
}

/** 'Samuel Okafor, RN' -> 'Samuel Okafor'; 'PRIYA NAIR' -> 'Priya Nair'; '# Name' -> 'Name'. */
function nameIn(segment: string): string {
  const t = segment
    .replace(/^#{1,6}\s*/, '')
    .replace(/[*_]/g, '')
    .replace(/,\s{0,2}(?:[A-Z]{2,5}|Ph\.?D\.?|M\.?D\.?)(?:,\s{0,2}[A-Z]{2,5}){0,4}\s*$/, '')
    .trim();
  return t === t.toUpperCase() ? t.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (m) => m.toUpperCase()) : t;
}

/**
 * A name is two to four capitalised words with no digits, no '@' and no 'City, ST' pattern, that
 * is neither a job title nor a heading. A place never reads as a name because a place carries its
 * state or country ('Austin, TX'); 'Austin Charleston' on its own line is a person.
 */
function looksLikeName(segment: string): boolean {
  const raw = segment.trim();
  if (raw.length > 60 || /[@\d|/:]/.test(raw) || LOCATION.test(raw)) return false;
  const t = nameIn(raw);
  const parts = t.split(/\s+/);
  // two to four capitalised words, plus any particles ('de', 'van')
  const capitalised = parts.filter((p) => /^\p{Lu}/u.test(p)).length;
  if (capitalised < 2 || capitalised > 4 || parts.length > 6 || !parts.every((p) => NAME_WORD.test(p)))
    return false;
  if (!/^\p{Lu}/u.test(parts[0]!)) return false;
  return !isTitleLike(t) && !NOT_NAME.test(t) && !ORGANISATION.test(t);
}

/** The first segment of the first lines that reads as a name. */
function findName(lines: string[]): string | null {
  for (const line of lines.slice(0, 8)) {
    const first = line.replace(/^#{1,6}\s*/, '').split(FIELD_SEPARATOR)[0] ?? '';
    if (looksLikeName(first)) return nameIn(first);
    if (looksLikeName(line.replace(/,\s{0,2}[A-Z]{2,5}\s*$/, ''))) return nameIn(line);
  }
  return null;
}

/**
 * Contact details: looked for in the top lines first, then anywhere in the text (a two-column
 * layout can put the contact block below the summary); the name first among the lines set larger
 * than the text.
 */
export function parseContact(
  topLines: string[],
  allLines: string[] = topLines,
  largeLines: string[] = [],
): ContactInfo {
  const top = topLines.slice(0, 12);
  const rest = [...top, ...allLines.slice(0, 200)];
  const email = pick(top, EMAIL) ?? pick(rest, EMAIL);
  const linkedin = pick(top, LINKEDIN) ?? pick(rest, LINKEDIN);
  const emailFree = (lines: string[]) =>
    lines.map((l) => l.slice(0, 500).replace(new RegExp(EMAIL.source, 'g'), ' '));
  const website = pick(emailFree(top), URL, /linkedin\.com/i);
  const linkFree = (lines: string[]) =>
    emailFree(lines).map((l) =>
      l
        .replace(LINKEDIN, ' ')
        .replace(URL, ' ')
        .replace(/\s{2,}/g, ' '),
    );
  const phone = pick(linkFree(top), PHONE) ?? pick(linkFree(rest), PHONE);
  // the name is set larger than the text: where a side column is read first, it is not on top
  const name = findName(largeLines) ?? findName(top) ?? findName(allLines);
  const location = pick(linkFree(top), LOCATION) ?? pick(linkFree(rest.slice(0, 60)), LOCATION);
  return {
    name,
    email,
    phone: phone && phone.replace(/\D/g, '').length >= 7 ? phone : null,
    linkedin,
    website: website && website !== email?.split('@')[1] ? website : null,
    location,
  };
}
