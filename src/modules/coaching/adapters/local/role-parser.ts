import { isActionVerb } from '../../domain/resume-vocabulary.ts';
import type { WorkExperience } from '../../domain/structured-resume.ts';
import { isContactLine, isPlaceLine, LOCATION } from './contact-parser.ts';
import { findRoleDates } from './date-ranges.ts';
import { isTitleLike, standardizeTitle } from './job-titles.ts';
import type { ResumeLine } from './resume-lines.ts';

/**
 * The roles of an experience section, read the way a recruiter reads them: a role starts at a
 * short heading run (title, employer, place and dates, on one line or stacked, in either order,
 * the dates before, after or below) and owns the bullets and paragraphs under it. Which part of a
 * heading is the title and which the employer is decided by what the words are, and where that is
 * unclear, by the order the same resume uses for its other roles.
 */

const COMPANY_HINT =
  /\b(?:inc|llc|llp|ltd|plc|pllc|corp|corporation|company|co|gmbh|ag|sa|group|labs?|technologies|systems|bank|hospital|clinic|health|healthcare|medical center|university|college|school|district|agency|partners|solutions|studio|associates|firm|foundation|institute|services|consulting|county|city of|department|restaurant|hotel|stores?|logistics|industries|holdings|enterprises|network|international|global)\b\.?/i;
/** A legal suffix after a comma belongs to the name before it ('Acme, Inc.'). */
const SUFFIX = /^(?:inc|llc|llp|ltd|plc|pllc|corp|co|l\.?p|n\.?a|p\.?c)\b\.?$/i;

function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** A line of what someone did, not a heading: a bullet, a sentence, or an opening verb in the past. */
function isBody(line: ResumeLine): boolean {
  if (line.bullet) return true;
  const words = wordsOf(line.text);
  const range = findRoleDates(line.text);
  // a dated line is a heading unless it is a sentence: its words, dates and bars aside, are few
  if (range && wordsOf(line.text.replace(range.text, ' ')).filter((w) => /\p{L}/u.test(w)).length <= 14)
    return false;
  // a line set in bold that ends no sentence is a heading however long: an employer's full name
  if (words.length > 12 && !(line.bold && !/[.!?]$/.test(line.text))) return true;
  // a period closing an employer's legal form ('Amazon Web Services, Inc.') ends no sentence
  if (/[.!?]$/.test(line.text) && words.length > 4 && !SUFFIX.test(words.at(-1)!)) return true;
  const first = words[0] ?? '';
  return isActionVerb(first) && (/ed$/i.test(first) || !isTitleLike(line.text));
}

/**
 * Where a heading is cut, strongest first: lines, cells, bold and bars; then dashes, 'at' and wide
 * spaces; then commas. A weaker cut is used only where it reads better (a title and an employer
 * instead of one long part): 'Memorial Hermann – Texas Medical Center' stays whole beside a title
 * line, 'Senior Engineer, Acme Corp' alone is cut at its comma.
 */
const BARS = /\s{1,3}[|•·◆]\s{1,3}/;
const DASHES = /\s{1,3}[–—-]{1,2}\s{1,3}|\s{1,3}(?:at|@)\s{1,3}|\s{3,}/;

function cutAtCommas(piece: string): string[] {
  const out: string[] = [];
  for (const part of piece.split(/,\s{1,3}/)) {
    const clean = trimPart(part);
    if (!clean) continue;
    if (SUFFIX.test(clean) && out.length > 0) out[out.length - 1] += `, ${clean}`;
    else out.push(clean);
  }
  return out;
}

function trimPart(part: string): string {
  const clean = part.replace(/^[\s,;:|()–—-]+|[\s,;:|()–—-]+$/g, '');
  return /\p{L}/u.test(clean) ? clean : '';
}

/** The parts of a heading run at each strength of cut, dates and place taken out. */
function partsOf(run: ResumeLine[]): {
  levels: string[][];
  start: string | null;
  end: string | null;
  location: string | null;
} {
  let start: string | null = null;
  let end: string | null = null;
  let location: string | null = null;
  const strong: string[] = [];
  for (const line of run) {
    for (const cell of line.parts.length > 0 ? line.parts : [line.text]) {
      let text = cell.slice(0, 300);
      const range = findRoleDates(text);
      if (range) {
        if (!start) {
          start = range.start;
          end = range.end;
        }
        text = text.replace(range.text, '\t');
      }
      const place = text.match(LOCATION)?.[0];
      if (place) {
        location ??= place;
        text = text.replace(place, '\t');
      }
      for (const piece of text.split(/\t/).flatMap((t) => t.split(BARS))) {
        const clean = trimPart(piece);
        if (clean) strong.push(clean);
      }
    }
  }
  const middle = strong.flatMap((p) => p.split(DASHES).map(trimPart).filter(Boolean));
  const weak = middle.flatMap(cutAtCommas);
  return { levels: [strong, middle, weak], start, end, location };
}

function titleScore(part: string): number {
  return (
    (isTitleLike(part) ? 2 : 0) - (COMPANY_HINT.test(part) ? 1.5 : 0) - (wordsOf(part).length > 7 ? 1 : 0)
  );
}

function companyScore(part: string): number {
  return (COMPANY_HINT.test(part) ? 2 : 0) - (isTitleLike(part) ? 1.5 : 0);
}

type Order = 'title-first' | 'company-first';

interface Heading {
  title: string;
  company: string;
  /** Whether what the words say decided it, or only their order. */
  sure: boolean;
  order: Order | null;
  score: number;
}

/** The reading of the heading at the cut that explains it best; a finer cut must read better. */
function assignBest(levels: string[][], preferred: Order | null): Heading {
  let best: Heading | null = null;
  let bestScore = -Infinity;
  levels.forEach((parts, level) => {
    const h = assign(parts, preferred);
    const score = h.score - 0.3 * level;
    if (score > bestScore + 1e-9) {
      bestScore = score;
      best = h;
    }
  });
  return best!;
}

function assign(parts: string[], preferred: Order | null): Heading {
  if (parts.length === 0) return { title: '', company: '', sure: false, order: null, score: -10 };
  if (parts.length === 1) {
    const only = parts[0]!;
    return titleScore(only) > 0
      ? { title: only, company: '', sure: true, order: null, score: titleScore(only) - 1 }
      : {
          title: '',
          company: only,
          sure: companyScore(only) > 0,
          order: null,
          score: companyScore(only) - 1,
        };
  }
  // the title is the most title-like part; the employer the most employer-like of the others,
  // the nearest one to the title when nothing tells them apart
  let best: Heading | null = null;
  let bestScore = -Infinity;
  for (let t = 0; t < parts.length; t += 1) {
    for (let c = 0; c < parts.length; c += 1) {
      if (t === c) continue;
      const order: Order = t < c ? 'title-first' : 'company-first';
      const score =
        titleScore(parts[t]!) +
        companyScore(parts[c]!) -
        0.1 * Math.abs(t - c) -
        0.05 * Math.min(t, c) +
        (order === (preferred ?? 'title-first') ? 0.2 : 0);
      if (score > bestScore) {
        bestScore = score;
        best = { title: parts[t]!, company: parts[c]!, sure: false, order, score };
      }
    }
  }
  const b = best!;
  b.sure =
    titleScore(b.title) - titleScore(b.company) >= 1.5 ||
    companyScore(b.company) - companyScore(b.title) >= 1.5;
  return b;
}

interface Entry {
  run: ResumeLine[];
  body: ResumeLine[];
}

/** Two roles whose headings touch (no bullets between) are split at their dates. */
function splitRun(run: ResumeLine[]): ResumeLine[][] {
  const dated = run.map((l, i) => (findRoleDates(l.text) ? i : -1)).filter((i) => i >= 0);
  if (dated.length < 2) return [run];
  const size = run.length / dated.length;
  if (Number.isInteger(size)) {
    const out: ResumeLine[][] = [];
    for (let i = 0; i < run.length; i += size) out.push(run.slice(i, i + size));
    return out;
  }
  const out: ResumeLine[][] = [];
  let from = 0;
  for (const i of dated) {
    out.push(run.slice(from, i + 1));
    from = i + 1;
  }
  if (from < run.length) out.at(-1)!.push(...run.slice(from));
  return out;
}

/** Heading runs and the lines under them. */
function entriesOf(lines: ResumeLine[]): Entry[] {
  const entries: Entry[] = [];
  let run: ResumeLine[] = [];
  const close = () => {
    if (run.length === 0) return;
    const looksLikeRole = run.some(
      (l) => findRoleDates(l.text) || isTitleLike(l.text) || COMPANY_HINT.test(l.text) || l.bold,
    );
    if (looksLikeRole || entries.length === 0)
      for (const part of splitRun(run)) entries.push({ run: part, body: [] });
    else entries.at(-1)!.body.push(...run);
    run = [];
  };
  // contact details above the first role (a resume with no headings) are no part of it: the
  // lines before them, and a place on the line right after them, are the contact block too
  let inContact = false;
  lines.forEach((line, i) => {
    if (entries.length === 0) {
      const contact = isContactLine(line.text) || (inContact && !line.blankBefore && isPlaceLine(line.text));
      inContact = contact;
      if (contact) {
        run = [];
        return;
      }
    }
    // right under a role's lines, a short plain line is one more of them unless it stands apart
    // (a gap, bold, larger) or dates follow it: 'Zero accidents; Safe Driver award' is no role
    const underBody = run.length === 0 && entries.at(-1)?.body.length;
    const apart =
      line.blankBefore ||
      line.bold ||
      line.large ||
      lines.slice(i, i + 3).some((l, k) => (k === 0 || !isBody(l)) && findRoleDates(l.text));
    const heading = !isBody(line) && (!underBody || apart);
    if (heading) {
      // a heading run is a few lines: a longer one is a list, read a run at a time
      if (run.length >= 4) close();
      run.push(line);
    } else {
      close();
      if (entries.length === 0) entries.push({ run: [], body: [] });
      entries.at(-1)!.body.push(line);
    }
  });
  close();
  return entries;
}

/** The contract's bound on a heading as written: a heading run is a few lines. */
const HEADING_LIMIT = 2000;

/** A role's heading lines as the resume writes them, one per line; null when it has none. */
function headingAsWritten(run: ResumeLine[]): string | null {
  const text = run
    .map((l) => l.text.replace(/\t/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
  return text === '' || text.length > HEADING_LIMIT ? null : text;
}

function description(body: ResumeLine[]): string {
  return body
    .map((l) => (l.bullet ? `- ${l.text.replace(/\t/g, ' ')}` : l.text.replace(/\t/g, ' ')))
    .join('\n');
}

/** The roles of an experience section. */
export function parseRoles(lines: ResumeLine[]): WorkExperience[] {
  const entries = entriesOf(lines).map((entry) => ({ entry, ...partsOf(entry.run) }));
  // the order this resume writes its headings in, from the headings whose words decide it
  const votes = { 'title-first': 0, 'company-first': 0 };
  for (const e of entries) {
    const h = assignBest(e.levels, null);
    if (h.sure && h.order) votes[h.order] += 1;
  }
  const preferred: Order | null =
    votes['title-first'] === votes['company-first']
      ? null
      : votes['title-first'] > votes['company-first']
        ? 'title-first'
        : 'company-first';
  const roles: WorkExperience[] = [];
  for (const e of entries) {
    const h = assignBest(e.levels, preferred);
    // a later role at the same employer names only its title and dates
    const previous = roles.at(-1);
    const company = h.company || (h.title && e.start && previous ? previous.company : '');
    const role: WorkExperience = {
      standardizedJobTitle: h.title ? standardizeTitle(h.title) : '',
      company,
      location: e.location,
      startDate: e.start,
      endDate: e.end,
      description: description(e.entry.body),
      heading: headingAsWritten(e.entry.run),
    };
    if (role.standardizedJobTitle || role.company || role.description) roles.push(role);
  }
  return roles;
}
