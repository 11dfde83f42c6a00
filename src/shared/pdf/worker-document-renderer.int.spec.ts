import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('lays out a 100,000-character word within the time limit, every character on the page', async () => {
    const documents = renderer({ size: 1, limits: { timeoutMs: 15_000 } });
    const word = 'a'.repeat(100_000);
    expect((await textOf(await documents.pdf(TEXT, word))).replace(/\s+/g, '')).toBe(word);
  });

  it('refuses a document that runs over the time limit, and the next one gets a fresh worker', async () => {
    // the clock starts once the worker has loaded pdfmake, so the fresh worker's start-up does not
    // count against the next document; the limit leaves a small document room on a busy machine
    // (half a second was not enough under load), while the busy one runs a minute
    const documents = renderer({ size: 1, limits: { timeoutMs: 5_000 } });
    expect(await limitOf(documents.pdf(BUSY, 60_000))).toBe('time');
    expect(await textOf(await documents.pdf(TEXT, 'Still here'))).toBe('Still here');
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
    const documents = renderer({ size: 1 });
    const outcome = (work: Promise<Uint8Array>) => work.then(String, (err: unknown) => err);
    const busy = outcome(documents.pdf(BUSY, 60_000));
    const queued = outcome(documents.pdf(TEXT, 'Waiting'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    await documents.close();
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await busy).toBeInstanceOf(RendererUnavailableError);
    expect(await queued).toBeInstanceOf(RendererUnavailableError);
    await expect(documents.pdf(TEXT, 'Later')).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });
});
