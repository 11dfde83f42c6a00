import type { InventedFact, ResumeFacts } from '../../coaching/index.ts';

/**
 * Holds a suggested rewrite to the resume's facts, line by line. A bullet (or, in a paragraph, a
 * sentence) that states something the facts do not is replaced by the original line it rewrote
 * (the one sharing most words with it), or dropped when it rewrote none; the rest of the suggestion
 * stays. What comes out states nothing the facts lack, whoever wrote the suggestion.
 */
export interface KeptToFacts {
  text: string;
  /** Lines put back to the original's wording. */
  restored: number;
  /** Lines dropped because no original line matched them. */
  dropped: number;
  /** What the suggestion invented (never shown to the person: it is what was taken out). */
  invented: InventedFact[];
}

const BULLET = /^\s*(?:[-•*▪◦●‣–—]|\d{1,2}[.)])\s+/;
const FILLERS = new Set(
  'the and for with from into that this our their was were has have had are its'.split(' '),
);

interface Unit {
  text: string;
  bullet: boolean;
  line: number;
}

function unitsOf(text: string): Unit[] {
  const out: Unit[] = [];
  text
    .split(/\r?\n/)
    .filter((l) => l.trim().length > 0)
    .forEach((line, index) => {
      if (BULLET.test(line)) {
        out.push({ text: line.replace(BULLET, '').trim(), bullet: true, line: index });
        return;
      }
      for (const sentence of line.trim().split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)) {
        if (sentence.trim()) out.push({ text: sentence.trim(), bullet: false, line: index });
      }
    });
  return out;
}

function contentWords(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[a-z0-9]+(?:['’-][a-z0-9]+)*/g) ?? []).filter(
      (w) => w.length >= 3 && !FILLERS.has(w),
    ),
  );
}

function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  return shared / (a.size + b.size - shared);
}

function join(units: Unit[]): string {
  const lines: string[] = [];
  let last = -1;
  for (const u of units) {
    const piece = u.bullet ? `- ${u.text}` : u.text;
    if (u.line === last && !u.bullet && lines.length > 0) lines[lines.length - 1] += ` ${piece}`;
    else lines.push(piece);
    last = u.line;
  }
  return lines.join('\n');
}

export function keepToFacts(original: string, suggested: string, facts: ResumeFacts): KeptToFacts {
  const originals = unitsOf(original).map((u) => ({ ...u, words: contentWords(u.text), used: false }));
  const units = unitsOf(suggested).map((u) => ({ ...u, invented: facts.inventedIn(u.text) }));
  const invented = units.flatMap((u) => u.invented);
  if (invented.length === 0) return { text: suggested.trim(), restored: 0, dropped: 0, invented };

  const best = (words: Set<string>) => {
    let pick: (typeof originals)[number] | undefined;
    let score = 0;
    for (const o of originals) {
      if (o.used) continue;
      const s = overlap(words, o.words);
      if (s > score) {
        score = s;
        pick = o;
      }
    }
    return { pick, score };
  };
  // a clean line that rewrote an original line takes that line off the list of stand-ins
  for (const u of units) {
    if (u.invented.length > 0) continue;
    const { pick, score } = best(contentWords(u.text));
    if (pick && score >= 0.5) pick.used = true;
  }
  let restored = 0;
  let dropped = 0;
  const kept: Unit[] = [];
  for (const u of units) {
    if (u.invented.length === 0) {
      kept.push(u);
      continue;
    }
    const { pick } = best(contentWords(u.text));
    if (pick && facts.inventedIn(pick.text).length === 0) {
      pick.used = true;
      kept.push({ text: pick.text, bullet: u.bullet, line: u.line });
      restored += 1;
    } else {
      dropped += 1;
    }
  }
  return { text: join(kept), restored, dropped, invented };
}
