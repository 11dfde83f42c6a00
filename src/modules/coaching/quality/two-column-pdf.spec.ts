import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { resumeColumns, twoColumnLines, twoColumnPdf } from '../../../../test/support/two-column-pdf.ts';
import { professionSet } from './labelled-set.ts';

interface Item {
  str: string;
  x: number;
  y: number;
}

/** The page's text as the upload extractor reads it (unpdf, items joined, hasEOL as newlines). */
async function extract(bytes: Uint8Array): Promise<{ text: string; items: Item[] }> {
  const pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0, disableFontFace: true });
  try {
    const page = await pdf.getPage(1);
    const content = await page.getTextContent();
    const items: Item[] = [];
    let text = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str + (item.hasEOL ? '\n' : '');
      if (item.str.trim()) items.push({ str: item.str, x: item.transform[4], y: item.transform[5] });
    }
    return { text, items };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const set = professionSet();
const twoColumn = set.manifest.resumes.filter((r) => r.twoColumn).map((r) => r.name);

describe('two-column resume PDFs', () => {
  it.each(twoColumn)('%s: every line of the resume comes out of the PDF', async (name) => {
    const source = set.resumeTexts[name]!;
    const { text, items } = await extract(twoColumnPdf(resumeColumns(source)));
    for (const line of source.split('\n').filter((l) => l.trim()))
      expect(flat(text), `${name}: "${line}"`).toContain(flat(line));
    // side by side: two x positions, and the columns share the page's height
    const left = items.filter((i) => i.x < 200);
    const right = items.filter((i) => i.x >= 200);
    expect(left.length).toBeGreaterThan(5);
    expect(right.length).toBeGreaterThan(5);
    expect(Math.max(...right.map((i) => i.y))).toBeGreaterThan(Math.min(...left.map((i) => i.y)));
  });

  it('puts contact, skills and education on the left and summary and experience on the right', () => {
    const columns = resumeColumns(set.resumeTexts['product-designer']!);
    expect(columns.left[0]).toBe('FLORENCE ADEYEMI');
    expect(columns.left).toEqual(
      expect.arrayContaining([
        'CONTACT',
        'TOOLS',
        'EDUCATION',
        'Figma, FigJam, Maze, Lookback, Principle, Adobe Illustrator, Webflow, HTML/CSS (basic)',
      ]),
    );
    expect(columns.right[0]).toBe('ABOUT');
    expect(columns.right).toContain('EXPERIENCE');
    expect(columns.left).not.toContain('EXPERIENCE');
  });

  it('written row by row across the page, the columns come out interleaved, each line whole', async () => {
    const columns = resumeColumns(set.resumeTexts['hotel-front-office-manager']!);
    const { text } = await extract(twoColumnPdf(columns, { order: 'rows' }));
    const lines = twoColumnLines(columns);
    for (const line of [...lines.left, ...lines.right]) expect(text, line).toContain(line.trim());
    // right-column headings are read before the left-column lines lower on the page
    const readFirst = (a: string, b: string, within: string) => within.indexOf(a) < within.indexOf(b);
    expect(readFirst('PROFILE', 'Savannah, GA', text)).toBe(true);
    expect(readFirst('EXPERIENCE', 'SYSTEMS', text)).toBe(true);
    const inColumns = (await extract(twoColumnPdf(columns))).text;
    expect(readFirst('Savannah, GA', 'PROFILE', inColumns)).toBe(true);
    expect(readFirst('SYSTEMS', 'EXPERIENCE', inColumns)).toBe(true);
  });
});
