import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeGrowth, growthOf } from '../../../test/support/growth.ts';
import {
  brokenLayout,
  busyLayout,
  hungryLayout,
  textFile,
  textLayout,
} from '../../../test/support/document-layouts.ts';
import { documentMaker, DocumentTooComplexError, RendererUnavailableError } from './document-renderer.ts';
import { WorkerDocumentRenderer, type WorkerDocumentRendererOptions } from './worker-document-renderer.ts';

const LAYOUTS = new URL('../../../test/support/document-layouts.ts', import.meta.url).href;
const TEXT = documentMaker(LAYOUTS, textLayout);
const BUSY = documentMaker(LAYOUTS, busyLayout);
const HUNGRY = documentMaker(LAYOUTS, hungryLayout);
const BROKEN = documentMaker(LAYOUTS, brokenLayout);
const FILE = documentMaker(LAYOUTS, textFile);

/** Linear work grows about four times on four times the input; a rescan per character sixteen. */
const MAX_GROWTH = 10;

const open: WorkerDocumentRenderer[] = [];
function renderer(options: WorkerDocumentRendererOptions = {}): WorkerDocumentRenderer {
  const made = new WorkerDocumentRenderer(options);
  open.push(made);
  return made;
}

async function textOf(pdf: Uint8Array): Promise<string> {
  return (await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true })).text;
}

async function limitOf(work: Promise<unknown>): Promise<string> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof DocumentTooComplexError)) throw new Error(`expected a refusal, got ${String(err)}`);
  return err.limit;
}

describe('WorkerDocumentRenderer', () => {
  afterEach(async () => {
    await Promise.all(open.splice(0).map((r) => r.close()));
  });

  it('lays out PDFs and writes files in a worker, reusing it', async () => {
    const documents = renderer({ size: 1 });
    expect(await textOf(await documents.pdf(TEXT, 'Ada Lovelace'))).toBe('Ada Lovelace');
    expect(new TextDecoder().decode(await documents.file(FILE, 'plain'))).toBe('plain');
    expect(await textOf(await documents.pdf(TEXT, 'Again'))).toBe('Again');
  });

  // one long word once held the renderer for minutes: laying out a word four times as long must
  // cost about four times as much (a rescan per character would cost sixteen), compared in the same
  // run by CPU time (test/support/growth.ts), so a slow or busy machine does not change the verdict
  it('lays out a 100,000-character word in linear time, every character on the page', async () => {
    const documents = renderer({ size: 1, limits: { timeoutMs: 3_600_000 } });
    expect(await textOf(await documents.pdf(TEXT, 'Warm'))).toBe('Warm');
    const laidOut = new Map<string, Uint8Array>();
    const layOut = async (word: string) => {
      laidOut.set(word, await documents.pdf(TEXT, word));
    };
    const word = 'a'.repeat(100_000);
    const growth = await growthOf(layOut, word.slice(0, 25_000), word, MAX_GROWTH);
    expect(growth.ratio, describeGrowth(growth)).toBeLessThan(MAX_GROWTH);
    expect((await textOf(laidOut.get(word)!)).replace(/\s+/g, '')).toBe(word);
    // generous: the word is laid out several times over, which on a busy machine takes minutes
  }, 300_000);

  it('refuses a document that runs over the time limit, and the next one gets a fresh worker', async () => {
    // the limit is a timer of the server's: a fake clock runs it past the limit while the worker lays
    // out a document that would take an hour, and stands still while the others are laid out, so
    // the outcome is the same on a fast machine and on a slow or busy one
    const documents = renderer({ size: 1, limits: { timeoutMs: 5_000 } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      expect(await textOf(await documents.pdf(TEXT, 'Warm'))).toBe('Warm');
      const busy = limitOf(documents.pdf(BUSY, 3_600_000));
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await busy).toBe('time');
      expect(await textOf(await documents.pdf(TEXT, 'Still here'))).toBe('Still here');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a document when the worker runs out of its heap', async () => {
    const documents = renderer({ limits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 } });
    expect(await limitOf(documents.pdf(HUNGRY, undefined))).toBe('memory');
    expect(await textOf(await documents.pdf(TEXT, 'Recovered'))).toBe('Recovered');
  });

  it('answers a failing layout as an error, and goes on', async () => {
    const documents = renderer({ size: 1 });
    await expect(documents.pdf(BROKEN, undefined)).rejects.toThrow(/this layout is broken/);
    expect(await textOf(await documents.pdf(TEXT, 'Next'))).toBe('Next');
  });

  it('close() stops a busy worker at once and refuses what comes after', async () => {
    // a document that keeps the worker busy for an hour, with no time limit to stop it first:
    // close() returns within the test's time only by stopping the worker, however busy the machine is
    const documents = renderer({ size: 1, limits: { timeoutMs: 7_200_000 } });
    // a warm worker takes the document at once, so close() meets it laying out rather than starting up
    expect(await textOf(await documents.pdf(TEXT, 'Warm'))).toBe('Warm');
    const outcome = (work: Promise<Uint8Array>) => work.then(String, (err: unknown) => err);
    const busy = outcome(documents.pdf(BUSY, 3_600_000));
    const queued = outcome(documents.pdf(TEXT, 'Waiting'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await documents.close();
    expect(await busy).toBeInstanceOf(RendererUnavailableError);
    expect(await queued).toBeInstanceOf(RendererUnavailableError);
    await expect(documents.pdf(TEXT, 'Later')).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });
});
