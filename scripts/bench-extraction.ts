/**
 * `node scripts/bench-extraction.ts`: times layout-aware text extraction of a two-page resume PDF
 * (a side column, bold headings, dates flush right, wrapped bullets; rendered with pdfmake) and
 * of a DOCX in the extraction worker, as uploads use it: p50 and p95 over BENCH_RUNS files after
 * a warm-up, one file at a time. The budget is a p95 under 150 ms for the PDF.
 */
import type { Content } from 'pdfmake/interfaces.js';
import { WorkerTextExtractor } from '../src/modules/documents/adapters/worker-text-extractor.ts';
import { docx } from '../test/support/document-fixtures.ts';
import { BULLETS, mainColumn, renderPdf, sidebar } from '../test/support/resume-layout-pdf.ts';

const runs = Number(process.env.BENCH_RUNS ?? 40);
const BUDGET_P95_MS = 150;

const roles: Content[] = Array.from({ length: 12 }, (_, i) => [
  { text: `Engineer ${i + 1}, Company ${i + 1}`, bold: true, margin: [0, 8, 0, 2] },
  { ul: BULLETS.map((b) => `${b} (${i + 1})`) },
]);
const pdf = await renderPdf({
  defaultStyle: { fontSize: 10 },
  footer: (page, pages) => ({ text: `Page ${page} of ${pages}`, alignment: 'center' }),
  content: [
    { text: 'Ada Lovelace', fontSize: 22, bold: true, margin: [0, 0, 0, 10] },
    {
      columns: [
        { width: 140, stack: sidebar() },
        { width: '*', stack: mainColumn(roles) },
      ],
      columnGap: 24,
    },
  ],
});
const word = docx(Array.from({ length: 80 }, (_, i) => `• ${BULLETS[i % BULLETS.length]}`));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function measure(extractor: WorkerTextExtractor, bytes: Uint8Array, type: 'pdf' | 'docx') {
  for (let i = 0; i < 5; i++) await extractor.extract(bytes, type);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await extractor.extract(bytes, type);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: Math.round(percentile(times, 0.5)), p95: Math.round(percentile(times, 0.95)) };
}

const extractor = new WorkerTextExtractor({ size: 1 });
try {
  const sample = await extractor.extract(pdf, 'pdf');
  const pdfTimes = await measure(extractor, pdf, 'pdf');
  const docxTimes = await measure(extractor, word, 'docx');
  console.log(
    JSON.stringify(
      {
        pdf: {
          bytes: pdf.byteLength,
          layoutChars: sample.layout.length,
          ...pdfTimes,
          budgetP95Ms: BUDGET_P95_MS,
        },
        docx: { bytes: word.byteLength, ...docxTimes },
        withinBudget: pdfTimes.p95 < BUDGET_P95_MS,
      },
      null,
      2,
    ),
  );
  if (process.env.BENCH_SHOW) console.log(sample.layout);
} finally {
  await extractor.close();
}
