/**
 * Splits a document into titled sections. Headings are recognised by what people actually write
 * ('Work Experience', 'PROFESSIONAL EXPERIENCE', '## Skills', 'What you'll do:'), matched after
 * stripping markdown and punctuation, so one table serves resumes and job descriptions.
 */
export interface Section<K extends string> {
  kind: K | 'preamble';
  heading: string | null;
  lines: string[];
}

const BULLET = /^\s{0,12}(?:[-•*▪◦●‣–—]|\d{1,2}[.)])\s{1,6}/;

export function isBullet(line: string): boolean {
  return BULLET.test(line);
}

export function stripBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}

function normalise(label: string): string {
  return label
    .slice(0, 200)
    .replace(/^#{1,6}\s{0,3}/, '')
    .replace(/[*_]/g, '')
    .replace(/[:：]\s{0,3}$/, '')
    .replace(/[’]/g, "'")
    .replace(/\s{0,3}&\s{0,3}/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * `keepInline` names sections where 'Label: content' lines are content, not headings ('Tools:
 * React, Node' under a job, 'Languages: Python, Go' in a skills block).
 */
export function splitSections<K extends string>(
  text: string,
  headings: Record<K, string[]>,
  keepInline: K[] = [],
): Section<K>[] {
  const lookup = new Map<string, K>();
  for (const [kind, labels] of Object.entries(headings) as [K, string[]][]) {
    for (const label of labels) lookup.set(normalise(label), kind);
  }
  const sections: Section<K>[] = [{ kind: 'preamble', heading: null, lines: [] }];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\t/g, '  ').trimEnd();
    if (!line.trim()) continue;
    // headings are short: longer lines are content, and patterns only ever see a clipped head
    const trimmed = line.trim();
    const head = trimmed.length <= 80 ? trimmed : '';
    const whole = head ? lookup.get(normalise(head)) : undefined;
    if (whole && line.trim().length <= 60) {
      sections.push({ kind: whole, heading: line.trim(), lines: [] });
      continue;
    }
    // 'Skills: Python, SQL' — a heading with its content on the same line
    const inline = line
      .trimStart()
      .slice(0, 2000)
      .match(/^(?:#{1,6}\s{0,3})?([A-Za-z][A-Za-z '’&/]{2,40}?)\s{0,3}[:：]\s{1,3}(\S.*)$/);
    const inlineKind = inline ? lookup.get(normalise(inline[1]!)) : undefined;
    const current = sections.at(-1)!.kind;
    if (inline && inlineKind && !(keepInline as string[]).includes(current)) {
      sections.push({ kind: inlineKind, heading: inline[1]!.trim(), lines: [inline[2]!.trim()] });
      continue;
    }
    sections.at(-1)!.lines.push(line);
  }
  return sections.filter((s) => s.kind === 'preamble' || s.lines.length > 0 || s.heading);
}

export function linesOf<K extends string>(sections: Section<K>[], kind: K | 'preamble'): string[] {
  return sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
}

/**
 * Puts headings in capitals that text extraction glued to other text on their own lines: a
 * two-column PDF read row by row gives 'VICTORIA LANE PROFILE' or 'in a yearLANGUAGES'. Only
 * capitalised labels of six letters or more are split out, so ordinary words stay where they are.
 */
export function unglueHeadings(text: string, headings: Record<string, string[]>): string {
  const labels = Object.values(headings)
    .flat()
    .filter((l) => l.length >= 6 && /^[a-z ]+$/.test(l))
    .map((l) => l.toUpperCase().replace(/ /g, ' {1,2}'))
    .sort((a, b) => b.length - a.length);
  // fixed alternatives between letter guards: linear
  const glued = new RegExp(`(?<![A-Z])(${labels.join('|')})(?![A-Z])`, 'g');
  const whole = new Set(Object.values(headings).flat().map(normalise));
  return text
    .split('\n')
    .map((line) => {
      const t = line.trim();
      // 'EDUCATION & TRAINING' is one heading, not 'EDUCATION' glued to more
      if (!/[A-Z]{6}/.test(t) || (t.length <= 80 && whole.has(normalise(t)))) return line;
      const split = line.replace(glued, '\n$1\n');
      // a line that is only the heading stays as it is
      return split.split('\n').filter((p) => p.trim()).length > 1 ? split : line;
    })
    .join('\n');
}
