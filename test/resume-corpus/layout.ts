import type { RoleTruth, SectionName, Template, RenderedResume } from './truth.ts';

/**
 * A rendered resume as blocks both writers understand (render-pdf.ts, render-docx.ts): the
 * template decides the blocks once, so the PDF and the DOCX of a resume say the same thing.
 */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  /** Font size in points; the body text is 10. */
  size?: number;
  grey?: boolean;
}

export type Block =
  | { kind: 'para'; runs: Run[]; role?: 'name' }
  | { kind: 'heading'; text: string; style: Template['headings'] }
  | {
      kind: 'bullet';
      glyph: Template['bullet'];
      text: string;
      /** Break this word with a hyphen at a line end (PDF only: a word processor hyphenates as it lays out). */
      hyphen?: { word: string; at: number };
      /** Type the glyph into the text (DOCX) instead of making a Word list item. */
      literal?: boolean;
    }
  /** Text on the left and text flush right on the same line (a title and its dates). */
  | { kind: 'split'; left: Run[]; right: Run[] }
  /** A narrow gutter (dates) beside the blocks it belongs to. */
  | { kind: 'gutter'; gutter: Run[]; body: Block[] }
  | { kind: 'table'; widths: number[]; rows: Block[][][] }
  /** Two columns: `flow` is a two-column page, `sidebar` a narrow side column beside the main one. */
  | { kind: 'columns'; mode: 'flow' | 'sidebar'; left: Block[]; right: Block[]; leftShare: number }
  | { kind: 'pageBreak' }
  | { kind: 'gap' };

/** Text width of a letter page with the writers' margins, in points. */
export const CONTENT_WIDTH = 612 - 2 * 54;

const LABELS: Record<SectionName, string> = {
  summary: 'Summary',
  experience: 'Experience',
  projects: 'Projects',
  education: 'Education',
  skills: 'Skills',
  certifications: 'Certifications',
};

export function datesOf(role: Pick<RoleTruth, 'start' | 'end'>, sep: string): string {
  return role.end ? `${role.start}${sep}${role.end}` : role.start;
}

function heading(template: Template, section: SectionName): Block {
  const text = template.labels?.[section] ?? LABELS[section];
  return { kind: 'heading', text, style: template.headings };
}

/** The header lines of a role, without its dates. */
function roleHeader(role: RoleTruth, template: Template): Run[][] {
  const where = role.location ? `, ${role.location}` : '';
  if (template.roleHeader === 'title-first')
    return [[{ text: role.title, bold: true }], [{ text: `${role.company}${where}`, italic: true }]];
  if (template.roleHeader === 'company-first')
    return [
      [{ text: role.company, bold: true }, ...(role.location ? [{ text: ` — ${role.location}` }] : [])],
      [{ text: role.title, italic: true }],
    ];
  const parts = [role.company, role.location].filter(Boolean).join(' | ');
  return [[{ text: role.title, bold: true }, { text: ` | ${parts}` }]];
}

function roleBlocks(resume: RenderedResume, index: number): Block[] {
  const { template } = resume;
  const role = resume.truth.roles[index]!;
  const dates: Run[] = [{ text: datesOf(role, template.dateSep), grey: template.dates === 'below' }];
  const [first, ...rest] = roleHeader(role, template);
  const blocks: Block[] = [];
  const inTable = template.layout === 'table';
  if (inTable) {
    // a borderless table row per role header, as word-processor templates build them
    const header: Block[] = [first!, ...rest].map((runs) => ({ kind: 'para', runs }));
    if (template.dates === 'below') header.push({ kind: 'para', runs: dates });
    const datesCell: Block[] = template.dates === 'below' ? [] : [{ kind: 'para', runs: dates }];
    const row = template.dates === 'left' ? [datesCell, header] : [header, datesCell];
    blocks.push({
      kind: 'table',
      widths: template.dates === 'left' ? [0.22, 0.78] : [0.72, 0.28],
      rows: [row],
    });
  } else {
    if (template.dates === 'right') blocks.push({ kind: 'split', left: first!, right: dates });
    else blocks.push({ kind: 'para', runs: first! });
    for (const runs of rest) blocks.push({ kind: 'para', runs });
    if (template.dates === 'below') blocks.push({ kind: 'para', runs: dates });
  }
  const asParagraph = template.paragraphs?.includes(index);
  role.bullets.forEach((text, b) => {
    if (template.pageBreak?.role === index && template.pageBreak.beforeBullet === b)
      blocks.push({ kind: 'pageBreak' });
    if (asParagraph || template.bullet === 'none') {
      blocks.push({ kind: 'para', runs: [{ text }] });
      return;
    }
    const hyphen =
      template.hyphenate?.role === index && template.hyphenate.bullet === b ? template.hyphenate : undefined;
    blocks.push({
      kind: 'bullet',
      glyph: template.bullet,
      text,
      ...(hyphen ? { hyphen: { word: hyphen.word, at: hyphen.at } } : {}),
      ...(template.docxGlyphBullets ? { literal: true } : {}),
    });
  });
  if (!inTable && template.dates === 'left') {
    const [head, ...body] = blocks;
    const headRuns = head!.kind === 'para' ? head!.runs : [];
    return [{ kind: 'gutter', gutter: dates, body: [{ kind: 'para', runs: headRuns }, ...body] }];
  }
  return blocks;
}

function contactBlocks(resume: RenderedResume): Block[] {
  const { truth, template } = resume;
  const items = [truth.email, truth.phone, truth.location, ...truth.links].filter((x): x is string =>
    Boolean(x),
  );
  if (template.contact === 'line') return [{ kind: 'para', runs: [{ text: items.join(' | '), size: 9 }] }];
  return items.map((text) => ({ kind: 'para', runs: [{ text, size: 9 }] }));
}

function nameBlocks(resume: RenderedResume): Block[] {
  const { truth } = resume;
  const blocks: Block[] = [
    { kind: 'para', role: 'name', runs: [{ text: truth.name, bold: true, size: 20 }] },
  ];
  if (truth.headline) blocks.push({ kind: 'para', runs: [{ text: truth.headline, size: 12, grey: true }] });
  return blocks;
}

function degreeLine(degree: string, field: string | undefined): string {
  if (!field) return degree;
  // an abbreviated degree is followed by a comma ('B.S., Chemistry'), a spelled-out one by 'in'
  return /[.]|^[A-Z]{2,5}$/.test(degree) ? `${degree}, ${field}` : `${degree} in ${field}`;
}

function sectionBlocks(resume: RenderedResume, section: SectionName, narrow: boolean): Block[] {
  const { truth, template } = resume;
  const glyph = template.bullet === 'none' ? '•' : template.bullet;
  switch (section) {
    case 'summary': {
      if (!truth.summary) return [];
      const text: Block = { kind: 'para', runs: [{ text: truth.summary }] };
      return template.summaryWithoutHeading ? [text] : [heading(template, section), text];
    }
    case 'experience':
      return [heading(template, section), ...truth.roles.flatMap((_, i) => [...roleBlocks(resume, i), gap])];
    case 'projects':
      if (!truth.projects?.length) return [];
      return [
        heading(template, section),
        ...truth.projects.flatMap((p): Block[] => [
          { kind: 'para', runs: [{ text: p.name, bold: true }] },
          ...p.bullets.map((text): Block => ({ kind: 'bullet', glyph, text })),
        ]),
      ];
    case 'education':
      return [
        heading(template, section),
        ...truth.education.flatMap((e): Block[] => {
          const degree: Block = { kind: 'para', runs: [{ text: degreeLine(e.degree, e.field) }] };
          if (narrow || !e.graduation)
            return [
              { kind: 'para', runs: [{ text: e.school, bold: true }] },
              degree,
              ...(e.graduation ? [{ kind: 'para', runs: [{ text: e.graduation }] } as Block] : []),
            ];
          if (template.layout === 'table')
            return [
              {
                kind: 'table',
                widths: [0.75, 0.25],
                rows: [
                  [
                    [{ kind: 'para', runs: [{ text: e.school, bold: true }] }, degree],
                    [{ kind: 'para', runs: [{ text: e.graduation }] }],
                  ],
                ],
              },
            ];
          return [
            { kind: 'split', left: [{ text: e.school, bold: true }], right: [{ text: e.graduation }] },
            degree,
          ];
        }),
      ];
    case 'skills': {
      if (truth.skills.length === 0) return [];
      if (narrow)
        return [
          heading(template, section),
          ...truth.skills.map((text): Block => ({ kind: 'para', runs: [{ text }] })),
        ];
      if (template.layout === 'table') {
        const rows: Block[][][] = [];
        for (let i = 0; i < truth.skills.length; i += 3)
          rows.push(
            [0, 1, 2].map((k) => {
              const skill = truth.skills[i + k];
              return skill ? [{ kind: 'para', runs: [{ text: skill }] }] : [];
            }),
          );
        return [heading(template, section), { kind: 'table', widths: [1 / 3, 1 / 3, 1 / 3], rows }];
      }
      return [heading(template, section), { kind: 'para', runs: [{ text: truth.skills.join(', ') }] }];
    }
    case 'certifications':
      if (truth.certifications.length === 0) return [];
      return [
        heading(template, section),
        ...truth.certifications.map((text): Block => ({ kind: 'para', runs: [{ text }] })),
      ];
  }
}

const gap: Block = { kind: 'gap' };

const MAIN: SectionName[] = ['summary', 'experience', 'projects'];
const SIDE: SectionName[] = ['skills', 'education', 'certifications'];

/** The blocks of a rendered resume, laid out by its template. */
export function layOut(resume: RenderedResume): Block[] {
  const { template } = resume;
  const sections = (names: SectionName[], narrow: boolean) =>
    names.flatMap((name) => {
      const blocks = sectionBlocks(resume, name, narrow);
      return blocks.length > 0 ? [...blocks, gap] : [];
    });
  if (template.layout === 'sidebar') {
    const side = [...contactBlocks(resume), gap, ...sections(SIDE, true)];
    const main = [...nameBlocks(resume), gap, ...sections(MAIN, false)];
    return [{ kind: 'columns', mode: 'sidebar', left: side, right: main, leftShare: 0.3 }];
  }
  const header = [...nameBlocks(resume), ...contactBlocks(resume), gap];
  if (template.layout === 'two-column')
    return [
      ...header,
      {
        kind: 'columns',
        mode: 'flow',
        left: sections(MAIN, false),
        right: sections(SIDE, true),
        leftShare: 0.62,
      },
    ];
  const order = template.order ?? [...MAIN, ...SIDE];
  return [...header, ...sections(order, false)];
}
