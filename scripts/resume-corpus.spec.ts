import { strFromU8, unzipSync } from 'fflate';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { UnpdfMammothTextExtractor } from '../src/modules/documents/adapters/unpdf-mammoth-text-extractor.ts';
import { generatedSet } from '../test/resume-corpus/generated-set.ts';
import { RENDERED_SET } from '../test/resume-corpus/rendered-set.ts';
import { datesOf } from '../test/resume-corpus/layout.ts';
import { renderDocx } from '../test/resume-corpus/render-docx.ts';
import { renderPdf } from '../test/resume-corpus/render-pdf.ts';
import type { RenderedResume, Template } from '../test/resume-corpus/truth.ts';

interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
  page: number;
}

/** Every text item of the PDF with its position (points from the bottom left) and page. */
async function items(bytes: Uint8Array): Promise<Item[]> {
  const pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0, disableFontFace: true });
  const out: Item[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      out.push({ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width, page: n });
    }
  }
  await pdf.loadingTask.destroy();
  return out;
}

function resume(pick: (t: Template) => boolean): RenderedResume {
  const found = RENDERED_SET.find((r) => pick(r.template));
  if (!found) throw new Error('no resume of the set uses this template');
  return found;
}

const itemWith = (all: Item[], text: string) => {
  const found = all.find((i) => i.str.includes(text));
  if (!found) throw new Error(`no text item with "${text}"`);
  return found;
};

describe('the resume set renderers', () => {
  it('a two-column PDF sets the experience and the side sections side by side', async () => {
    const r = resume((t) => t.layout === 'two-column');
    const all = await items(await renderPdf(r));
    const bullet = itemWith(all, r.truth.roles[0]!.bullets[0]!.slice(0, 20));
    const skill = all.find((i) => i.str.trim() === r.truth.skills[0]);
    if (!skill) throw new Error('the first skill is not a line of its own');
    expect(skill.x).toBeGreaterThan(bullet.x + 200);
    expect(skill.page).toBe(bullet.page);
    // both columns start near the top: they share the page's height, not one after the other
    const firstMain = all.filter((i) => i.x < skill.x - 50 && i.page === 1);
    const side = all.filter((i) => i.x >= skill.x - 5 && i.page === 1);
    expect(Math.max(...side.map((i) => i.y))).toBeGreaterThan(Math.min(...firstMain.map((i) => i.y)));
  });

  it('dates flush right sit on the title line, far to its right, ending at the margin', async () => {
    const r = resume(
      (t) => t.dates === 'right' && t.layout === 'one-column' && t.roleHeader === 'title-first',
    );
    const all = await items(await renderPdf(r));
    const role = r.truth.roles[0]!;
    const title = itemWith(all, role.title);
    const dates = itemWith(all, datesOf(role, r.template.dateSep));
    expect(Math.abs(dates.y - title.y)).toBeLessThan(1);
    expect(dates.x).toBeGreaterThan(title.x + title.width + 50);
    expect(dates.x + dates.width).toBeCloseTo(612 - 54, 0);
  });

  it('dates in a gutter come before the header on its line; dates below sit on a lower line', async () => {
    const left = resume((t) => t.dates === 'left' && t.layout === 'one-column');
    const leftItems = await items(await renderPdf(left));
    const leftRole = left.truth.roles[0]!;
    const gutter = itemWith(leftItems, datesOf(leftRole, left.template.dateSep));
    const header = itemWith(
      leftItems,
      left.template.roleHeader === 'company-first' ? leftRole.company : leftRole.title,
    );
    expect(Math.abs(gutter.y - header.y)).toBeLessThan(1);
    expect(gutter.x).toBeLessThan(header.x);

    const below = resume((t) => t.dates === 'below' && t.layout === 'one-column');
    const belowItems = await items(await renderPdf(below));
    const belowRole = below.truth.roles[0]!;
    const date = itemWith(belowItems, datesOf(belowRole, below.template.dateSep));
    expect(date.y).toBeLessThan(itemWith(belowItems, belowRole.title).y - 5);
  });

  it('a hyphenated word is split over two lines in the PDF text, and whole in the truth', async () => {
    const r = resume((t) => t.hyphenate !== undefined && t.layout === 'one-column');
    const { word, at, role, bullet } = r.template.hyphenate!;
    expect(r.truth.roles[role]!.bullets[bullet]).toContain(word);
    const bytes = await renderPdf(r);
    // the page ends one line with the word's head and a hyphen and starts the next with its tail
    const all = await items(bytes);
    const head = all.find((i) => i.str.trimEnd().endsWith(`${word.slice(0, at)}-`));
    expect(head).toBeDefined();
    const next = all[all.indexOf(head!) + 1]!;
    expect(next.str.trimStart().startsWith(word.slice(at))).toBe(true);
    expect(next.y).toBeLessThan(head!.y);
    // and reading the layout joins it again
    const { layout } = await new UnpdfMammothTextExtractor().extract(bytes, 'pdf');
    expect(layout).toContain(word);
  });

  it('a role broken by a page break continues on the next page', async () => {
    const r = resume((t) => t.pageBreak !== undefined);
    const { role, beforeBullet } = r.template.pageBreak!;
    const bullets = r.truth.roles[role]!.bullets;
    const all = await items(await renderPdf(r));
    const before = itemWith(all, bullets[beforeBullet - 1]!.slice(0, 24));
    const after = itemWith(all, bullets[beforeBullet]!.slice(0, 24));
    expect(after.page).toBe(before.page + 1);
    expect(itemWith(all, r.truth.roles[role]!.company).page).toBe(before.page);
  });

  it('a DOCX uses Word list numbering for its bullets, or types the glyphs when told', () => {
    const listed = resume((t) => t.bullet === '•' && !t.docxGlyphBullets && t.layout === 'one-column');
    const parts = unzipSync(renderDocx(listed));
    const document = strFromU8(parts['word/document.xml']!);
    const bullets = listed.truth.roles.reduce((n, r) => n + r.bullets.length, 0);
    expect(document.match(/<w:numPr>/g)?.length).toBeGreaterThanOrEqual(bullets);
    expect(strFromU8(parts['word/numbering.xml']!)).toMatch(/<w:numFmt w:val="bullet"\/>/);
    expect(document).not.toContain('•');

    const typed = resume((t) => t.docxGlyphBullets === true);
    const typedDocument = strFromU8(unzipSync(renderDocx(typed))['word/document.xml']!);
    expect(typedDocument).toContain(`${typed.template.bullet}\t${typed.truth.roles[0]!.bullets[0]}`);
    expect(typedDocument).not.toContain('<w:numPr>');
  });

  it('DOCX templates use heading styles, underlined runs, tables and a two-column section', () => {
    const xml = (pick: (t: Template) => boolean) =>
      strFromU8(unzipSync(renderDocx(resume(pick)))['word/document.xml']!);
    expect(xml((t) => t.headings === 'caps')).toMatch(
      /<w:pStyle w:val="Heading2"\/><\/w:pPr><w:r><w:t xml:space="preserve">[A-Z ]+</,
    );
    expect(xml((t) => t.headings === 'large')).toContain('<w:pStyle w:val="Heading1"/>');
    expect(xml((t) => t.headings === 'underlined')).toContain('<w:u w:val="single"/>');
    expect(xml((t) => t.layout === 'table')).toContain('<w:tbl>');
    expect(xml((t) => t.layout === 'sidebar')).toContain('<w:tbl>');
    expect(xml((t) => t.layout === 'two-column')).toMatch(/<w:cols w:num="2"/);
    expect(xml((t) => t.dates === 'right' && t.layout === 'one-column')).toMatch(
      /<w:tab w:val="right" w:pos="\d+"\/>/,
    );
  });
});

describe('the generated resume set', () => {
  it('is the same on every run, with distinct ids and every template choice in use', () => {
    const first = generatedSet();
    expect(generatedSet()).toEqual(first);
    expect(new Set(first.map((r) => r.truth.id)).size).toBe(first.length);
    for (const key of ['layout', 'roleHeader', 'dates', 'headings', 'bullet', 'dateSep'] as const) {
      const used = new Set(first.map((r) => r.template[key]));
      expect(used.size, key).toBeGreaterThan(2);
    }
    expect(new Set(first.map((r) => r.truth.profession)).size).toBeGreaterThanOrEqual(10);
  });

  it('prints what its truth says: every employer and date range is in the PDF text', async () => {
    const [sample] = generatedSet(1, 7);
    const { text } = await new UnpdfMammothTextExtractor().extract(await renderPdf(sample!), 'pdf');
    const flat = text.replace(/\s+/g, ' ');
    for (const role of sample!.truth.roles) {
      expect(flat).toContain(role.company);
      expect(flat).toContain(role.start);
    }
  });
});
