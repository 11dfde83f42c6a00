import { afterEach, describe, expect, it, vi } from 'vitest';
import { docx, pdfBomb, textPdf } from '../../../../test/support/document-fixtures.ts';
import { DocumentTooComplexError, ReaderUnavailableError } from '../domain/documents.errors.ts';
import { WorkerTextExtractor, type WorkerTextExtractorOptions } from './worker-text-extractor.ts';

const open: WorkerTextExtractor[] = [];
function extractor(options: WorkerTextExtractorOptions = {}): WorkerTextExtractor {
  const made = new WorkerTextExtractor(options);
  open.push(made);
  return made;
}

async function limitOf(work: Promise<unknown>): Promise<string> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof DocumentTooComplexError)) throw new Error(`expected a refusal, got ${String(err)}`);
  return err.limit;
}

/** A PDF whose pages each make the reader parse megabytes of operators that draw nothing. */
const slowPdf = () => pdfBomb({ pages: 50, megabytes: 4, drawsText: false });
/** As slowPdf, with pages enough to keep the reader busy for minutes (up to 1,000 pages read). */
const minutesPdf = () => pdfBomb({ pages: 1_000, megabytes: 4, drawsText: false });

describe('WorkerTextExtractor', () => {
  afterEach(async () => {
    await Promise.all(open.splice(0).map((e) => e.close()));
  });

  it('reads PDF and DOCX text and layout in a worker, reusing it', async () => {
    const reader = extractor({ size: 1 });
    expect(await reader.extract(textPdf(['Ada Lovelace', 'Engineer']), 'pdf')).toEqual({
      text: 'Ada Lovelace\nEngineer',
      layout: 'Ada Lovelace\nEngineer',
    });
    expect(await reader.extract(docx(['• Backend Engineer']), 'docx')).toEqual({
      text: '• Backend Engineer',
      layout: '- Backend Engineer',
    });
  });

  it('refuses a file that runs over the time limit, and the next file gets a fresh worker', async () => {
    // the limit is a timer of the server's: a fake clock runs it past the limit while the worker reads
    // a file that would take minutes, and stands still while the other files are read, so the outcome
    // is the same on a fast machine and on a slow or busy one
    const reader = extractor({ size: 1, limits: { timeoutMs: 1000, maxPdfPages: 1_000 } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      expect((await reader.extract(textPdf(['Warm']), 'pdf')).text).toBe('Warm');
      const slow = limitOf(reader.extract(minutesPdf(), 'pdf'));
      await vi.advanceTimersByTimeAsync(1000);
      expect(await slow).toBe('time');
      expect((await reader.extract(textPdf(['Still reading']), 'pdf')).text).toBe('Still reading');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a file with more text than allowed', async () => {
    const reader = extractor({ limits: { maxChars: 20 } });
    expect(await limitOf(reader.extract(textPdf(['A line well over twenty characters']), 'pdf'))).toBe(
      'characters',
    );
    expect(await limitOf(reader.extract(docx(['A paragraph well over twenty characters']), 'docx'))).toBe(
      'characters',
    );
  });

  it('refuses a file when the reader runs out of its heap', async () => {
    // no time limit to reach first, however slowly the machine reads
    const reader = extractor({
      limits: { maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 1, timeoutMs: 3_600_000 },
    });
    expect(await limitOf(reader.extract(slowPdf(), 'pdf'))).toBe('memory');
  });

  it('close() stops a busy worker at once and refuses what comes after', async () => {
    // a file that keeps the reader busy for minutes, with no time limit to stop it first: close()
    // returns within the test's time only by stopping the worker, however busy the machine is
    const reader = extractor({ size: 1, limits: { timeoutMs: 3_600_000, maxPdfPages: 1_000 } });
    // a warm worker takes the file at once, so close() meets it reading rather than starting up
    expect((await reader.extract(textPdf(['Warm']), 'pdf')).text).toBe('Warm');
    const outcome = (work: Promise<unknown>) => work.then(String, (err: unknown) => err);
    const busy = outcome(reader.extract(minutesPdf(), 'pdf'));
    const queued = outcome(reader.extract(textPdf(['Waiting']), 'pdf'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await reader.close();
    expect(await busy).toBeInstanceOf(ReaderUnavailableError);
    expect(await queued).toBeInstanceOf(ReaderUnavailableError);
    await expect(reader.extract(textPdf(['Later']), 'pdf')).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
  });
});
