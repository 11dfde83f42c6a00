import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { pdfmake } from '../../src/shared/pdf/pdfmake.ts';

/**
 * Resume PDFs laid out by pdfmake, the way resume builders lay them out: a name set large, bold
 * section headings, a title with its dates flush right, bulleted achievements that wrap, and a
 * side column beside the main one. For reading real pdf.js output back as layout text.
 */

/** The side column's content, made afresh each time: pdfmake rewrites the content it lays out. */
export const sidebar = (): Content[] => [
  { text: 'CONTACT', bold: true, fontSize: 11, margin: [0, 0, 0, 4] },
  'ada@example.com',
  '+44 20 7946 0000',
  { text: 'SKILLS', bold: true, fontSize: 11, margin: [0, 10, 0, 4] },
  'TypeScript',
  'PostgreSQL',
  'Kafka',
  { text: 'EDUCATION', bold: true, fontSize: 11, margin: [0, 10, 0, 4] },
  'BSc Mathematics',
  'University of London',
];

const role = (title: string, dates: string, bullets: string[]): Content[] => [
  {
    columns: [
      { text: title, bold: true, width: '*' },
      { text: dates, alignment: 'right', width: 'auto' },
    ],
    margin: [0, 8, 0, 2],
  },
  { ul: [...bullets] },
];

export const BULLETS = [
  'Designed and built the billing service that handles every payment of the company across three regions and two currencies',
  'Led a team of five engineers through the migration to event sourcing',
  'Cut the p99 latency of the search API from 900 ms to 120 ms by caching query plans and trimming payloads',
];

export function mainColumn(extra: Content[] = []): Content[] {
  return [
    { text: 'EXPERIENCE', bold: true, fontSize: 11, margin: [0, 0, 0, 2] },
    ...role('Senior Engineer, Acme', 'Jan 2020 – Present', BULLETS),
    ...role('Engineer, Initech', 'Mar 2016 – Dec 2019', ['Wrote the reporting service used by every team']),
    ...extra,
  ];
}

/** Renders a definition with the product's pdfmake set-up. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Uint8Array> {
  return new Uint8Array(await pdfmake.createPdf(definition).getBuffer());
}

/** A one-page resume: the name across the top, then a side column beside the main one. */
export function sidebarResume(where: 'left' | 'right'): TDocumentDefinitions {
  const side = { width: 140, stack: sidebar() };
  const main = { width: '*', stack: mainColumn() };
  return {
    defaultStyle: { fontSize: 10 },
    content: [
      { text: 'Ada Lovelace', fontSize: 22, bold: true, margin: [0, 0, 0, 10] },
      { columns: where === 'left' ? [side, main] : [main, side], columnGap: 24 },
    ],
  };
}
