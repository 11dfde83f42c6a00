import type { ContactInfo } from '../../domain/structured-resume.ts';
import { contactLine } from '../../domain/text-limits.ts';

// Every pattern here is linear in the line: a match may only start where a run of its characters
// starts (the lookbehinds), and every repetition is bounded, so a failing attempt never rescans a
// long run from each of its positions.
const EMAIL = /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/;
const PHONE = /(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)|\d{2,4})[\s.-]?\d{3,4}[\s.-]?\d{3,4}\b/;
const LINKEDIN = /(?<![\w.-])(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/[^\s|,;)]{1,200}/i;
const URL =
  /(?<![\w.-])(?:https?:\/\/)?(?:www\.)?[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,8}\.(?:com|io|dev|me|net|org|co|app|ai|tech|site|page|design|xyz)(?:\/[^\s|,;)]{0,200})?/i;
const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';
const COUNTRIES =
  'USA|US|U\\.S\\.|UK|U\\.K\\.|United States|United Kingdom|England|Scotland|Wales|Ireland|Canada|Germany|France|' +
  'India|Australia|Netherlands|Spain|Italy|Sweden|Norway|Denmark|Finland|Switzerland|Austria|Belgium|Poland|' +
  'Portugal|Singapore|Japan|China|Brazil|Mexico|Argentina|Chile|Colombia|Israel|UAE|Nigeria|Kenya|' +
  'South Africa|New Zealand|Philippines|Egypt|Ontario|Quebec|British Columbia|ON|BC|QC|NSW|Victoria';
/** 'Austin, TX', 'London, UK', 'Berlin, Germany', 'Remote'. */
export const LOCATION = new RegExp(
  `\\b(?:[A-Z][a-zA-Z.'-]{1,40}(?:\\s[A-Z][a-zA-Z.'-]{1,40}){0,2},\\s?(?:${US_STATES}|${COUNTRIES})(?![A-Za-z])|Remote|Hybrid)\\b`,
);

function pick(lines: string[], pattern: RegExp, not?: RegExp): string | null {
  for (const line of lines) {
    for (const m of line.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))) {
      if (!not?.test(m[0])) return m[0].trim();
    }
  }
  return null;
}

/** 'Samuel Okafor, RN' -> 'Samuel Okafor'; 'PRIYA NAIR' -> 'Priya Nair'. */
function nameIn(line: string): string {
  const t = line
    .replace(/^#+\s*/, '')
    .replace(/[*_]/g, '')
    .replace(/,\s*(?:[A-Z]{2,5}|Ph\.?D\.?|M\.?D\.?)(?:,\s*[A-Z]{2,5}){0,4}\s*$/, '')
    .trim();
  return t === t.toUpperCase() ? t.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase()) : t;
}

function looksLikeName(line: string): boolean {
  const t = nameIn(line);
  if (/[@\d|:/]/.test(t) || t.length > 50) return false;
  const parts = t.split(/\s+/);
  return parts.length >= 2 && parts.length <= 5 && parts.every((p) => /^[A-Z][a-zA-Z'’.-]*$/.test(p));
}

/** Contact details from the top of a resume (the lines before the first section heading). */
export function parseContact(topLines: string[]): ContactInfo {
  const lines = topLines.slice(0, 10).map(contactLine);
  const email = pick(lines, EMAIL);
  const linkedin = pick(lines, LINKEDIN);
  const withoutEmail = lines.map((l) => l.replace(new RegExp(EMAIL.source, 'g'), ' '));
  const website = pick(withoutEmail, URL, /linkedin\.com/i);
  const withoutLinks = withoutEmail.map((l) =>
    l.replace(LINKEDIN, ' ').replace(URL, ' ').replace(/\s+/g, ' '),
  );
  const phone = pick(withoutLinks, PHONE);
  const nameLine = lines.find(looksLikeName) ?? null;
  const location = pick(
    withoutLinks.filter((l) => l.trim() !== nameLine?.trim()),
    LOCATION,
  );
  return {
    name: nameLine ? nameIn(nameLine) : null,
    email,
    phone: phone && phone.replace(/\D/g, '').length >= 7 ? phone : null,
    linkedin,
    website: website && website !== email?.split('@')[1] ? website : null,
    location,
  };
}
