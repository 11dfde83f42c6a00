import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUp } from '../../../../test/support/accounts.ts';
import {
  docx,
  docxWithEntities,
  emptyPdf,
  fakeExecutable,
  imageOnlyPdf,
  latin1Text,
  lyingZipBombDocx,
  manyEntriesDocx,
  plainZip,
  textPdf,
  zipBombDocx,
} from '../../../../test/support/document-fixtures.ts';
import {
  auth,
  chunked,
  documentCount,
  multipart,
  storedObjects,
  upload,
  uploadForm,
} from '../../../../test/support/documents.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import type { components } from '../../../../openapi/types.ts';

type Envelope = components['schemas']['ErrorEnvelope'];

const INVALID_TYPE = 'Invalid file type. Only PDF, DOCX, and TXT files are allowed.';
const NO_TEXT =
  'No text could be extracted from this file. Please upload a text-based PDF, DOCX or TXT file.';
const SECRET = 'ENTITY-SECRET-7f3a';

/**
 * Hostile and broken uploads: each gets its own clear answer, and none leaves a row or a stored
 * object behind.
 */
describe('upload fuzzing', () => {
  let t: TestApp;
  let me: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    me = await signUp(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function expectNothingKept() {
    expect(await documentCount(t, me.email)).toBe(0);
    expect(storedObjects(t)).toEqual([]);
  }

  const cases: [string, () => Uint8Array, string, number, string, string | null][] = [
    [
      'a renamed Windows executable (.pdf)',
      fakeExecutable,
      'resume.pdf',
      415,
      'UNSUPPORTED_FILE_TYPE',
      'binary',
    ],
    [
      'a renamed Windows executable (.docx)',
      fakeExecutable,
      'resume.docx',
      415,
      'UNSUPPORTED_FILE_TYPE',
      'binary',
    ],
    [
      'a PDF named .txt',
      () => textPdf(['Real PDF text']),
      'resume.txt',
      415,
      'UNSUPPORTED_FILE_TYPE',
      'name_mismatch',
    ],
    [
      'a DOCX named .pdf',
      () => docx(['Real DOCX text']),
      'resume.pdf',
      415,
      'UNSUPPORTED_FILE_TYPE',
      'name_mismatch',
    ],
    [
      'a DOCX zip bomb',
      () => zipBombDocx(16),
      'bomb.docx',
      415,
      'UNSUPPORTED_FILE_TYPE',
      'too_large_uncompressed',
    ],
    [
      'a zip bomb that lies about its size',
      () => lyingZipBombDocx(16),
      'bomb.docx',
      415,
      'UNSUPPORTED_FILE_TYPE',
      'size_mismatch',
    ],
    [
      'a zip with too many entries',
      () => manyEntriesDocx(300),
      'many.docx',
      415,
      'UNSUPPORTED_FILE_TYPE',
      'too_many_entries',
    ],
    ['a zip that is no Word document', plainZip, 'notes.docx', 415, 'UNSUPPORTED_FILE_TYPE', 'not_docx'],
    [
      'a DOCX declaring XML entities',
      () => docxWithEntities(SECRET),
      'xxe.docx',
      415,
      'UNSUPPORTED_FILE_TYPE',
      'xml_dtd',
    ],
    [
      'a broken PDF',
      () => new TextEncoder().encode('%PDF-1.7\nnot really a pdf'),
      'broken.pdf',
      415,
      'UNSUPPORTED_FILE_TYPE',
      'broken_file',
    ],
    ['non-UTF-8 text', latin1Text, 'resume.txt', 415, 'UNSUPPORTED_FILE_TYPE', 'not_utf8'],
    [
      'UTF-16 text',
      () => new Uint8Array(Buffer.from('\ufeffEngineer', 'utf16le')),
      'resume.txt',
      415,
      'UNSUPPORTED_FILE_TYPE',
      'not_utf8',
    ],
    ['an empty PDF', emptyPdf, 'empty.pdf', 422, 'UNPROCESSABLE', null],
    ['an image-only PDF', imageOnlyPdf, 'scan.pdf', 422, 'UNPROCESSABLE', null],
    ['an empty file', () => new Uint8Array(0), 'empty.txt', 422, 'UNPROCESSABLE', null],
    ['a DOCX with no text', () => docx([]), 'blank.docx', 422, 'UNPROCESSABLE', null],
    ['blank text', () => new TextEncoder().encode(' \n\t\n  '), 'blank.txt', 422, 'UNPROCESSABLE', null],
  ];

  for (const [what, bytes, fileName, status, error, reason] of cases) {
    it(`refuses ${what}`, async () => {
      const res = await t.json<Envelope>('/api/upload/resume', {
        method: 'POST',
        headers: auth(me.token),
        body: uploadForm('resume', bytes(), fileName, 'application/pdf'),
      });
      expect([res.status, res.body.error]).toEqual([status, error]);
      expect(res.body.message).toBe(status === 415 ? INVALID_TYPE : NO_TEXT);
      if (reason) expect(res.body.details).toMatchObject([{ path: ['resume'], code: reason }]);
      expect(JSON.stringify(res.body)).not.toContain(SECRET);
      await expectNothingKept();
    });
  }

  it('says a file over 100KB is too large, in the spec words', async () => {
    const bytes = new Uint8Array(102_401).fill(0x61);
    const res = await upload(t, me.token, 'resume', bytes, 'big.txt');
    expect(res).toMatchObject({
      status: 413,
      body: { error: 'FILE_TOO_LARGE', message: 'File is larger than 100KB' },
    });
    const exactly = await upload(t, me.token, 'job', new Uint8Array(102_400).fill(0x61), 'limit.txt');
    expect(exactly.status).toBe(200);
    await t.request(`/api/documents/${exactly.body.dbId}`, {
      method: 'DELETE',
      headers: { ...auth(me.token), 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'job' }),
    });
    await expectNothingKept();
  });

  it('cuts off an oversized body that declares its Content-Length', async () => {
    const { body, contentType } = await multipart(
      uploadForm('resume', new Uint8Array(400_000).fill(0x61), 'big.txt'),
    );
    const res = await t.json<Envelope>('/api/upload/resume', {
      method: 'POST',
      headers: { ...auth(me.token), 'content-type': contentType, 'content-length': String(body.byteLength) },
      body,
    });
    expect([res.status, res.body.error]).toEqual([413, 'FILE_TOO_LARGE']);
    await expectNothingKept();
  });

  it('cuts off an oversized body sent without Content-Length while reading it', async () => {
    const { body, contentType } = await multipart(
      uploadForm('job', new Uint8Array(5_000_000).fill(0x61), 'big.txt'),
    );
    let sent = 0;
    const stream = chunked(body).pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      }),
    );
    const res = await t.json<Envelope>('/api/upload/job', {
      method: 'POST',
      headers: { ...auth(me.token), 'content-type': contentType },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect([res.status, res.body.error]).toEqual([413, 'FILE_TOO_LARGE']);
    // reading stopped near the cap instead of taking in the whole body
    expect(sent).toBeLessThan(200_000);
    await expectNothingKept();
  });

  it('never lets an XML entity reach the extracted text, whatever the answer', async () => {
    await upload(t, me.token, 'resume', docxWithEntities(SECRET), 'xxe.docx');
    const rows = await t.database.orm.em
      .fork()
      .getConnection()
      .execute<unknown[]>('select 1 from documents where extracted_text like ?', [`%${SECRET}%`]);
    expect(rows).toEqual([]);
  });
});
