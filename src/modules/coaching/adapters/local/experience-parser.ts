import type { WorkExperience } from '../../domain/structured-resume.ts';
import { LOCATION } from './contact-parser.ts';
import { findRoleDates } from './date-ranges.ts';
import { isBullet, stripBullet } from './document-sections.ts';
import { isTitleLike, standardizeTitle } from './job-titles.ts';

interface Block {
  header: string[];
  body: string[];
}

const SEPARATORS = /\s{0,3}(?:\||•|·|—|–|\s-\s|\s{2}|\bat\b|@|\(|\))\s{0,3}/;
const COMPANY_HINT =
  /\b(inc|llc|ltd|corp|corporation|company|co|gmbh|group|labs?|technologies|systems|bank|hospital|clinic|health|university|agency|partners|solutions|studio)\b\.?/i;

function isHeaderish(line: string): boolean {
  const t = line.trim();
  if (isBullet(line)) return false;
  if (findRoleDates(t)) return true;
  const words = t.split(/\s+/).length;
  return words <= 12 && !/[.!?]$/.test(t);
}

/** A plain line starts a new role when a date range sits on it or on one of the next two lines. */
function startsEntry(lines: string[], i: number): boolean {
  for (let k = i; k < Math.min(lines.length, i + 3); k += 1) {
    const line = lines[k]!;
    if (k > i && (isBullet(line) || !isHeaderish(line))) return false;
    if (findRoleDates(line)) return true;
  }
  const t = lines[i]!.trim();
  return isTitleLike(t) && SEPARATORS.test(t) && isHeaderish(t);
}

function blocks(lines: string[]): Block[] {
  const out: Block[] = [];
  lines.forEach((line, i) => {
    const current = out.at(-1);
    const plain = !isBullet(line);
    if (plain && (!current || current.body.length > 0) && (startsEntry(lines, i) || !current)) {
      out.push({ header: [line.trim()], body: [] });
    } else if (
      current &&
      plain &&
      current.body.length === 0 &&
      current.header.length < 3 &&
      isHeaderish(line)
    ) {
      current.header.push(line.trim());
    } else if (current) {
      current.body.push(line);
    }
  });
  return out;
}

function parseHeader(header: string[]): Omit<WorkExperience, 'description'> {
  // a role heading is short: patterns see at most 300 characters of each line
  let text = header
    .map((h) => h.slice(0, 300))
    .join(' | ')
    .replace(/[*_]/g, '');
  const range = findRoleDates(text);
  if (range) text = text.replace(range.text, ' | ');
  const location = text.match(LOCATION)?.[0] ?? null;
  if (location) text = text.replace(location, ' | ');
  const parts = text
    .split(SEPARATORS)
    .flatMap((p) => p.split(/,\s+/))
    .map((p) =>
      p
        .trim()
        .replace(/^[,;|-]{1,5}|[,;|-]{1,5}$/g, '')
        .trim(),
    )
    .filter((p) => p.length > 1);
  const title = parts.find((p) => isTitleLike(p) && !COMPANY_HINT.test(p)) ?? parts.find(isTitleLike) ?? '';
  const rest = parts.filter((p) => p !== title);
  const company = rest.find((p) => COMPANY_HINT.test(p)) ?? rest[0] ?? '';
  return {
    standardizedJobTitle: title ? standardizeTitle(title) : '',
    company: company.trim(),
    location,
    startDate: range?.start ?? null,
    endDate: range?.end ?? null,
  };
}

/** Bullets as '- text'; a line that starts in lower case continues the bullet a PDF wrapped. */
function joinWrapped(body: string[]): string {
  const out: string[] = [];
  for (const line of body) {
    const t = line.trim();
    if (isBullet(line)) out.push(`- ${stripBullet(line)}`);
    else if (out.length > 0 && /^[a-z(]/.test(t)) out[out.length - 1] += ` ${t}`;
    else out.push(t);
  }
  return out.join('\n').trim();
}

/** The roles of an experience section, most layouts people use: one-line or stacked headings. */
export function parseExperience(lines: string[]): WorkExperience[] {
  return blocks(lines)
    .map((block) => ({
      ...parseHeader(block.header),
      description: joinWrapped(block.body),
    }))
    .filter((e) => e.standardizedJobTitle || e.company || e.description);
}
