import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { describe, expect, it } from 'vitest';
import { textPdf } from '../../../../test/support/document-fixtures.ts';
import {
  BULLETS,
  mainColumn,
  renderPdf,
  sidebar,
  sidebarResume,
} from '../../../../test/support/resume-layout-pdf.ts';
import { twoColumnPdf } from '../../../../test/support/two-column-pdf.ts';
import { UnpdfMammothTextExtractor } from './unpdf-mammoth-text-extractor.ts';

const extractor = new UnpdfMammothTextExtractor();
/** Bullets enough to run onto a second A4 page. */
const COUNT = 48;
const layoutOf = async (pdf: Uint8Array) => (await extractor.extract(pdf, 'pdf')).layout;

const SIDE_LINES = [
  '**CONTACT**',
  'ada@example.com',
  '+44 20 7946 0000',
  '**SKILLS**',
  'TypeScript',
  'PostgreSQL',
  'Kafka',
  '**EDUCATION**',
  'BSc Mathematics',
  'University of London',
].join('\n');

const ACME = ['**Senior Engineer, Acme**\tJan 2020 – Present', ...BULLETS.map((b) => `- ${b}`)].join('\n');

describe('layout text of real PDFs', () => {
  it('reads a left sidebar whole, then the main column: bold headings, dates flush right, wrapped bullets', async () => {
    const layout = await layoutOf(await renderPdf(sidebarResume('left')));
    expect(layout.startsWith(`# **Ada Lovelace**\n\n${SIDE_LINES}\n\n**EXPERIENCE**`)).toBe(true);
    expect(layout).toContain(ACME);
    expect(layout).toContain(
      '**Engineer, Initech**\tMar 2016 – Dec 2019\n- Wrote the reporting service used by every team',
    );
  });

  it('reads a right sidebar after the main column', async () => {
    const layout = await layoutOf(await renderPdf(sidebarResume('right')));
    expect(layout).toContain(ACME);
    expect(layout.endsWith(`- Wrote the reporting service used by every team\n\n${SIDE_LINES}`)).toBe(true);
  });

  it('reads two equal columns one after the other', async () => {
    const definition: TDocumentDefinitions = {
      defaultStyle: { fontSize: 10 },
      content: [{ columns: [{ stack: mainColumn() }, { stack: sidebar() }], columnGap: 20 }],
    };
    const layout = await layoutOf(await renderPdf(definition));
    const [left, right] = [layout.indexOf('**EXPERIENCE**'), layout.indexOf('**CONTACT**')];
    expect(left).toBe(0);
    expect(layout.slice(right)).toBe(SIDE_LINES);
    expect(layout).toContain('- Led a team of five engineers through the migration to event sourcing');
  });

  it('follows a role onto page 2 and drops the running header and page numbers', async () => {
    const many = Array.from(
      { length: COUNT },
      (_, i) => `Achievement ${i + 1}: ${BULLETS[i % BULLETS.length]}`,
    );
    const definition: TDocumentDefinitions = {
      defaultStyle: { fontSize: 10 },
      header: { text: 'Ada Lovelace · Resume', margin: [40, 15, 40, 0] },
      footer: (page, pages) => ({ text: `Page ${page} of ${pages}`, alignment: 'center' }),
      content: [
        { text: 'Ada Lovelace', fontSize: 22, bold: true },
        { text: 'Senior Engineer, Acme', bold: true, margin: [0, 10, 0, 2] },
        { ul: many },
        { text: 'EDUCATION', bold: true, fontSize: 14, margin: [0, 10, 0, 2] },
        'BSc Mathematics',
      ],
    };
    const pdf = await renderPdf(definition);
    const layout = await layoutOf(pdf);
    expect(layout).toMatch(/^Ada Lovelace · Resume\n\n# \*\*Ada Lovelace\*\*\n/);
    expect((await extractor.extract(pdf, 'pdf')).text).toContain(`• Achievement ${COUNT}`);
    expect(layout).not.toMatch(/Page \d of/);
    expect(layout.match(/Ada Lovelace · Resume/g)).toHaveLength(1);
    for (let i = 1; i <= COUNT; i++) expect(layout).toContain(`- Achievement ${i}: `);
    expect(layout).toContain('\n\n# **EDUCATION**\nBSc Mathematics');
    // every bullet whole on one line, across the page break too
    expect(layout.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(COUNT);
  });

  it('joins a word hyphenated at a line break, and reads a standard bold face as bold', async () => {
    const hyphenated = textPdf([
      'Designed and built the billing service for payments. Devel-',
      'oping it took a year.',
    ]);
    expect(await layoutOf(hyphenated)).toBe(
      'Designed and built the billing service for payments. Developing it took a year.',
    );
    const twoColumns = twoColumnPdf({
      left: ['ADA LOVELACE', 'ada@example.com', '', 'SKILLS', 'TypeScript', 'Kafka'],
      right: ['EXPERIENCE', 'Senior Engineer at Acme', '• Built the billing service', '• Led a team of five'],
    });
    expect(await layoutOf(twoColumns)).toBe(
      [
        '# **ADA LOVELACE**',
        'ada@example.com',
        '# **SKILLS**',
        'TypeScript',
        'Kafka',
        '',
        '# **EXPERIENCE**',
        'Senior Engineer at Acme',
        '- Built the billing service',
        '- Led a team of five',
      ].join('\n'),
    );
  });
});
