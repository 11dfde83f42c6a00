import { describe, expect, it } from 'vitest';
import { documentsFakes } from '../../../../test/support/documents-fakes.ts';
import type { FileType, StoredDocument } from '../domain/document.ts';
import { NoExtractableTextError, ReaderUnavailableError } from '../domain/documents.errors.ts';
import type { TextExtractor } from '../ports/text-extractor.ts';
import { ReExtractLayouts } from './re-extract-layouts.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

/** Reads a file's bytes back as its layout; a file saying 'locked' is refused, 'crash' breaks the reader. */
function reader(): TextExtractor & { read: string[] } {
  const read: string[] = [];
  return {
    read,
    extract: async (file) => {
      const content = new TextDecoder().decode(file);
      read.push(content);
      if (content === 'locked') throw new NoExtractableTextError();
      if (content === 'crash') throw new Error('worker exited');
      return { text: content.replaceAll('\t', ' '), layout: content };
    },
    close: async () => {},
  };
}

function setUp() {
  const f = documentsFakes();
  const extractor = reader();
  const job = new ReExtractLayouts(f.documents, f.storage, extractor, f.clock);
  const add = (n: number, content: string | null, type: FileType = 'pdf', layout: string | null = null) => {
    const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const document: StoredDocument = {
      id,
      userId: 'u1',
      kind: 'resume',
      fileName: `cv-${n}.${type}`,
      fileType: type,
      sizeBytes: 1,
      storageKey: `documents/u1/${id}.${type}`,
      isDefault: false,
      uploadedAt: new Date('2026-01-01T00:00:00Z'),
    };
    f.documents.rows.set(id, { document, text: `text ${n}`, layout });
    if (content !== null)
      f.storage.objects.set(document.storageKey, { bytes: bytes(content), contentType: '' });
    return id;
  };
  const row = (id: string) => f.documents.rows.get(id)!;
  return { f, extractor, job, add, row };
}

describe('ReExtractLayouts', () => {
  it('writes the layout of every waiting PDF and DOCX, batch after batch, and never the plain text', async () => {
    const { job, add, row, extractor } = setUp();
    const ids = [1, 2, 3, 4, 5].map((n) => add(n, `**Role ${n}**\tAcme`, n % 2 ? 'pdf' : 'docx'));
    const report = await job.run({ batch: 2 });
    expect(report).toEqual({ stored: 5, unreadable: 0, finished: true });
    expect(ids.map((id) => row(id).layout)).toEqual([1, 2, 3, 4, 5].map((n) => `**Role ${n}**\tAcme`));
    expect(ids.map((id) => row(id).text)).toEqual([1, 2, 3, 4, 5].map((n) => `text ${n}`));
    expect(extractor.read).toHaveLength(5);
    expect(await job.run()).toEqual({ stored: 0, unreadable: 0, finished: true });
  });

  it('leaves text files, and documents that have a layout, alone', async () => {
    const { job, add, row, extractor } = setUp();
    const txt = add(1, 'plain', 'txt');
    const done = add(2, 'again', 'pdf', '# kept');
    const empty = add(3, 'again', 'pdf', '');
    expect(await job.run()).toEqual({ stored: 0, unreadable: 0, finished: true });
    expect([row(txt).layout, row(done).layout, row(empty).layout]).toEqual([null, '# kept', '']);
    expect(extractor.read).toEqual([]);
  });

  it('stops at its time budget and the next run goes on where it stopped', async () => {
    const { job, add, row } = setUp();
    const ids = [1, 2, 3].map((n) => add(n, `Role ${n}`));
    const first = await job.run({ budgetMs: 0 });
    expect(first).toEqual({ stored: 1, unreadable: 0, finished: false });
    expect(ids.map((id) => row(id).layout)).toEqual(['Role 1', null, null]);
    expect(await job.run({ budgetMs: 0 })).toEqual({ stored: 1, unreadable: 0, finished: false });
    expect(await job.run({ budgetMs: 0 })).toEqual({ stored: 1, unreadable: 0, finished: true });
    expect(ids.map((id) => row(id).layout)).toEqual(['Role 1', 'Role 2', 'Role 3']);
  });

  it("gives '' to a document whose file is gone, refused or breaks the reader, so it is not read again", async () => {
    const { job, add, row, extractor } = setUp();
    const gone = add(1, null);
    const locked = add(2, 'locked');
    const crash = add(3, 'crash', 'docx');
    const fine = add(4, 'Analyst\tGlobex');
    expect(await job.run()).toEqual({ stored: 1, unreadable: 3, finished: true });
    expect([gone, locked, crash, fine].map((id) => row(id).layout)).toEqual(['', '', '', 'Analyst\tGlobex']);
    await job.run();
    expect(extractor.read).toEqual(['locked', 'crash', 'Analyst\tGlobex']);
  });

  it('ends the run with the document still waiting when storage fails or the reader is shutting down', async () => {
    const { f, job, add, row } = setUp();
    const first = add(1, 'Role 1');
    const realGet = f.storage.get.bind(f.storage);
    f.storage.get = async () => {
      throw new Error('storage is down');
    };
    await expect(job.run()).rejects.toThrow('storage is down');
    expect(row(first).layout).toBeNull();
    f.storage.get = realGet;
    const closing = new ReExtractLayouts(
      f.documents,
      f.storage,
      {
        extract: async () => {
          throw new ReaderUnavailableError();
        },
        close: async () => {},
      },
      f.clock,
    );
    await expect(closing.run()).rejects.toBeInstanceOf(ReaderUnavailableError);
    expect(row(first).layout).toBeNull();
    expect(await job.run()).toEqual({ stored: 1, unreadable: 0, finished: true });
  });
});
